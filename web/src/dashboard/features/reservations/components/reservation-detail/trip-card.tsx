import { formatDate, formatDeadline } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import type { AdminReservation } from '../../api/reservations';
import { DETAIL as D } from '../../texts';

/** The boat, the days and the guests; an option's deadline. */
export function TripCard({ r }: { r: AdminReservation }) {
  return (
    <section className="adm-card" aria-labelledby="res-trip">
      <h2 id="res-trip">{D.trip}</h2>
      <dl className="adm-detail">
        <dt>{D.boat}</dt>
        <dd>
          <AdminLink to={`/boats/${r.boat.id}`}>{r.boat.name}</AdminLink>
        </dd>
        <dt>{D.start}</dt>
        <dd>{formatDate(r.start)}</dd>
        <dt>{D.end}</dt>
        <dd>{formatDate(r.end)}</dd>
        <dt>{D.days}</dt>
        <dd>{r.days}</dd>
        <dt>{D.guests}</dt>
        <dd>{r.guests}</dd>
        {r.status === 'option' ? (
          <>
            <dt>{D.optionUntil}</dt>
            <dd>{formatDeadline(r.optionUntil)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
