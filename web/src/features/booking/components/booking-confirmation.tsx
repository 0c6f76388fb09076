import { useEffect, useRef } from 'react';
import { YourTime } from '@/components/your-time';
import { useLocale } from '@/i18n/texts';
import type { ReservationCreated } from '../api/create-reservation';

/**
 * The answer to a sent booking: its reference, the deposit and its deadline, the balance and the bank
 * accounts, as the server states them; "new booking" empties the form again.
 */
export function BookingConfirmation({ created, onReset }: { created: ReservationCreated; onReset: () => void }) {
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
