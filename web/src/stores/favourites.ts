import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SearchItem } from '@/api/client';

/** A boat the visitor marked, as much of it as the favourites menu shows. */
export type Favourite = Pick<SearchItem, 'id' | 'slug' | 'name' | 'thumbnail'>;

interface FavouritesState {
  items: Favourite[];
  add(item: Favourite): void;
  remove(id: number): void;
}

/** Boats the visitor marked, kept in localStorage under `favourites`. */
export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      items: [],
      add: (item) =>
        set((state) => (state.items.some((f) => f.id === item.id) ? state : { items: [...state.items, item] })),
      remove: (id) => set((state) => ({ items: state.items.filter((f) => f.id !== id) })),
    }),
    { name: 'favourites', storage: createJSONStorage(() => localStorage), skipHydration: true },
  ),
);
