import { useNavigationStore } from '@/stores/navigation';

export function ProgressBar() {
  const navigating = useNavigationStore((s) => s.navigating);
  return (
    <div
      className={`progress-bar ${navigating ? 'is-active' : ''}`}
      role="progressbar"
      aria-hidden={!navigating}
      aria-label="Sayfa yükleniyor"
    />
  );
}
