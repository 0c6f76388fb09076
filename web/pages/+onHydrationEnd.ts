import { nextTask } from '@/lib/next-task';
import { useCurrencyStore } from '@/stores/currency';
import { useFavouritesStore } from '@/stores/favourites';
import { useThemeStore } from '@/stores/theme';

/**
 * Restores what the visitor chose (currency, favourites, theme) once the server's markup is hydrated,
 * in a task of its own: a restored store re-renders what shows it synchronously, which would otherwise
 * lengthen the task that commits the hydration. Then marks the document as interactive (browser tests
 * and CSS rely on it).
 */
export async function onHydrationEnd() {
  await nextTask();
  void useCurrencyStore.persist.rehydrate();
  void useFavouritesStore.persist.rehydrate();
  useThemeStore.getState().sync();
  document.documentElement.dataset.hydrated = 'true';
}
