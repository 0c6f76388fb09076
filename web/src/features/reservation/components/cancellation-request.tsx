import { useState } from 'react';
import { ApiError } from '@/api/client';
import { useLocale } from '@/i18n/texts';
import { requestVisitorCancellation, type VisitorReservation } from '../api/visitor-reservation';
import { apiMessage } from '@/i18n/api-messages';

/** The boat's cancellation terms, what cancelling today refunds, and the visitor's request to cancel. */
export function CancellationRequest({
  reservation,
  token,
  onChanged,
}: {
  reservation: VisitorReservation;
  token: string;
  onChanged: (r: VisitorReservation) => void;
}) {
  const { t, lang, money, dateTime } = useLocale();
  const T = t.visitor;
  const c = reservation.cancellation;
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  async function ask() {
    setSending(true);
    setProblem(undefined);
    try {
      onChanged(await requestVisitorCancellation(reservation.reference, token));
      setConfirming(false);
    } catch (error) {
      setProblem(error instanceof ApiError ? apiMessage(t, error) : t.common.error);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="cancel-title" data-testid="cancellation">
      <h2 id="cancel-title">{T.policyTitle}</h2>
      {/* The policy's sentence starts with its name ("Orta: …"). */}
      <p data-testid="policy">{lang === 'en' ? c.policy.textEn : c.policy.text}</p>
      {c.refundNow && (
        <p data-testid="refund-now">
          {T.refundNow(money(c.refundNow.amount, reservation.currency), c.refundNow.percent)}
        </p>
      )}
      {c.refund && <p>{T.refund(money(c.refund.amount, reservation.currency))}</p>}
      {c.request && (
        <p className="success" role="status" data-testid="cancellation-requested">
          {T.cancelRequested(dateTime(c.request.requestedAt), money(c.request.amount, reservation.currency))}
        </p>
      )}
      {c.canRequest && (
        <>
          <h3>{T.cancelTitle}</h3>
          <p>{T.cancelText}</p>
          {confirming ? (
            <p>
              <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void ask()}>
                {sending ? t.common.sending : T.cancelConfirm}
              </button>{' '}
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                {T.cancelBack}
              </button>
            </p>
          ) : (
            <p>
              <button type="button" className="btn" data-testid="ask-cancel" onClick={() => setConfirming(true)}>
                {T.cancelButton}
              </button>
            </p>
          )}
        </>
      )}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
