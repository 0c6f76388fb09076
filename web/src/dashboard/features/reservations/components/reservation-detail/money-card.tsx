import { formatMoney } from '@/dashboard/components/money';
import type { AdminReservation } from '../../api/reservations';
import { DETAIL as D } from '../../texts';
import { Figure } from './figure';

/** The reservation's figures in its contract currency: total, deposit, paid and balance. */
export function MoneyCard({ r }: { r: AdminReservation }) {
  return (
    <section className="adm-card" aria-labelledby="res-money">
      <h2 id="res-money">{D.money}</h2>
      <dl className="ops-money">
        <Figure label={D.total}>{formatMoney(r.total, r.currency)}</Figure>
        <Figure label={D.deposit}>{formatMoney(r.deposit, r.currency)}</Figure>
        <Figure label={D.paid}>{formatMoney(r.paid, r.currency)}</Figure>
        <Figure label={D.balance}>{formatMoney(r.balance, r.currency)}</Figure>
        <Figure label={D.currency}>{r.currency}</Figure>
      </dl>
    </section>
  );
}
