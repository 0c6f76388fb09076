import { usePageContext } from 'vike-react/usePageContext';
import { LANGS, type Lang, localePath, logicalPath, OG_LOCALE, langOf } from '@/i18n/lang';
import { JsonLd, organization } from '@/lib/json-ld';
import { THEME_BOOT_SCRIPT } from '@/stores/theme';

/** Listing filters are part of the page's identity; tracking parameters elsewhere are not. */
function canonicalPath(pathname: string, search: Record<string, string>): string {
  if (pathname !== '/listing' && pathname !== '/listingsale') return pathname;
  const keys = Object.keys(search)
    .filter((k) => search[k] !== '')
    .sort();
  if (keys.length === 0) return pathname;
  return `${pathname}?${new URLSearchParams(keys.map((k) => [k, search[k] ?? ''])).toString()}`;
}

const HREFLANG: Record<Lang, string> = { tr: 'tr', en: 'en' };

export default function Head() {
  const pageContext = usePageContext();
  const lang = langOf(pageContext);
  const origin = 'origin' in pageContext ? String(pageContext.origin) : '';
  // The path without /en (vike routes on it), so both languages' addresses come from one.
  const path = canonicalPath(logicalPath(pageContext.urlParsed.pathname), pageContext.urlParsed.search);
  const url = `${origin}${localePath(lang, path)}`;
  const isError = pageContext.is404 === true || (pageContext.abortStatusCode ?? 200) >= 400;
  const isPanel = path.startsWith('/dashboard');
  // A visitor's own reservation page (the signed link) is nobody else's business.
  const isPrivate = path.startsWith('/rezervasyon/') || path.startsWith('/reservation/');
  const robots = isError || isPanel || isPrivate ? 'noindex,nofollow' : 'index,follow';
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      <meta name="robots" content={robots} />
      <meta name="theme-color" content="#0b3b5c" />
      {!isError && !isPrivate && <link rel="canonical" href={url} />}
      {!isError &&
        !isPanel &&
        !isPrivate &&
        LANGS.map((l) => (
          <link key={l} rel="alternate" hrefLang={HREFLANG[l]} href={`${origin}${localePath(l, path)}`} />
        ))}
      {!isError && !isPanel && !isPrivate && <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />}
      {!isError && !isPrivate && <meta property="og:url" content={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Fethiye Tekne" />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {LANGS.filter((l) => l !== lang).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALE[l]} />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {!isError && !isPanel && <JsonLd data={organization(origin, localePath(lang, '/'), lang)} />}
    </>
  );
}
