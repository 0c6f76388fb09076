import { create } from 'zustand';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

/**
 * Runs inline in <head> before the page paints, so a stored dark theme never flashes light.
 * Without a stored choice it follows the system preference.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_KEY}');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.dataset.theme=t}catch(e){}})()`;

interface ThemeState {
  theme: Theme | null;
  /** Reads what the boot script applied; called once after hydration. */
  sync(): void;
  toggle(): void;
}

/** The raw string 'light' or 'dark' is stored under `theme` (not JSON) so the boot script can read it. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: null,
  sync: () => set({ theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light' }),
  toggle: () => {
    const next: Theme = get().theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    localStorage.setItem(THEME_KEY, next);
    set({ theme: next });
  },
}));
