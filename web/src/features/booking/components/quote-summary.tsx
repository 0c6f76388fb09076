import { Price } from '@/components/ui/price';
import type { DateRange } from '@/lib/iso-calendar';
import { useLocale } from '@/i18n/texts';
import type { useQuote } from '../api/get-quote';
import { nameOf } from './booking-extras';

/**
 * The live price of the chosen days (rent, extras, total, deposit, balance and payment currency), or why
 * there is none: no dates yet, the dates are taken (with the nearest free range to take instead), the
 * quote is on its way or was refused.
 */
export function QuoteSummary({
  datesOk,
  taken,
  nearest,
  quote,
  quoteError,
  onDatesChange,
}: {
  datesOk: boolean;
  taken: boolean;
  nearest: DateRange | undefined;
  quote: ReturnType<typeof useQuote>;
  quoteError: string | null;
  onDatesChange: (dates: DateRange) => void;
}) {
  const { t, lang, money, date } = useLocale();
  const T = t.booking;
  return (
    <div className="quote" aria-live="polite" data-testid="quote">
      {!datesOk ? (
        <span className="muted">{T.pickDates}</span>
      ) : taken ? (
        <span className="alert" data-testid="dates-taken">
          {T.taken}{' '}
          {nearest ? (
            <button
              type="button"
              className="btn btn-sm"
              data-testid="nearest-free"
              onClick={() => onDatesChange(nearest)}
            >
              {T.nearestOffer(date(nearest.start), date(nearest.end))}
            </button>
          ) : (
            T.noNearest
          )}
        </span>
      ) : quote.isPending ? (
        <span className="muted">{T.quoting}</span>
      ) : quoteError ? (
        <span className="alert">{quoteError}</span>
      ) : quote.data ? (
        <>
          {quote.data.extras.length > 0 && (
            <>
              <div>
                <span>
                  {T.rent} ({T.days(quote.data.days)})
                </span>
                <span>
                  <Price
                    money={{
                      amountMinor: quote.data.lines.reduce((sum, l) => sum + l.subtotal.amount, 0),
                      currency: quote.data.currency,
                    }}
                  />
                </span>
              </div>
              {quote.data.extras.map((x) => {
                const name = nameOf(lang, x);
                return (
                  <div key={x.extraId} data-testid="quote-extra">
                    <span lang={name.lang}>
                      {name.value}
                      {x.quantity > 1 ? ` × ${x.quantity}` : ''}
                    </span>
                    <span>
                      <Price money={{ amountMinor: x.subtotal.amount, currency: x.subtotal.currency }} />
                    </span>
                  </div>
                );
              })}
            </>
          )}
          <div>
            <span>
              {T.total} ({T.days(quote.data.days)})
            </span>
            <strong data-testid="quote-total">{money(quote.data.display.total, quote.data.display.currency)}</strong>
          </div>
          <div>
            <span>{T.deposit}</span>
            <strong data-testid="quote-deposit">
              {quote.data.statement?.deposit ?? money(quote.data.display.deposit, quote.data.display.currency)}
            </strong>
          </div>
          {quote.data.statement && (
            <p className="muted" data-testid="quote-balance">
              {quote.data.statement.balance}
            </p>
          )}
          {quote.data.terms && quote.data.terms.payment.currency !== quote.data.terms.requestedCurrency && (
            <p className="muted" data-testid="quote-payment-currency">
              {T.paymentCurrency(quote.data.terms.requestedCurrency, quote.data.terms.payment.currency)}
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
