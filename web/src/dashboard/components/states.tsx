import { T } from '@/dashboard/texts';

export function Loading({ label = T.loading }: { label?: string }) {
  return (
    <p className="adm-state" role="status" aria-live="polite">
      <span className="adm-spinner" aria-hidden="true" /> {label}
    </p>
  );
}

export function EmptyState({ label = T.empty }: { label?: string }) {
  return <p className="adm-state muted">{label}</p>;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className="adm-state alert" role="alert">
      <span>
        {T.loadFailed}
        {detail ? ` ${detail}` : ''}
      </span>
      {onRetry ? (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {T.retry}
        </button>
      ) : null}
    </div>
  );
}
