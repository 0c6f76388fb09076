import { usePageContext } from 'vike-react/usePageContext';
import { footerValue } from '@/api/website/get-site-data';
import { langOf, localePath } from '@/i18n/lang';
import { headLinks } from '@/lib/head-links';
import { JsonLd, organization } from '@/lib/json-ld';
import { THEME_BOOT_SCRIPT } from '@/stores/theme';

export default function Head() {
  const pageContext = usePageContext();
  const lang = langOf(pageContext);
  const origin = 'origin' in pageContext ? String(pageContext.origin) : '';
  const links = headLinks(pageContext, origin);
  const site = pageContext.site?.siteData;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      <meta name="robots" content={links.robots} />
      <meta name="theme-color" content="#0b3b5c" />
      {links.canonical && <link rel="canonical" href={links.canonical} />}
      {links.alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      {links.canonical && <meta property="og:url" content={links.canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Fethiye Tekne" />
      <meta property="og:locale" content={links.ogLocale} />
      {links.ogLocaleAlternates.map((l) => (
        <meta key={l} property="og:locale:alternate" content={l} />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {!links.hidden && (
        <JsonLd
          data={organization(origin, localePath(lang, '/'), lang, {
            phone: footerValue(site, 'site_phone'),
            email: footerValue(site, 'site_email'),
            address: footerValue(site, 'site_address'),
          })}
        />
      )}
    </>
  );
}
