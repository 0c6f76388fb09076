import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { formatMoney } from '@/dashboard/components/money';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { type AdminReservation, changeReservation, useRefundQuote, useReservationAction } from '../../api/reservations';
import { CANCEL_REASONS, DETAIL as D, NOTIFY_CUSTOMER } from '../../texts';
import { NotifyCustomerField } from '../notify-customer-field';
import { typedMinor } from './amount';

/** Cancels the reservation, showing the refund the boat's policy owes and letting the office set another. */
export function CancelDialog({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const confirm = useConfirm();
  const quote = useRefundQuote(r.id);
  const change = useReservationAction(
    r.id,
    changeReservation(r.id),
    (next) =>
      next.refund
        ? `Rezervasyon iptal edildi; iade borcu ${formatMoney(next.refund.amount, next.currency)}.`
        : 'Rezervasyon iptal edildi.',
    onClose,
  );
  const form = useForm(
    { reason: CANCEL_REASONS[0].value, note: '', override: false, amount: '', overrideReason: '', notify: true },
    (v) => ({
      note: rules.maxLength(v.note, 1000),
      amount: v.override
        ? firstError(
            rules.required(v.amount),
            rules.decimal(v.amount),
            typedMinor(v.amount) <= r.paid ? undefined : D.refundAbovePaid,
          )
        : undefined,
      overrideReason: v.override
        ? firstError(rules.required(v.overrideReason), rules.maxLength(v.overrideReason, 500))
        : undefined,
    }),
  );
  const q = quote.data;
  return (
    <FormModal
      title={D.cancelTitle}
      onClose={onClose}
      pending={change.isPending}
      submitLabel={D.cancel}
      onSubmit={form.handleSubmit(async (v) => {
        if (await confirm({ title: D.cancelTitle, message: D.cancelConfirm, confirmLabel: D.cancel }))
          change.mutate({
            expectedVersion: r.version,
            status: 'cancelled',
            cancelReason: v.reason,
            notify: v.notify,
            ...(v.note.trim() ? { cancelNote: v.note.trim() } : {}),
            ...(q?.owes && v.override
              ? {
                  refundOverride: {
                    amount: typedMinor(v.amount),
                    reason: v.overrideReason.trim(),
                  },
                }
              : {}),
          });
      })}
    >
      <SelectField label={D.reason} options={CANCEL_REASONS} field={form.field('reason')} />
      <TextAreaField label={D.cancelNote} rows={3} field={form.field('note')} />
      {q ? (
        <div className="ops-deposit-notice" role="status" aria-label={D.refundTitle}>
          <p>
            {q.owes
              ? D.refundComputed(formatMoney(q.amount, q.currency), formatMoney(q.paid, q.currency))
              : D.refundNone}
          </p>
          <p className="muted">{q.owes ? q.rule : q.applied.text}</p>
          {q.owes ? (
            <>
              <CheckboxField label={D.refundOverride} field={form.field('override')} />
              {form.values.override ? (
                <div className="adm-form-grid">
                  <TextField
                    label={`${D.refundAmount} (${q.currency})`}
                    required
                    inputMode="decimal"
                    field={form.field('amount')}
                  />
                  <TextField label={D.refundReason} required field={form.field('overrideReason')} />
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <NotifyCustomerField field={form.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.cancellation} />
    </FormModal>
  );
}
