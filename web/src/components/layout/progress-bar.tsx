import { useTexts } from '@/i18n/texts';
import { useNavigationStore } from '@/stores/navigation';

export function ProgressBar() {
  const t = useTexts();
  const navigating = useNavigationStore((s) => s.navigating);
  return (
    <div
      className={`progress-bar ${navigating ? 'is-active' : ''}`}
      role="progressbar"
      aria-hidden={!navigating}
      aria-label={t.common.loading}
    />
  );
}
