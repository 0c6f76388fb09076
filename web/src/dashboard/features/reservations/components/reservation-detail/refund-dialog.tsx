import { SelectField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { rules, useForm } from '@/dashboard/components/use-form';
import { todayInIstanbul } from '@/lib/iso-calendar';
import { type AdminReservation, recordRefund, useReservationAction } from '../../api/reservations';
import { DETAIL as D, NOTIFY_CUSTOMER, PAYMENT_METHODS } from '../../texts';
import { NotifyCustomerField } from '../notify-customer-field';
import { amountText, positiveAmount, typedMinor } from './amount';

/** Records a refund paid to the customer, pre-filled with what is still owed. */
export function RefundDialog({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const pay = useReservationAction(r.id, recordRefund(r.id), 'İade kaydedildi.', onClose);
  const left = (r.refund?.amount ?? 0) - r.refunded;
  const form = useForm(
    {
      amount: amountText(left),
      method: PAYMENT_METHODS[0]?.value ?? 'bank_transfer',
      paidOn: todayInIstanbul(),
      reference: '',
      notify: true,
    },
    (v) => ({
      amount: positiveAmount(v.amount),
      paidOn: rules.required(v.paidOn),
      reference: rules.maxLength(v.reference, 120),
    }),
  );
  return (
    <FormModal
      title={D.payRefund}
      onClose={onClose}
      pending={pay.isPending}
      onSubmit={form.handleSubmit((v) =>
        pay.mutate({
          amount: typedMinor(v.amount),
          currency: r.currency,
          method: v.method,
          paidOn: v.paidOn,
          notify: v.notify,
          ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
        }),
      )}
    >
      <div className="adm-form-grid">
        <TextField
          label={`${D.refundAmount} (${r.currency})`}
          required
          inputMode="decimal"
          field={form.field('amount')}
        />
        <SelectField label={D.method} options={PAYMENT_METHODS} field={form.field('method')} />
        <TextField type="date" label={D.refundPaidOn} required field={form.field('paidOn')} />
        <TextField label={D.reference} field={form.field('reference')} />
      </div>
      <NotifyCustomerField field={form.field('notify')} email={r.customer.email} sends={NOTIFY_CUSTOMER.refund} />
    </FormModal>
  );
}
