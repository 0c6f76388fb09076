import type { SearchItem } from '@/api/client';
import { BoatCard } from '@/features/boats/components/boat-card';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';

/** Boat cards with the favourite toggle; lives in the app layer because it joins two features. */
export function BoatGrid({
  boats,
  kind,
  eagerCount = 0,
}: {
  boats: SearchItem[];
  kind: 'rent' | 'sale';
  eagerCount?: number;
}) {
  return (
    <ul className="grid-cards">
      {boats.map((b, i) => (
        <li key={b.id}>
          <BoatCard
            boat={b}
            kind={kind}
            eager={i < eagerCount}
            action={<FavouriteButton boat={{ id: b.id, slug: b.slug, name: b.name, thumbnail: b.thumbnail }} />}
          />
        </li>
      ))}
    </ul>
  );
}
