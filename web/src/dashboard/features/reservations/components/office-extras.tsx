import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney } from '@/dashboard/components/money';
import type { OfficeQuote } from '../api/office-quote';
import type { OfferedExtra } from '../api/reservations';
import { EXTRA_UNIT, EXTRA_UNIT_PLAIN } from '../texts';

const X = {
  extras: 'Ekstralar',
  extrasHelp: 'Zorunlu ekstralar her rezervasyona eklenir. İsteğe bağlı olanlar için adet girin (0: yok).',
  mandatory: 'zorunlu, fiyata dahil',
  max: (n: number) => `en fazla ${n}`,
  quantity: 'Adet',
  price: 'Fiyat',
  pickFirst: 'Tekne, biniş ve dönüş günü ile misafir sayısı girilince fiyat burada hesaplanır.',
  quoting: 'Fiyat hesaplanıyor…',
  rent: 'Kiralama',
  days: (n: number) => `${n} gün`,
  total: 'Toplam',
  deposit: 'Ön ödeme (%20)',
  balance: 'Kalan',
  display: (currency: string, total: string, deposit: string) =>
    `Gösterim para biriminde (${currency}): toplam ${total}, ön ödeme ${deposit}.`,
} as const;

/** A typed quantity within [0, the extra's maximum] (100 when it has none, the API's bound). */
const bounded = (text: string, max: number | null) => {
  const n = Math.floor(Number(text));
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), max ?? 100) : 0;
};

/** The chosen boat's extras: mandatory ones shown as included, a quantity for each optional one. */
export function OfficeExtrasPicker({
  offered,
  quantities,
  onChange,
}: {
  offered: readonly OfferedExtra[];
  quantities: Readonly<Record<number, number>>;
  onChange(extraId: number, quantity: number): void;
}) {
  if (offered.length === 0) return null;
  return (
    <fieldset className="is-full ops-box">
      <legend>{X.extras}</legend>
      <p className="muted">{X.extrasHelp}</p>
      <ul className="ops-extras-choice">
        {offered.map((e) => {
          const price = `${formatMoney(e.priceMinor, e.currency)} ${EXTRA_UNIT_PLAIN[e.unit]}`;
          return (
            <li key={e.id}>
              {e.mandatory ? (
                <span>
                  <strong>{e.name}</strong> — {price} <span className="muted">({X.mandatory})</span>
                </span>
              ) : (
                <label>
                  <span>
                    <strong>{e.name}</strong> — {price}
                    {e.maxQuantity !== null ? <span className="muted"> ({X.max(e.maxQuantity)})</span> : null}
                  </span>
                  <input
                    type="number"
                    min={0}
                    max={e.maxQuantity ?? 100}
                    step={1}
                    inputMode="numeric"
                    name={`extra-${e.id}`}
                    aria-label={`${e.name}: ${X.quantity}`}
                    value={quantities[e.id] ?? 0}
                    onChange={(ev) => onChange(e.id, bounded(ev.target.value, e.maxQuantity))}
                  />
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The price of the stay as the form stands: the days, each extra, total, deposit and balance. */
export function OfficeQuotePanel({ ready, quote }: { ready: boolean; quote: UseQueryResult<OfficeQuote> }) {
  return (
    <section
      className="is-full ops-box"
      aria-labelledby="office-quote-title"
      aria-live="polite"
      aria-busy={quote.isFetching ? 'true' : 'false'}
    >
      <h2 id="office-quote-title">{X.price}</h2>
      {!ready ? (
        <p className="muted">{X.pickFirst}</p>
      ) : quote.error ? (
        <p className="form-error" role="alert">
          {quote.error.message}
        </p>
      ) : quote.data ? (
        <QuoteLines q={quote.data} stale={quote.isPlaceholderData} />
      ) : (
        <p className="muted">{X.quoting}</p>
      )}
    </section>
  );
}

function QuoteLines({ q, stale }: { q: OfficeQuote; stale: boolean }) {
  const money = (minor: number) => formatMoney(minor, q.currency);
  const rent = q.lines.reduce((sum, l) => sum + l.subtotal.amount, 0);
  return (
    <div className={stale ? 'ops-stale' : undefined}>
      <table className="ops-extras">
        <caption className="sr-only">{X.price}</caption>
        <tbody>
          <tr>
            <th scope="row" className="ops-line">
              <strong>{X.rent}</strong> <span className="muted">{X.days(q.days)}</span>
            </th>
            <td>{money(rent)}</td>
          </tr>
          {q.extras.map((x) => (
            <tr key={x.extraId}>
              <th scope="row" className="ops-line">
                <strong>
                  {x.name}
                  {x.quantity > 1 ? ` × ${x.quantity}` : ''}
                </strong>{' '}
                <span className="muted">
                  {formatMoney(x.unitPrice.amount, x.unitPrice.currency)} {EXTRA_UNIT[x.unit]?.(x.count)}
                  {x.mandatory ? ` (${X.mandatory})` : ''}
                </span>
              </th>
              <td>{formatMoney(x.subtotal.amount, x.subtotal.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ops-money">
        <div>
          <dt>{X.total}</dt>
          <dd>{money(q.total)}</dd>
        </div>
        <div>
          <dt>{X.deposit}</dt>
          <dd>{money(q.deposit)}</dd>
        </div>
        <div>
          <dt>{X.balance}</dt>
          <dd>{money(q.balance)}</dd>
        </div>
      </dl>
      {q.display.currency !== q.currency ? (
        <p className="muted">
          {X.display(
            q.display.currency,
            formatMoney(q.display.total, q.display.currency),
            formatMoney(q.display.deposit, q.display.currency),
          )}
        </p>
      ) : null}
    </div>
  );
}
