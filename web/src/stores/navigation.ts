import { create } from 'zustand';

interface NavigationState {
  navigating: boolean;
  setNavigating(navigating: boolean): void;
}

/** Whether a client-side route change is in flight (drives the gold progress bar). */
export const useNavigationStore = create<NavigationState>()((set) => ({
  navigating: false,
  setNavigating: (navigating) => set({ navigating }),
}));
