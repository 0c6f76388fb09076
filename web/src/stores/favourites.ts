import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Favourite {
  id: number;
  slug: string;
  name: string;
  thumbnail: string | null;
}

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
