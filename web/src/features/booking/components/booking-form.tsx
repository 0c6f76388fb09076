import { type FormEvent, useState } from 'react';
import { ApiError } from '@/api/client';
import { isTaken, nearestFreeRange, useAvailability } from '@/features/availability';
import { apiMessage } from '@/i18n/api-messages';
import { useLocale } from '@/i18n/texts';
import { type DateRange, monthStart } from '@/lib/iso-calendar';
import { useDisplayCurrency } from '@/stores/currency';
import { type ReservationCreated, useCreateReservation } from '../api/create-reservation';
import { useQuote } from '../api/get-quote';
import { BookingConfirmation } from './booking-confirmation';
import { BookingExtras, type OfferedExtra } from './booking-extras';
import { QuoteSummary } from './quote-summary';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  const { t, lang, href } = useLocale();
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

  if (created) return <BookingConfirmation created={created} onReset={() => setCreated(null)} />;

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
      <BookingExtras
        extras={extras}
        quantities={quantities}
        onQuantity={(id, quantity) => setQuantities((q) => ({ ...q, [id]: quantity }))}
      />
      <QuoteSummary
        datesOk={datesOk}
        taken={taken}
        nearest={nearest}
        quote={quote}
        quoteError={quoteError}
        onDatesChange={onDatesChange}
      />
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
