import type { Texts } from '@/i18n/texts';
import { Icon } from '@/components/ui/icon';
import { footerValue, useSiteData } from '@/api/website/get-site-data';
import { Skeleton } from '@/components/ui/skeleton';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { SiteDataError } from './site-status';
import { Localized } from '@/i18n/localized';
import { useLocale } from '@/i18n/texts';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { nonBreaking } from '@/lib/non-breaking';

const links = (T: Texts['layout']) => ({
  corporate: [
    { href: '/about', label: T.about },
    { href: '/blog', label: T.blog },
    { href: '/contact', label: T.contact },
    { href: '/website/banks', label: T.banks },
    { href: '/website/document', label: T.documents },
  ],
  help: [
    { href: '/faq', label: T.faq },
    { href: '/howrent', label: T.howRent },
    { href: '/website/rental', label: T.rental },
    { href: '/website/cancel', label: T.cancel },
    { href: '/website/privacy', label: T.privacy },
    { href: '/website/kvkk', label: T.kvkk },
  ],
});

function SkeletonList() {
  return (
    <ul aria-busy="true" data-testid="footer-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <Skeleton width="9rem" />
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t, lang, href } = useLocale();
  const T = t.layout;
  const { corporate, help } = links(T);
  // The site settings are written in Turkish: on English pages they say so.
  const settingLang = lang === 'en' ? 'tr' : undefined;
  const site = useSiteData();
  const phone = footerValue(site.data, 'site_phone');
  const email = footerValue(site.data, 'site_email');
  const address = footerValue(site.data, 'site_address');
  const whatsapp = footerValue(site.data, 'whatsapp_phone');
  const text = footerValue(site.data, 'site_footer_text');
  const dynamic = (render: () => React.ReactNode) =>
    site.isError ? <SiteDataError /> : site.data ? render() : <SkeletonList />;

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="f-corp">
          <h2 id="f-corp">{T.corporate}</h2>
          <ul>
            {corporate.map((l) => (
              <li key={l.href}>
                <a href={href(l.href)}>{l.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="f-help">
          <h2 id="f-help">{T.help}</h2>
          <ul>
            {help.map((l) => (
              <li key={l.href}>
                <a href={href(l.href)}>{l.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="f-marinas">
          <h2 id="f-marinas">{T.popularMarinas}</h2>
          {dynamic(() => (
            <ul>
              {site.data?.marinaPopular.map((m) => (
                <li key={m.id}>
                  <a href={href(`/listing?regions=${m.id}`)}>
                    <Localized lang={lang} tr={m.name} en={m.nameEn} />
                  </a>
                </li>
              ))}
            </ul>
          ))}
        </section>
        <section aria-labelledby="f-types">
          <h2 id="f-types">{T.boatTypes}</h2>
          {dynamic(() => (
            <ul>
              {site.data?.boatTypes.map((t) => (
                <li key={t.id}>
                  <a href={href(`/listing?type=${t.id}`)}>
                    <Localized lang={lang} tr={t.name} en={t.nameEn} />
                  </a>
                </li>
              ))}
            </ul>
          ))}
        </section>
        <section aria-labelledby="f-contact">
          <h2 id="f-contact">{T.contact}</h2>
          {dynamic(() => (
            <ul>
              {phone && (
                <li>
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>
                    <Icon name="phone" />
                    {`\u00a0${nonBreaking(phone)}`}
                  </a>
                </li>
              )}
              {email && (
                <li>
                  <a href={`mailto:${email}`}>
                    <Icon name="mail" /> {email}
                  </a>
                </li>
              )}
              {address && <li lang={settingLang}>{address}</li>}
              {whatsapp && (
                <li>
                  <WhatsAppLink phone={whatsapp} text={T.whatsappHello} />
                </li>
              )}
            </ul>
          ))}
          <a href={href('/enquire')} className="btn btn-gold">
            {T.reservations}
          </a>
        </section>
      </div>
      <NewsletterForm />
      <div className="container footer-bottom">
        <div className="secure-badge">
          <Icon name="lock" /> {T.securePayment}
        </div>
        <p>{T.ssl}</p>
        {text && <p lang={settingLang}>{text}</p>}
        <p>© Fethiye Tekne. {T.rights}</p>
      </div>
    </footer>
  );
}
