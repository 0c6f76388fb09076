import { Icon } from '@/components/ui/icon';
import { notify } from '@/components/ui/toasts';
import { type Favourite, useFavouritesStore } from '@/stores/favourites';
import { useTexts } from '@/i18n/texts';

export function FavouriteButton({ boat }: { boat: Favourite }) {
  const T = useTexts().favourites;
  // One store subscription per button (a listing has twenty); the actions are read when clicked.
  const active = useFavouritesStore((s) => s.items.some((f) => f.id === boat.id));
  return (
    <button
      type="button"
      className={`btn btn-fav ${active ? 'is-active' : ''}`}
      aria-pressed={active}
      aria-label={`${active ? T.inFavourites : T.add}: ${boat.name}`}
      data-testid="favourite-toggle"
      onClick={() => {
        const { add, remove } = useFavouritesStore.getState();
        if (active) {
          remove(boat.id);
          notify('info', T.removed(boat.name));
        } else {
          add(boat);
          notify('info', T.added(boat.name));
        }
      }}
    >
      <Icon name="heart" size={22} />
    </button>
  );
}
