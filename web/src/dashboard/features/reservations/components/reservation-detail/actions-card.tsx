import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmButton } from '@/dashboard/components/confirm-button';
import { errorMessage } from '@/dashboard/components/mutation';
import { useSessionStore } from '@/stores/session';
import { downloadContract } from '../../api/contract';
import {
  type AdminReservation,
  changeReservation,
  sendBank,
  sendConfirm,
  useReservationAction,
} from '../../api/reservations';
import { DETAIL as D } from '../../texts';

/** The screen's dialogs, each opened by one of the actions (the client fingerprint's from the customer card). */
export type DetailDialog =
  'payment' | 'refund' | 'reschedule' | 'details' | 'extras' | 'cancel' | 'cancelClient' | 'erase';

/** Downloads the charter contract (the booking's language, or `lang`); a refusal shows as a toast. */
function ContractButton({ id, lang, label }: { id: string; lang?: 'tr' | 'en'; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadContract(id, lang);
        } catch (error) {
          toast.error(errorMessage(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </button>
  );
}

/** Asked before it acts, as a plain question (not a warning). */
const ask = (message: string, title: string) => ({ title, message, confirmLabel: D.confirmLabel, danger: false });

/**
 * What the office can do with the reservation in its state: the sends and status changes ask first and
 * act at once, the others open their dialog.
 */
export function ActionsCard({ r, open }: { r: AdminReservation; open(d: DetailDialog): void }) {
  const bank = useReservationAction(r.id, sendBank(r.id), 'Banka bilgileri gönderildi.');
  const notify = useReservationAction(r.id, sendConfirm(r.id), 'Onay bildirimi gönderildi.');
  const change = useReservationAction(r.id, changeReservation(r.id), 'Rezervasyon güncellendi.');
  const live = r.status === 'option' || r.status === 'confirmed';
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  const opener = (dialog: DetailDialog, label: string, className = 'btn') => (
    <button type="button" className={className} onClick={() => open(dialog)}>
      {label}
    </button>
  );
  return (
    <section className="adm-card" aria-labelledby="res-actions">
      <h2 id="res-actions">{D.actions}</h2>
      <div className="ops-actions">
        {r.status === 'option' ? (
          <ConfirmButton
            disabled={bank.isPending}
            ask={ask(D.sendBankConfirm, D.sendBank)}
            onConfirm={() => bank.mutate(undefined)}
          >
            {D.sendBank}
          </ConfirmButton>
        ) : null}
        {live ? opener('payment', D.payment) : null}
        {r.refund && r.refund.amount > r.refunded ? opener('refund', D.payRefund, 'btn btn-primary') : null}
        {live ? (
          <ConfirmButton
            disabled={notify.isPending}
            ask={ask(D.sendConfirmConfirm, D.sendConfirm)}
            onConfirm={() => notify.mutate(undefined)}
          >
            {D.sendConfirm}
          </ConfirmButton>
        ) : null}
        {r.status === 'option' ? (
          <ConfirmButton
            className="btn btn-primary"
            disabled={change.isPending}
            ask={ask(D.confirmConfirm, D.confirm)}
            onConfirm={() => change.mutate({ expectedVersion: r.version, status: 'confirmed' })}
          >
            {D.confirm}
          </ConfirmButton>
        ) : null}
        {live ? opener('reschedule', D.reschedule) : null}
        {live ? opener('extras', D.extrasChange) : null}
        {r.status !== 'cancelled' ? opener('details', D.details) : null}
        {r.canComplete ? (
          <ConfirmButton
            disabled={change.isPending}
            ask={ask(D.completeConfirm, D.complete)}
            onConfirm={() => change.mutate({ expectedVersion: r.version, status: 'completed' })}
          >
            {D.complete}
          </ConfirmButton>
        ) : null}
        {live ? opener('cancel', D.cancel, 'btn btn-danger') : null}
        {r.status === 'confirmed' || r.status === 'completed' ? (
          <>
            <ContractButton id={r.id} label={D.contract} />
            {r.language !== 'en' ? <ContractButton id={r.id} lang="en" label={D.contractEn} /> : null}
          </>
        ) : null}
        {isAdmin && !r.customer.erased ? opener('erase', D.erase, 'btn btn-danger') : null}
      </div>
    </section>
  );
}
