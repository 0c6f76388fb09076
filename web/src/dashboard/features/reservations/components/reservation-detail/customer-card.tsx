import { useSessionStore } from '@/stores/session';
import type { AdminReservation } from '../../api/reservations';
import { CANCEL_REASONS, CHANNEL_LABEL, DETAIL as D } from '../../texts';

/**
 * Who booked and how: contact details (or the KVKK erasure), the channel, the website client's
 * fingerprint (an ADMIN can cancel every unpaid option from it), the note and a cancellation's reason.
 */
export function CustomerCard({ r, onCancelClient }: { r: AdminReservation; onCancelClient(): void }) {
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  return (
    <section className="adm-card" aria-labelledby="res-customer">
      <h2 id="res-customer">{D.customer}</h2>
      <dl className="adm-detail">
        <dt>{D.name}</dt>
        <dd>{r.customer.erased ? <em>{D.erased}</em> : r.customer.name}</dd>
        <dt>{D.email}</dt>
        <dd>{r.customer.email ? <a href={`mailto:${r.customer.email}`}>{r.customer.email}</a> : '—'}</dd>
        <dt>{D.phone}</dt>
        <dd>
          {r.customer.phone ? <a href={`tel:${r.customer.phone.replace(/\s/g, '')}`}>{r.customer.phone}</a> : '—'}
        </dd>
        <dt>{D.channel}</dt>
        <dd>{CHANNEL_LABEL[r.channel] ?? r.channel}</dd>
        {r.clientFingerprint ? (
          <>
            <dt>{D.client}</dt>
            <dd>
              <code title={D.clientHelp}>{r.clientFingerprint}</code>
              {isAdmin ? (
                <>
                  {' '}
                  <button type="button" className="btn btn-danger" onClick={onCancelClient}>
                    {D.cancelClient}
                  </button>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {r.platformRef ? (
          <>
            <dt>{D.platformRef}</dt>
            <dd>{r.platformRef}</dd>
          </>
        ) : null}
        <dt>{D.note}</dt>
        <dd>{r.note ?? '—'}</dd>
        {r.cancelReason ? (
          <>
            <dt>{D.cancelledBecause}</dt>
            <dd>{CANCEL_REASONS.find((c) => c.value === r.cancelReason)?.label ?? r.cancelReason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
