import { formatMoney } from '@/dashboard/components/money';
import type { AdminReservation } from '../../api/reservations';
import { DETAIL as D, EXTRA_UNIT } from '../../texts';

/** The reservation's priced extras: unit price and what it multiplies by, quantity, subtotal. */
export function ExtrasCard({ r }: { r: AdminReservation }) {
  return (
    <section className="adm-card" aria-labelledby="res-extras">
      <h2 id="res-extras">{D.extras}</h2>
      {r.extras.length === 0 ? (
        <p className="muted">{D.extrasEmpty}</p>
      ) : (
        <table className="ops-extras">
          <caption className="sr-only">{D.extras}</caption>
          <thead>
            <tr>
              <th scope="col">{D.extraName}</th>
              <th scope="col">{D.extraUnit}</th>
              <th scope="col">{D.extraQuantity}</th>
              <th scope="col">{D.extraSubtotal}</th>
            </tr>
          </thead>
          <tbody>
            {r.extras.map((e) => (
              <tr key={e.extraId}>
                <th scope="row">
                  {e.name}
                  {e.mandatory ? <span className="muted"> ({D.extraMandatory})</span> : null}
                </th>
                <td>
                  {formatMoney(e.unitPrice.amount, e.unitPrice.currency)} {EXTRA_UNIT[e.unit]?.(e.count)}
                </td>
                <td>{e.quantity}</td>
                <td>{formatMoney(e.subtotal.amount, e.subtotal.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
