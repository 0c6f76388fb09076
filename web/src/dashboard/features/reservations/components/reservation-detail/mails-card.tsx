import { formatDateTime } from '@/dashboard/components/format';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { MAIL_STATUS_LABEL } from '@/dashboard/texts';
import { useReservationMails } from '../../api/reservations';
import { DETAIL as D } from '../../texts';

function Mails({ id }: { id: string }) {
  const mails = useReservationMails(id);
  if (mails.isPending) return <Loading />;
  if (mails.error) return <ErrorState error={mails.error} onRetry={() => void mails.refetch()} />;
  if (mails.data.length === 0) return <p className="muted">{D.mailsEmpty}</p>;
  return (
    <ul className="ops-list">
      {mails.data.map((m) => (
        <li key={m.id}>
          <span>
            <strong>{m.subject}</strong>
            <br />
            <span className="muted">{m.erasedAt ? <em>{D.erasedRecipient}</em> : (m.recipient ?? '—')}</span>
          </span>
          <span>
            <span className="adm-tag">{MAIL_STATUS_LABEL[m.status] ?? m.status}</span>
            <br />
            <span className="muted">{formatDateTime(m.sentAt ?? m.createdAt)}</span>
            {m.lastError ? <span className="form-error"> {m.lastError}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The mails sent (or queued) for the reservation, with their state; an erased customer's recipient is gone. */
export function MailsCard({ id }: { id: string }) {
  return (
    <section className="adm-card" aria-labelledby="res-mails">
      <h2 id="res-mails">{D.mails}</h2>
      <Mails id={id} />
    </section>
  );
}
