import { useNavigationStore } from '@/stores/navigation';

export function onPageTransitionStart() {
  useNavigationStore.getState().setNavigating(true);
}
