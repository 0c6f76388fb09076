import { useState } from 'react';
import { ConfirmButton } from '@/dashboard/components/confirm-button';
import { formatDateTime } from '@/dashboard/components/format';
import { formatMoney } from '@/dashboard/components/money';
import { type AdminReservation, useReservationAction } from '../../api/reservations';
import { acceptCancellation, refuseCancellation } from '../../api/visitor-page';

/** The customer's pending cancellation request: accept (cancel with the policy's refund) or refuse with a reason. */
export function CancellationRequestCard({ r }: { r: AdminReservation }) {
  const [reason, setReason] = useState('');
  const accept = useReservationAction(
    r.id,
    acceptCancellation(r.id),
    'İptal talebi kabul edildi; müşteriye bildirildi.',
  );
  const refuse = useReservationAction(r.id, refuseCancellation(r.id), 'İptal talebi reddedildi; müşteriye bildirildi.');
  const request = r.cancellationRequest;
  if (!request) return null;
  return (
    <section className="adm-card" aria-labelledby="res-cancel-request" data-testid="cancellation-request">
      <h2 id="res-cancel-request">Müşterinin iptal talebi</h2>
      <p>
        {formatDateTime(request.requestedAt)} tarihinde istendi. Talep anında iptal koşullarına göre iade:{' '}
        <strong>{formatMoney(request.refund.amount, request.refund.currency)}</strong> ({request.refund.rule}).
      </p>
      <div className="ops-actions">
        <ConfirmButton
          className="btn danger"
          disabled={accept.isPending}
          ask={{
            title: 'İptal talebini kabul et',
            message: 'Rezervasyon "müşteri" nedeniyle iptal edilir; iade bugünkü iptal koşullarına göre hesaplanır.',
            confirmLabel: 'İptal et',
            danger: true,
          }}
          onConfirm={() => accept.mutate(undefined)}
        >
          Kabul et (iptal et)
        </ConfirmButton>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim()) refuse.mutate(reason.trim());
        }}
      >
        <label className="field">
          <span>Reddetme nedeni (müşteriye gider)</span>
          <textarea value={reason} rows={2} maxLength={1000} onChange={(e) => setReason(e.target.value)} required />
        </label>
        <button type="submit" className="btn" disabled={refuse.isPending || !reason.trim()}>
          Reddet
        </button>
      </form>
    </section>
  );
}
