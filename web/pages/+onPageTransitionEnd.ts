import { useNavigationStore } from '@/stores/navigation';

export function onPageTransitionEnd() {
  useNavigationStore.getState().setNavigating(false);
}
