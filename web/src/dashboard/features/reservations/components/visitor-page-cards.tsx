import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '@/dashboard/api/client';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { formatDate, formatDateTime } from '@/dashboard/components/format';
import { formatMoney } from '@/dashboard/components/money';
import { useApiMutation } from '@/dashboard/components/mutation';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { type AdminReservation, reservationsKeys, useReservationAction } from '../api/reservations';
import {
  acceptCancellation,
  openPassengerFile,
  refuseCancellation,
  renewLink,
  revokeLink,
  usePassengerList,
} from '../api/visitor-page';

/** Confirmed and fewer passengers entered than booked guests: the harbour master's list is not complete. */
export const passengerListMissing = (r: Pick<AdminReservation, 'status' | 'passengers' | 'guests'>) =>
  r.status === 'confirmed' && r.passengers < r.guests;

/**
 * The customer's reservation page link: renew it (the old one then answers 404 and later mails carry the new
 * one) or revoke it without a new one (every link answers 404 and mails carry none until it is renewed).
 * Both go into the audit trail.
 */
export function VisitorLinkCard({ r }: { r: AdminReservation }) {
  const confirm = useConfirm();
  const [url, setUrl] = useState<string>();
  const renew = useApiMutation({
    mutationFn: renewLink(r.id),
    invalidates: [reservationsKeys.all],
    successMessage: 'Eski bağlantı iptal edildi; yeni bağlantı bundan sonraki e-postalarda gider.',
    onSuccess: (answer) => setUrl(answer.url),
  });
  const revoke = useApiMutation({
    mutationFn: revokeLink(r.id),
    invalidates: [reservationsKeys.all],
    successMessage: (answer) =>
      answer.revoked
        ? 'Bağlantı iptal edildi; yenileyene kadar müşterinin sayfası açılmaz ve e-postalar bağlantı taşımaz.'
        : 'Bağlantı zaten iptal edilmişti.',
    onSuccess: () => setUrl(undefined),
  });
  return (
    <section className="adm-card" aria-labelledby="res-link">
      <h2 id="res-link">Müşterinin rezervasyon sayfası</h2>
      <p className="muted">
        Müşteriye giden her e-postada imzalı bir bağlantı var; müşteri giriş yapmadan durumu görür, yolcu listesini
        girer, iptal isteyebilir. Bağlantı ele geçtiyse yenileyin; müşterinin sayfayı bir süre hiç açamaması gerekiyorsa
        yalnızca iptal edin.
      </p>
      <div className="adm-card-actions">
        <button
          type="button"
          className="btn"
          disabled={renew.isPending || revoke.isPending}
          onClick={async () =>
            (await confirm({
              title: 'Bağlantıyı yenile',
              message:
                'Müşterinin elindeki bağlantı artık açılmayacak. Yeni bağlantıyı müşteriye siz iletin ya da bir e-posta gönderin.',
              confirmLabel: 'Yenile',
              danger: true,
            })) && renew.mutate(undefined)
          }
        >
          Bağlantıyı yenile
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={renew.isPending || revoke.isPending}
          onClick={async () =>
            (await confirm({
              title: 'Bağlantıyı iptal et',
              message:
                'Müşterinin hiçbir bağlantısı açılmayacak ve e-postalar bağlantı taşımayacak; yeniden açmak için bağlantıyı yenileyin.',
              confirmLabel: 'İptal et',
              danger: true,
            })) && revoke.mutate(undefined)
          }
        >
          Bağlantıyı iptal et
        </button>
      </div>
      {url ? (
        <p>
          Yeni bağlantı: <code data-testid="visitor-link">{url}</code>
        </p>
      ) : null}
    </section>
  );
}

/** The passenger list the customer entered, with the CSV and the printable page for the harbour master. */
export function PassengersCard({ r }: { r: AdminReservation }) {
  const list = usePassengerList(r.id);
  const open = (kind: 'csv' | 'print') =>
    openPassengerFile(r.id, kind).catch((e: unknown) =>
      toast.error(e instanceof ApiError ? e.message : 'Yolcu listesi alınamadı.'),
    );
  return (
    <section className="adm-card" aria-labelledby="res-passengers">
      <h2 id="res-passengers">
        Yolcu listesi ({r.passengers}/{r.guests})
        {passengerListMissing(r) ? <span className="adm-tag is-warn"> liste eksik</span> : null}
      </h2>
      {list.isPending ? <Loading /> : null}
      {list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.passengers.length === 0 ? (
        <p className="muted">Müşteri henüz yolcu listesini girmedi.</p>
      ) : null}
      {list.data && list.data.passengers.length > 0 ? (
        <>
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="sr-only">Yolcu listesi</caption>
              <thead>
                <tr>
                  <th scope="col">Sıra</th>
                  <th scope="col">Ad soyad</th>
                  <th scope="col">Uyruk</th>
                  <th scope="col">Kimlik / pasaport</th>
                  <th scope="col">Doğum tarihi</th>
                </tr>
              </thead>
              <tbody>
                {list.data.passengers.map((p, i) => (
                  <tr key={i}>
                    <td>{i + 1}</td>
                    <td>{p.fullName}</td>
                    <td>{p.nationality}</td>
                    <td>{p.documentNo}</td>
                    <td>{formatDate(p.birthDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Acil durum telefonu: {list.data.emergencyPhone}
            {list.data.updatedAt ? (
              <span className="muted"> · güncelleme {formatDateTime(list.data.updatedAt)}</span>
            ) : null}
          </p>
          <div className="ops-actions">
            <button type="button" className="btn" onClick={() => void open('csv')}>
              CSV indir
            </button>
            <button type="button" className="btn" onClick={() => void open('print')}>
              Yazdırılabilir liste (liman başkanlığı)
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The customer's pending cancellation request: accept (cancel with the policy's refund) or refuse with a reason. */
export function CancellationRequestCard({ r }: { r: AdminReservation }) {
  const confirm = useConfirm();
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
        <button
          type="button"
          className="btn danger"
          disabled={accept.isPending}
          onClick={async () =>
            (await confirm({
              title: 'İptal talebini kabul et',
              message: 'Rezervasyon "müşteri" nedeniyle iptal edilir; iade bugünkü iptal koşullarına göre hesaplanır.',
              confirmLabel: 'İptal et',
              danger: true,
            })) && accept.mutate(undefined)
          }
        >
          Kabul et (iptal et)
        </button>
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
