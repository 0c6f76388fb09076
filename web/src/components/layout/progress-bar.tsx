import { useTexts } from '@/i18n/texts';
import { useNavigationStore } from '@/stores/navigation';

export function ProgressBar() {
  const t = useTexts();
  const navigating = useNavigationStore((s) => s.navigating);
  return (
    <>
      {/* The bar is only a picture of the wait; the status line says it to assistive technology. */}
      <div className={`progress-bar ${navigating ? 'is-active' : ''}`} aria-hidden="true" />
      <span className="sr-only" role="status">
        {navigating ? t.common.loading : ''}
      </span>
    </>
  );
}
