import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { CancellationRequest } from '@/features/reservation/components/cancellation-request';
import { OptionCountdown } from '@/features/reservation/components/option-countdown';
import { PassengerForm } from '@/features/reservation/components/passenger-form';
import { useLocale } from '@/i18n/texts';
import type { Data } from './+data';
import '@/features/reservation/components/visitor-reservation.css';

/** The visitor's own reservation: status, countdown, payments, bank accounts, passengers, cancellation. */
export default function Page() {
  const data = useData<Data>();
  const { t, date, money, href } = useLocale();
  const T = t.visitor;
  const [r, setR] = useState(data.reservation);
  const { token } = data;
  const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
  return (
    <article className="visitor-reservation" data-testid="visitor-reservation">
      <h1>{T.title(r.reference)}</h1>
      <dl>
        <dt>{T.statusLabel}</dt>
        <dd data-testid="reservation-status">{T.status[r.status]}</dd>
        <dt>{T.boat}</dt>
        <dd>
          <a href={href(`/boat/${encodeURIComponent(r.boat.slug)}`)}>{r.boat.name}</a>
        </dd>
        <dt>{T.dates}</dt>
        <dd>
          {date(r.start)} – {date(r.end)}
        </dd>
        <dt>{T.guests}</dt>
        <dd>{r.guests}</dd>
      </dl>

      {r.optionUntil && <OptionCountdown until={r.optionUntil} />}

      <section aria-labelledby="amounts-title">
        <h2 id="amounts-title">{T.amounts}</h2>
        <dl data-testid="amounts">
          <dt>{T.total}</dt>
          <dd>{money(r.total, r.currency)}</dd>
          <dt>{T.paid}</dt>
          <dd>{money(r.paid, r.currency)}</dd>
          {r.schedule.depositOutstanding > 0 && (
            <>
              <dt>{T.depositDue}</dt>
              <dd data-testid="visitor-deposit">
                <strong>{r.statement.deposit}</strong>
              </dd>
              <dt>{T.depositBy}</dt>
              <dd data-testid="visitor-deadline">{r.statement.depositDueBy}</dd>
            </>
          )}
          <dt>{T.balanceDue}</dt>
          <dd data-testid="visitor-balance">{r.statement.balance}</dd>
        </dl>
      </section>

      {(r.schedule.depositOutstanding > 0 || (r.schedule.balanceOutstanding > 0 && !r.schedule.balanceOnBoard)) && (
        <section aria-labelledby="banks-title">
          <h2 id="banks-title">{T.banksTitle}</h2>
          <p>{T.banksText(r.reference)}</p>
          {r.banks.length === 0 ? (
            <p>{T.noBanks}</p>
          ) : (
            <ul className="banks" data-testid="banks">
              {r.banks.map((b) => (
                <li key={b.iban}>
                  <strong>{b.name}</strong>
                  {b.branch ? ` – ${b.branch}` : ''}
                  <br />
                  {T.holder}: {b.accountHolder}
                  <br />
                  IBAN: <code>{formatIban(b.iban)}</code> ({b.currency})
                  <br />
                  {T.reference}: <strong>{r.reference}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {/* Sözleşme (PDF): the charter contract's link goes here once the contract exists (issue 22 point 5). */}
      {r.contractUrl && (
        <p data-testid="contract">
          <a href={r.contractUrl}>{T.contract}</a>
        </p>
      )}

      <PassengerForm reservation={r} token={token} onSaved={setR} />
      <CancellationRequest reservation={r} token={token} onChanged={setR} />
    </article>
  );
}
