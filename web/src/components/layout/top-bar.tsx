import { Icon } from '@/components/ui/icon';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { footerValue, useSiteData } from '@/api/website/get-site-data';
import { Skeleton } from '@/components/ui/skeleton';
import { BoatTypesLinks } from '@/features/boat-types/components/boat-types-menu';
import { SiteDataError } from './site-status';
import { useLocale } from '@/i18n/texts';
import { LanguageSwitch } from './language-switch';
import { nonBreaking } from '@/lib/non-breaking';
import { ThemeToggle } from './theme-toggle';

export function TopBar() {
  const { t, href } = useLocale();
  const T = t.layout;
  const LINKS = [
    { href: href('/faq'), label: T.faq },
    { href: href('/blog'), label: T.blog },
    { href: href('/howrent'), label: T.howRent },
    { href: '/dashboard', label: T.login },
  ];
  const [menuOpen, setMenuOpen] = useState(false);
  const { urlPathname } = usePageContext();
  const site = useSiteData();
  const phone = footerValue(site.data, 'site_phone');
  // Navigating closes the menu (adjusted while rendering, not in an effect: no render with the old state).
  const [menuPath, setMenuPath] = useState(urlPathname);
  if (menuPath !== urlPathname) {
    setMenuPath(urlPathname);
    setMenuOpen(false);
  }

  return (
    <section className="top-bar" aria-label={T.topBar}>
      <div className="container top-bar-inner">
        <div className="top-bar-info">
          <span>
            <Icon name="pin" /> {T.location}
          </span>
          <span>
            <Icon name="clock" /> {T.hours}
          </span>
          {site.isError ? (
            <SiteDataError />
          ) : site.data ? (
            phone && (
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="hide-sm">
                <Icon name="phone" />
                {`\u00a0${nonBreaking(phone)}`}
              </a>
            )
          ) : (
            <Skeleton width="7rem" />
          )}
        </div>
        <nav aria-label={T.topMenu} className="top-bar-links">
          {LINKS.map((l) => (
            <a key={l.href} href={l.href}>
              {l.label}
            </a>
          ))}
          <a href={href('/enquire')} className="btn btn-gold btn-sm">
            {T.reservation}
          </a>
        </nav>
        <div className="top-bar-actions">
          <LanguageSwitch className="lang-switch" />
          <ThemeToggle />
          <button
            type="button"
            className="btn btn-icon menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? T.menuClose : T.menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
            data-testid="menu-toggle"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        className="mobile-menu"
        hidden={!menuOpen}
        aria-label={T.mobileMenu}
        data-testid="mobile-menu"
      >
        <a href={href('/listing')}>{T.rent}</a>
        <a href={href('/listingsale')}>{T.sale}</a>
        <BoatTypesLinks enabled={menuOpen} />
        {LINKS.map((l) => (
          <a key={l.href} href={l.href}>
            {l.label}
          </a>
        ))}
        <a href={href('/enquire')} className="btn btn-gold">
          {T.reservation}
        </a>
      </nav>
    </section>
  );
}
