import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { isTaken, nearestFreeRange, useAvailability } from '@/features/availability';
import { monthStart } from '@/lib/iso-calendar';
import { apiMessage } from '@/i18n/api-messages';
import { useDisplayCurrency } from '@/stores/currency';
import { type ReservationCreated, useCreateReservation } from '../api/create-reservation';
import { useQuote } from '../api/get-quote';
import { useLocale } from '@/i18n/texts';
import { pick } from '@/i18n/content';
import { Price } from '@/components/ui/price';
import { YourTime } from '@/components/your-time';
import type { Lang } from '@/i18n/lang';

/** An extra the boat offers, as its public page has it. */
export interface OfferedExtra {
  id: number;
  name: string;
  nameEn: string | null;
  priceMinor: number;
  currency: 'TRY' | 'USD' | 'EUR' | 'GBP';
  unit: 'booking' | 'day' | 'person' | 'person_day';
  mandatory: boolean;
  maxQuantity: number | null;
}

const nameOf = (lang: Lang, e: { name: string; nameEn: string | null }) => pick(lang, e.name, e.nameEn);

/** Biniş (inclusive) and dönüş (exclusive) days; the page shares them with the availability calendar. */
export interface DateRange {
  start: string;
  end: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function Confirmation({ created, onReset }: { created: ReservationCreated; onReset: () => void }) {
  const { t } = useLocale();
  const T = t.booking;
  // Everything below is the booking's stored terms, as the server states them (the mail, the visitor's
  // page and the contract print the same sentences).
  const { terms, statement } = created;
  // The form the visitor sent from may be far below: the answer comes into view and takes the focus,
  // so that it is seen, and read first by a screen reader.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      heading.current?.scrollIntoView({ block: 'center' });
      heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <section className="success" aria-live="polite" data-testid="booking-confirmation">
      <h2 ref={heading} tabIndex={-1}>
        {T.received}
      </h2>
      <p>
        {T.reference}: <strong data-testid="reservation-reference">{created.reference}</strong>
      </p>
      {statement && (
        <>
          <p>
            {T.deposit}: <strong data-testid="confirmation-deposit">{statement.deposit}</strong>
          </p>
          <p>
            {T.optionUntil}: <strong data-testid="confirmation-deadline">{statement.depositDueBy}</strong>
            <YourTime iso={created.optionUntil} />
          </p>
          <p data-testid="confirmation-balance">{statement.balance}</p>
        </>
      )}
      <p>{T.depositInfo}</p>
      {terms && terms.banks.length > 0 && (
        <ul className="menu-list" data-testid="confirmation-banks">
          {terms.banks.map((b) => (
            <li key={b.iban}>
              <span>
                <strong>{b.name}</strong> ({b.currency}) – {b.accountHolder}
                <br />
                <code>{b.iban}</code>
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn" onClick={onReset}>
        {T.newBooking}
      </button>
    </section>
  );
}

/** Dates, guests, live quote and customer details; a clash shows the server's message and keeps the input. */
export function BookingForm({
  slug,
  maxGuests,
  dates,
  onDatesChange,
  cancellationPolicy,
  extras = [],
  today,
}: {
  slug: string;
  /** Today in Istanbul (from the server): no range before it is offered. */
  today: string;
  maxGuests: number;
  dates: DateRange;
  onDatesChange: (dates: DateRange) => void;
  /** The boat's cancellation policy: shown, and the visitor ticks that they read it. */
  cancellationPolicy?: { text: string };
  /** The boat's extras: mandatory ones shown as included, optional ones chosen with a quantity. */
  extras?: readonly OfferedExtra[];
}) {
  const { t, lang, href, money, date } = useLocale();
  const T = t.booking;
  const currency = useDisplayCurrency();
  const [fields, setForm] = useState({
    guests: '2',
    name: '',
    email: '',
    phone: '',
    note: '',
    kvkk: false,
    policy: false,
  });
  const form = { ...fields, ...dates };
  const [created, setCreated] = useState<ReservationCreated | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const chosen = extras
    .filter((e) => !e.mandatory && (quantities[e.id] ?? 0) > 0)
    .map((e) => ({ extraId: e.id, quantity: quantities[e.id]! }));
  const guests = Math.max(1, Math.floor(Number(form.guests)) || 1);
  const datesOk = DATE.test(form.start) && DATE.test(form.end) && form.end > form.start;
  // The boat's occupancy around the chosen days (a month before to a month after): a taken range is
  // said before sending, with the nearest free range of the same length.
  const from = datesOk ? [monthStart(today), monthStart(form.start, -1)].sort()[1]! : '';
  const to = datesOk ? monthStart(form.end, 2) : '';
  const occupancy = useAvailability(slug, from, to, undefined, datesOk);
  const occupied = datesOk ? occupancy.data?.occupied : undefined;
  const taken = occupied ? isTaken(occupied, form) : false;
  const nearest = occupied && taken ? nearestFreeRange(occupied, form, { today, from, to }) : undefined;
  const quote = useQuote(
    {
      slug,
      start: form.start,
      end: form.end,
      currency,
      language: lang,
      // The guests too: the quote refuses what the booking would (a day boat for nights, too many guests).
      guests,
      ...(extras.length ? { extras: chosen } : {}),
    },
    datesOk && !taken,
  );
  const mutation = useCreateReservation();
  const setDate = (key: keyof DateRange) => (e: { target: HTMLInputElement }) =>
    onDatesChange({ ...dates, [key]: e.target.value });
  const set = (key: keyof typeof fields) => (e: { target: HTMLInputElement | HTMLTextAreaElement }) =>
    setForm((f) => ({
      ...f,
      [key]: e.target instanceof HTMLInputElement && e.target.type === 'checkbox' ? e.target.checked : e.target.value,
    }));

  if (created) return <Confirmation created={created} onReset={() => setCreated(null)} />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(
      {
        idempotencyKey: crypto.randomUUID(),
        body: {
          boatSlug: slug,
          start: form.start,
          end: form.end,
          guests: Number(form.guests),
          currency,
          language: lang,
          customer: { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() },
          ...(form.note.trim() ? { note: form.note.trim() } : {}),
          ...(chosen.length ? { extras: chosen } : {}),
        },
      },
      { onSuccess: setCreated },
    );
  };

  const error =
    mutation.error instanceof ApiError ? apiMessage(t, mutation.error) : mutation.error ? t.common.error : null;
  const quoteError = quote.error instanceof ApiError ? apiMessage(t, quote.error) : null;

  return (
    <form className="booking" onSubmit={onSubmit} aria-labelledby="booking-title" data-testid="booking-form">
      <h2 id="booking-title">{T.title}</h2>
      <div className="row">
        <label className="field">
          {T.start}
          <input type="date" required value={form.start} onChange={setDate('start')} name="start" />
        </label>
        <label className="field">
          {T.end}
          <input
            type="date"
            required
            value={form.end}
            min={form.start || undefined}
            onChange={setDate('end')}
            name="end"
          />
        </label>
      </div>
      <label className="field">
        {T.guests}
        <input
          type="number"
          required
          min={1}
          max={maxGuests}
          value={form.guests}
          onChange={set('guests')}
          name="guests"
        />
      </label>
      {extras.length > 0 && (
        <fieldset className="field booking-extras" data-testid="booking-extras">
          <legend>{T.extras}</legend>
          <p className="muted">{T.extrasHelp}</p>
          <ul>
            {extras.map((e) => {
              const name = nameOf(lang, e);
              const unitPrice = (
                <>
                  <Price money={{ amountMinor: e.priceMinor, currency: e.currency }} /> {t.boat.units[e.unit]}
                </>
              );
              return e.mandatory ? (
                <li key={e.id}>
                  <span lang={name.lang}>{name.value}</span>{' '}
                  <span className="muted">
                    {unitPrice} ({t.boat.mandatory}, {T.included})
                  </span>
                </li>
              ) : (
                <li key={e.id}>
                  <label>
                    <span>
                      <span lang={name.lang}>{name.value}</span> <span className="muted">{unitPrice}</span>
                    </span>
                    <input
                      type="number"
                      min={0}
                      max={e.maxQuantity ?? 100}
                      inputMode="numeric"
                      name={`extra-${e.id}`}
                      aria-label={T.quantity(name.value)}
                      value={quantities[e.id] ?? 0}
                      onChange={(ev) => {
                        const n = Math.floor(Number(ev.target.value));
                        const max = e.maxQuantity ?? 100;
                        setQuantities((q) => ({
                          ...q,
                          [e.id]: Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0,
                        }));
                      }}
                    />
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
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
      <label className="field">
        {T.name}
        <input
          type="text"
          required
          minLength={2}
          maxLength={120}
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          name="name"
        />
      </label>
      <label className="field">
        {T.email}
        <input required type="email" autoComplete="email" value={form.email} onChange={set('email')} name="email" />
      </label>
      <label className="field">
        {T.phone}
        <input
          required
          type="tel"
          minLength={7}
          maxLength={30}
          pattern="[0-9+\(\) \-]+"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          name="phone"
        />
      </label>
      <label className="field">
        {T.note}
        <textarea rows={2} maxLength={2000} value={form.note} onChange={set('note')} name="note" />
      </label>
      {cancellationPolicy && (
        <div className="field" data-testid="booking-policy">
          <strong>{T.policyTitle}</strong>
          <p className="muted">{cancellationPolicy.text}</p>
          <label>
            <input type="checkbox" required checked={form.policy} onChange={set('policy')} name="policy" />{' '}
            {T.policyRead}
          </label>
        </div>
      )}
      <label>
        <input type="checkbox" required checked={form.kvkk} onChange={set('kvkk')} name="kvkk" /> {T.kvkk}{' '}
        <a href={href('/website/kvkk')} target="_blank" rel="noopener">
          {T.kvkkLink}
        </a>
      </label>
      {error && (
        <p className="alert" role="alert" data-testid="booking-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-gold"
        disabled={mutation.isPending || !datesOk || taken || Boolean(quoteError)}
      >
        {mutation.isPending ? t.common.sending : T.submit}
      </button>
    </form>
  );
}
