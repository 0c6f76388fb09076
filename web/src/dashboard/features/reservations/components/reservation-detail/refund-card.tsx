import { formatMoney } from '@/dashboard/components/money';
import type { AdminReservation } from '../../api/reservations';
import { DETAIL as D } from '../../texts';
import { Figure } from './figure';

/** A cancelled reservation's refund: owed, paid and left, the rule applied or the office's decision. */
export function RefundCard({ r }: { r: AdminReservation }) {
  if (!r.refund) return null;
  return (
    <section className="adm-card" aria-labelledby="res-refund">
      <h2 id="res-refund">{D.refundTitle}</h2>
      <dl className="ops-money">
        <Figure label={D.refundDue}>{formatMoney(r.refund.amount, r.currency)}</Figure>
        <Figure label={D.refundPaid}>{formatMoney(r.refunded, r.currency)}</Figure>
        <Figure label={D.refundLeft}>{formatMoney(r.refund.amount - r.refunded, r.currency)}</Figure>
      </dl>
      <dl className="adm-detail">
        <dt>{D.refundRule}</dt>
        <dd>{r.refund.rule}</dd>
        {r.refund.override ? (
          <>
            <dt>{D.refundOverridden}</dt>
            <dd>
              {r.refund.override.reason} ({formatMoney(r.refund.computed, r.currency)} yerine)
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
