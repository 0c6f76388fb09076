import { useState } from 'react';
import { ConfirmButton } from '@/dashboard/components/confirm-button';
import { useApiMutation } from '@/dashboard/components/mutation';
import { type AdminReservation, reservationsKeys } from '../../api/reservations';
import { renewLink, revokeLink } from '../../api/visitor-page';

/**
 * The customer's reservation page link: renew it (the old one then answers 404 and later mails carry the new
 * one) or revoke it without a new one (every link answers 404 and mails carry none until it is renewed).
 * Both go into the audit trail.
 */
export function VisitorLinkCard({ r }: { r: AdminReservation }) {
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
        <ConfirmButton
          disabled={renew.isPending || revoke.isPending}
          ask={{
            title: 'Bağlantıyı yenile',
            message:
              'Müşterinin elindeki bağlantı artık açılmayacak. Yeni bağlantıyı müşteriye siz iletin ya da bir e-posta gönderin.',
            confirmLabel: 'Yenile',
            danger: true,
          }}
          onConfirm={() => renew.mutate(undefined)}
        >
          Bağlantıyı yenile
        </ConfirmButton>
        <ConfirmButton
          className="btn btn-danger"
          disabled={renew.isPending || revoke.isPending}
          ask={{
            title: 'Bağlantıyı iptal et',
            message:
              'Müşterinin hiçbir bağlantısı açılmayacak ve e-postalar bağlantı taşımayacak; yeniden açmak için bağlantıyı yenileyin.',
            confirmLabel: 'İptal et',
            danger: true,
          }}
          onConfirm={() => revoke.mutate(undefined)}
        >
          Bağlantıyı iptal et
        </ConfirmButton>
      </div>
      {url ? (
        <p>
          Yeni bağlantı: <code data-testid="visitor-link">{url}</code>
        </p>
      ) : null}
    </section>
  );
}
