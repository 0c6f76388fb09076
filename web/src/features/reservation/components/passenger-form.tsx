import { type FormEvent, useState } from 'react';
import { ApiError } from '@/api/client';
import { todayInIstanbul } from '@/lib/iso-calendar';
import { useLocale } from '@/i18n/texts';
import { saveVisitorPassengers, type VisitorReservation } from '../api/visitor-reservation';
import { type PassengerDraft, passengerListProblem } from '../lib/passengers';
import { apiMessage } from '@/i18n/api-messages';

const blank = (): PassengerDraft => ({ fullName: '', nationality: '', documentNo: '', birthDate: '', consent: false });

/** The passenger list for the harbour master: every guest up to the booked number, each with consent. */
export function PassengerForm({
  reservation,
  token,
  onSaved,
}: {
  reservation: VisitorReservation;
  token: string;
  onSaved: (r: VisitorReservation) => void;
}) {
  const { t } = useLocale();
  const T = t.visitor;
  const list = reservation.passengerList;
  const [phone, setPhone] = useState(list.emergencyPhone);
  // A stored list was consented to when it was saved; the boxes come back ticked.
  const [rows, setRows] = useState<PassengerDraft[]>(() =>
    list.passengers.length ? list.passengers.map((p) => ({ ...p, consent: true })) : [blank()],
  );
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const change = (i: number, patch: Partial<PassengerDraft>) => {
    setSaved(false);
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local = passengerListProblem(phone, rows, todayInIstanbul(), T.errors);
    setProblem(local);
    setSaved(false);
    if (local) return;
    setSending(true);
    try {
      onSaved(await saveVisitorPassengers(reservation.reference, token, { emergencyPhone: phone, passengers: rows }));
      setSaved(true);
    } catch (error) {
      setProblem(error instanceof ApiError ? apiMessage(t, error) : t.common.error);
    } finally {
      setSending(false);
    }
  }

  if (!list.editable) {
    return (
      <section aria-labelledby="passengers-title">
        <h2 id="passengers-title">{T.passengersTitle}</h2>
        <p>{T.listClosed}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="passengers-title" data-testid="passenger-list">
      <h2 id="passengers-title">{T.passengersTitle}</h2>
      <p>{T.passengersText(reservation.guests)}</p>
      <p data-testid="passengers-entered">{T.entered(list.passengers.length, reservation.guests)}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {rows.map((p, i) => (
          <fieldset key={i} data-testid={`passenger-${i + 1}`}>
            <legend>{T.passenger(i + 1)}</legend>
            <label className="field">
              {T.fullName}
              <input
                name={`fullName-${i}`}
                autoComplete="off"
                maxLength={120}
                value={p.fullName}
                onChange={(e) => change(i, { fullName: e.target.value })}
                required
              />
            </label>
            <label className="field">
              {T.nationality}
              <input
                name={`nationality-${i}`}
                maxLength={60}
                value={p.nationality}
                onChange={(e) => change(i, { nationality: e.target.value })}
                required
              />
            </label>
            <label className="field">
              {T.documentNo}
              <input
                name={`documentNo-${i}`}
                autoComplete="off"
                maxLength={20}
                value={p.documentNo}
                onChange={(e) => change(i, { documentNo: e.target.value })}
                required
              />
            </label>
            <label className="field">
              {T.birthDate}
              <input
                type="date"
                name={`birthDate-${i}`}
                min="1900-01-01"
                value={p.birthDate}
                onChange={(e) => change(i, { birthDate: e.target.value })}
                required
              />
            </label>
            <label className="check">
              <input
                type="checkbox"
                name={`consent-${i}`}
                checked={p.consent}
                onChange={(e) => change(i, { consent: e.target.checked })}
              />
              {T.consent}
            </label>
            {rows.length > 1 && (
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                {T.removePassenger}
              </button>
            )}
          </fieldset>
        ))}
        {rows.length < reservation.guests && (
          <p>
            <button
              type="button"
              className="btn"
              data-testid="add-passenger"
              onClick={() => setRows((all) => [...all, blank()])}
            >
              {T.addPassenger}
            </button>
          </p>
        )}
        <label className="field">
          {T.emergencyPhone}
          <input
            type="tel"
            name="emergencyPhone"
            autoComplete="tel"
            maxLength={40}
            value={phone}
            onChange={(e) => {
              setSaved(false);
              setPhone(e.target.value);
            }}
            required
          />
        </label>
        {problem && (
          <p className="alert" role="alert" data-testid="passengers-error">
            {problem}
          </p>
        )}
        {saved && (
          <p className="success" role="status" data-testid="passengers-saved">
            {T.saved}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t.common.sending : T.save}
        </button>
      </form>
    </section>
  );
}
