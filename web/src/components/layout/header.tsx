import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { BoatTypesMenu } from '@/features/boat-types/components/boat-types-menu';
import { CurrencySelect } from '@/features/currency/components/currency-select';
import { FavouritesMenu } from '@/features/favourites/components/favourites-menu';
import { SearchBox } from '@/features/search/components/search-box';
import { useLocale } from '@/i18n/texts';

/**
 * The sticky header's height as `--sticky-header` on the document: jump targets (the booking form's heading)
 * keep that much room above them (`scroll-margin-top`), whether the header is one row or wraps to two.
 */
function useStickyHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--sticky-header', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function Header() {
  const { t, href } = useLocale();
  const T = t.layout;
  const ref = useStickyHeight();
  return (
    <header className="site-header" ref={ref}>
      <div className="container header-inner">
        <a href={href('/')} className="logo" aria-label={T.home}>
          <Icon name="boat" size={26} /> Fethiye <strong>Tekne</strong>
        </a>
        <nav aria-label={T.mainMenu} className="header-nav">
          <a href={href('/listing')}>{T.rent}</a>
          <a href={href('/listingsale')}>{T.sale}</a>
          <BoatTypesMenu />
        </nav>
        <SearchBox />
        <div className="header-tools">
          <FavouritesMenu />
          <CurrencySelect />
        </div>
      </div>
    </header>
  );
}
