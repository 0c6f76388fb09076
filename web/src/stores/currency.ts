import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type SiteCurrency = (typeof CURRENCIES)[number];

interface CurrencyState {
  currency: SiteCurrency;
  setCurrency(currency: SiteCurrency): void;
}

/** The visitor's display currency (TL by default), kept in localStorage under `currency`. */
export const useCurrencyStore = create<CurrencyState>()(
  persist((set) => ({ currency: 'TL', setCurrency: (currency) => set({ currency }) }), {
    name: 'currency',
    storage: createJSONStorage(() => localStorage),
    // Restored after hydration so the server HTML (always TL) and the first client render agree.
    skipHydration: true,
  }),
);
