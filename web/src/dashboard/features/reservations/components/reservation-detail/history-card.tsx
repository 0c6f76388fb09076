import { formatDateTime } from '@/dashboard/components/format';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { useReservationEvents } from '../../api/reservations';
import { DETAIL as D } from '../../texts';

const ACTOR_ROLE: Record<string, string> = { ADMIN: 'yönetici', OWNER: 'tekne sahibi' };

function Timeline({ id }: { id: string }) {
  const events = useReservationEvents(id);
  if (events.isPending) return <Loading />;
  if (events.error) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p className="muted">{D.historyEmpty}</p>;
  return (
    <ol className="ops-timeline" aria-label={D.history}>
      {events.data.map((e) => (
        <li key={e.position}>
          <strong>{e.title}</strong>
          <div className="muted">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {D.by}: {e.actor.name}
            {e.actor.role ? ` (${ACTOR_ROLE[e.actor.role] ?? e.actor.role})` : ''}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The audit trail: every event of the reservation, when and by whom. */
export function HistoryCard({ id }: { id: string }) {
  return (
    <section className="adm-card" aria-labelledby="res-history">
      <h2 id="res-history">{D.history}</h2>
      <Timeline id={id} />
    </section>
  );
}
