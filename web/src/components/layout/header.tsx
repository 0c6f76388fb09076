import { Icon } from '@/components/ui/icon';
import { BoatTypesMenu } from '@/features/boat-types/components/boat-types-menu';
import { CurrencySelect } from '@/features/currency/components/currency-select';
import { FavouritesMenu } from '@/features/favourites/components/favourites-menu';
import { SearchBox } from '@/features/search/components/search-box';
import { useLocale } from '@/i18n/texts';

export function Header() {
  const { t, href } = useLocale();
  const T = t.layout;
  return (
    <header className="site-header">
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
