import { ConfirmButton } from '@/dashboard/components/confirm-button';
import { formatDateTime } from '@/dashboard/components/format';
import { conflictDays } from '@/dashboard/components/reservation-status';
import { dismissExternalConflicts } from '../../api/external-conflicts';
import { type AdminReservation, useReservationAction } from '../../api/reservations';
import { EXTERNAL_CONFLICT } from '../../texts';

/**
 * Another platform's calendar (the boat's iCal feed) shows days taken over this reservation's: the
 * warning names those days, and the office takes it off once the overbooking is settled.
 */
export function ExternalConflictCard({ r }: { r: AdminReservation }) {
  const dismiss = useReservationAction(r.id, dismissExternalConflicts(r.id), EXTERNAL_CONFLICT.dismissed);
  if (r.externalConflicts.length === 0) return null;
  return (
    <section
      className="adm-card ops-conflict-card"
      aria-labelledby="res-external-conflict"
      data-testid="external-conflict"
    >
      <h2 id="res-external-conflict">{EXTERNAL_CONFLICT.title}</h2>
      <p>{EXTERNAL_CONFLICT.help}</p>
      <ul className="ops-list">
        {r.externalConflicts.map((c) => (
          <li key={`${c.uid ?? ''}:${c.start}:${c.end}`}>
            <span>
              <strong>{conflictDays(c)}</strong>
              {c.uid ? <span className="muted"> · {c.uid}</span> : null}
            </span>
            <span className="muted">
              {EXTERNAL_CONFLICT.foundAt}: {formatDateTime(c.foundAt)}
            </span>
          </li>
        ))}
      </ul>
      <div className="ops-actions">
        <ConfirmButton
          disabled={dismiss.isPending}
          ask={{
            title: EXTERNAL_CONFLICT.dismissTitle,
            message: EXTERNAL_CONFLICT.dismissMessage,
            confirmLabel: EXTERNAL_CONFLICT.dismiss,
          }}
          onConfirm={() => dismiss.mutate(undefined)}
        >
          {EXTERNAL_CONFLICT.dismiss}
        </ConfirmButton>
      </div>
    </section>
  );
}
