import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { usePageContext } from 'vike-react/usePageContext';

export const CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type SiteCurrency = (typeof CURRENCIES)[number];

interface CurrencyState {
  currency: SiteCurrency;
  setCurrency(currency: SiteCurrency): void;
}

export const isSiteCurrency = (value: unknown): value is SiteCurrency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/**
 * The choice is also a cookie, which the server reads (server/src/web/plugin.ts, `CURRENCY_COOKIE`, keep
 * equal): a full page load arrives with its prices already in the chosen currency, never TL first.
 */
const CURRENCY_COOKIE = 'currency';
function rememberInCookie(currency: SiteCurrency) {
  if (typeof document === 'undefined') return;
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The visitor's display currency (TL by default), kept in localStorage under `currency` and in the
 * `currency` cookie. The server renders with the cookie's and onRenderClient starts the store from the
 * same value (`pageContext.currency`), so the server HTML and the first client render agree.
 */
export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      currency: 'TL',
      setCurrency: (currency) => {
        rememberInCookie(currency);
        set({ currency });
      },
    }),
    {
      name: 'currency',
      storage: createJSONStorage(() => localStorage),
      // Restored after hydration (+onHydrationEnd.ts); a choice made before the cookie existed is copied into it.
      skipHydration: true,
      onRehydrateStorage: () => (state) => {
        if (state) rememberInCookie(state.currency);
      },
    },
  ),
);

/**
 * The currency prices are shown in: on the server the request's (its cookie, `pageContext.currency`),
 * since the store is one for every request there; in the browser the store.
 */
export function useDisplayCurrency(): SiteCurrency {
  const pageContext = usePageContext();
  const stored = useCurrencyStore((s) => s.currency);
  return import.meta.env.SSR ? (pageContext.currency ?? 'TL') : stored;
}
