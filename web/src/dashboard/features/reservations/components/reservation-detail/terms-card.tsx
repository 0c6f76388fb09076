import { formatDate } from '@/dashboard/components/format';
import { formatMoney } from '@/dashboard/components/money';
import type { AdminReservation } from '../../api/reservations';

const RATE_RULE = {
  day_of_payment: 'Ödeme günü kuru',
  fixed: 'Rezervasyon günü kuru (sabit)',
} as const;

/**
 * The booking's terms as the customer was told them (`reservation.terms`, decided with the booking and
 * stored in its events): the two currencies, the deposit and its deadline, the balance's day, place and
 * rate, and the accounts. The sentences are the server's, the same the mails, the visitor's page and the
 * contract print.
 */
export function TermsCard({ r }: { r: AdminReservation }) {
  const { terms, statement } = r;
  const two = terms.payment.currency !== terms.contract.currency;
  return (
    <section className="adm-card" aria-labelledby="res-terms" data-testid="reservation-terms">
      <h2 id="res-terms">Koşullar (müşteriye bildirilen)</h2>
      <dl className="ops-money">
        <div>
          <dt>Sözleşme para birimi</dt>
          <dd>{terms.contract.currency}</dd>
        </div>
        <div>
          <dt>Ödeme para birimi</dt>
          <dd data-testid="terms-payment-currency">
            {terms.payment.currency}
            {terms.requestedCurrency !== terms.payment.currency
              ? ` (seçilen ${terms.requestedCurrency}; hesap yok)`
              : ''}
          </dd>
        </div>
        <div>
          <dt>Ön ödeme</dt>
          <dd data-testid="terms-deposit">{statement.deposit}</dd>
        </div>
        <div>
          <dt>Ön ödeme son anı</dt>
          <dd data-testid="terms-deadline">{statement.depositDueBy}</dd>
        </div>
        <div>
          <dt>Kalanın son günü</dt>
          <dd data-testid="terms-balance-due">
            {formatDate(terms.balance.dueOn)}
            {terms.balance.onBoard ? ' (teknede)' : ' (havale)'}
            {r.balanceOverdue ? <span className="adm-tag is-warn"> gecikti</span> : null}
          </dd>
        </div>
        <div>
          <dt>Kalan (sözleşme)</dt>
          <dd>{formatMoney(r.balanceOutstanding, terms.contract.currency)}</dd>
        </div>
        {two ? (
          <div>
            <dt>Kalanın kuru</dt>
            <dd>{RATE_RULE[terms.balance.rate]}</dd>
          </div>
        ) : null}
      </dl>
      <p data-testid="terms-balance">{statement.balance}</p>
      {terms.banks.length > 0 ? (
        <ul className="ops-list">
          {terms.banks.map((b) => (
            <li key={b.iban}>
              <span>
                <strong>{b.name}</strong>
                {b.branch ? ` – ${b.branch}` : ''} · {b.accountHolder}
              </span>
              <span className="muted">
                {b.iban} ({b.currency})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Koşullarda banka hesabı yok (ödeme para biriminde etkin hesap tanımlı değildi).</p>
      )}
    </section>
  );
}
