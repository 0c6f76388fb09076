import { CheckboxField, SelectField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { formatMoney } from '@/dashboard/components/money';
import { rules, useForm } from '@/dashboard/components/use-form';
import { todayInIstanbul } from '@/lib/iso-calendar';
import { type AdminReservation, recordPayment, useReservationAction } from '../../api/reservations';
import { DETAIL as D, NOTIFY_CUSTOMER, PAYMENT_METHODS } from '../../texts';
import { NotifyCustomerField } from '../notify-customer-field';
import { amountText, positiveAmount, typedMinor } from './amount';

/**
 * What is due next: while an option, what is left of the deposit (the payment that confirms it),
 * then the balance.
 */
export function nextDue(r: Pick<AdminReservation, 'status' | 'deposit' | 'paid' | 'balance'>) {
  const deposit = r.status === 'option' ? Math.max(r.deposit - r.paid, 0) : 0;
  return deposit > 0 ? { kind: 'deposit' as const, amount: deposit } : { kind: 'balance' as const, amount: r.balance };
}

/** Records a payment, pre-filled with what is due next; says beforehand when it will confirm the option. */
export function PaymentDialog({ r, onClose }: { r: AdminReservation; onClose(): void }) {
  const pay = useReservationAction(r.id, recordPayment(r.id), 'Ödeme kaydedildi.', onClose);
  const due = nextDue(r);
  // The contract currency, and the payment currency of the terms when it is another one.
  const currencies = [...new Set([r.terms.payment.currency, r.currency])].map((c) => ({ value: c, label: c }));
  const form = useForm(
    {
      amount: amountText(due.amount),
      currency: r.currency,
      method: PAYMENT_METHODS[0]?.value ?? 'bank_transfer',
      receivedOn: todayInIstanbul(),
      reference: '',
      confirm: true,
      notify: true,
    },
    (v) => ({
      amount: positiveAmount(v.amount),
      receivedOn: rules.required(v.receivedOn),
      reference: rules.maxLength(v.reference, 120),
    }),
  );
  // Said before saving: this payment reaches the deposit, so the option will be confirmed (unless switched off).
  const typed = typedMinor(form.values.amount);
  // In the payment currency the deposit's part counts at its fixed figure (the server decides the same).
  const counted =
    form.values.currency === r.currency
      ? typed
      : Math.round((typed * r.terms.contract.deposit) / Math.max(r.terms.payment.deposit, 1));
  const reachesDeposit = r.status === 'option' && typed > 0 && r.paid + counted >= r.deposit;
  return (
    <FormModal
      title={D.payment}
      onClose={onClose}
      pending={pay.isPending}
      onSubmit={form.handleSubmit((v) =>
        pay.mutate({
          amount: typedMinor(v.amount),
          currency: v.currency,
          method: v.method,
          receivedOn: v.receivedOn,
          ...(v.reference.trim() ? { reference: v.reference.trim() } : {}),
          ...(reachesDeposit ? { confirm: v.confirm } : {}),
          notify: v.notify,
        }),
      )}
    >
      <div className="adm-form-grid">
        {currencies.length > 1 ? (
          <SelectField label={D.currency} options={currencies} field={form.field('currency')} />
        ) : null}
        <TextField
          label={`${D.amount} (${form.values.currency})`}
          required
          inputMode="decimal"
          field={form.field('amount')}
          hint={
            due.amount > 0
              ? form.values.currency === r.currency
                ? (due.kind === 'deposit' ? D.dueDeposit : D.dueBalance)(formatMoney(due.amount, r.currency))
                : due.kind === 'deposit'
                  ? D.dueDeposit(r.statement.deposit)
                  : r.statement.balance
              : undefined
          }
        />
        <SelectField label={D.method} options={PAYMENT_METHODS} field={form.field('method')} />
        <TextField type="date" label={D.receivedOn} required field={form.field('receivedOn')} />
        <TextField label={D.reference} field={form.field('reference')} />
      </div>
      {reachesDeposit ? (
        <div className="ops-deposit-notice" role="status">
          <p>{form.values.confirm ? D.willConfirm(formatMoney(r.deposit, r.currency)) : D.keepsOption}</p>
          <CheckboxField label={D.confirmOnDeposit} field={form.field('confirm')} />
        </div>
      ) : null}
      <NotifyCustomerField
        field={form.field('notify')}
        email={r.customer.email}
        sends={reachesDeposit && form.values.confirm ? NOTIFY_CUSTOMER.confirmation : NOTIFY_CUSTOMER.receipt}
      />
    </FormModal>
  );
}
