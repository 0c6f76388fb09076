import { Icon } from '@/components/ui/icon';
import { notify } from '@/components/ui/toasts';
import { Dropdown } from '@/components/ui/dropdown';
import { useFavouritesStore } from '@/stores/favourites';
import { useLocale } from '@/i18n/texts';

export function FavouritesMenu() {
  const { t, href } = useLocale();
  const T = t.favourites;
  const items = useFavouritesStore((s) => s.items);
  const remove = useFavouritesStore((s) => s.remove);
  return (
    <Dropdown
      label={
        <>
          <Icon name="heart" size={18} />{' '}
          <span className="count" data-testid="favourites-count">
            {items.length}
          </span>
          <span className="sr-only"> {T.menu}</span>
        </>
      }
      testId="favourites-menu"
      className="dropdown-right"
    >
      {() =>
        items.length === 0 ? (
          <p className="muted">{T.empty}</p>
        ) : (
          <ul className="menu-list favourites-list">
            {items.map((f) => (
              <li key={f.id}>
                <a href={href(`/boat/${f.slug}`)} target="_blank" rel="noopener">
                  {f.thumbnail ? (
                    <img src={f.thumbnail} alt="" width={48} height={32} loading="lazy" />
                  ) : (
                    <span className="thumb-ph" />
                  )}
                  <span>{f.name}</span>
                </a>
                <button
                  type="button"
                  className="btn btn-icon"
                  aria-label={T.remove(f.name)}
                  onClick={() => {
                    remove(f.id);
                    notify('info', T.removed(f.name));
                  }}
                >
                  <Icon name="close" />
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </Dropdown>
  );
}
