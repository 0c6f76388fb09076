import { Icon } from '@/components/ui/icon';
import { BoatTypesMenu } from '@/features/boat-types/components/boat-types-menu';
import { CurrencySelect } from '@/features/currency/components/currency-select';
import { FavouritesMenu } from '@/features/favourites/components/favourites-menu';
import { SearchBox } from '@/features/search/components/search-box';
import { LAYOUT_TEXTS as T } from './texts';

export function Header() {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="logo" aria-label={T.home}>
          <Icon name="boat" size={26} /> Fethiye<strong>Tekne</strong>
        </a>
        <nav aria-label="Ana menü" className="header-nav">
          <a href="/listing">{T.rent}</a>
          <a href="/listingsale">{T.sale}</a>
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
