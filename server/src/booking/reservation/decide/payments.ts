import { formatMoney, type ExchangeRates } from '../../../common/money.js';
import { DomainError } from '../../errors.js';
import { countPayment, outstandingInPayment, PaymentRefused } from '../../terms.js';
import type { EventData, MoneyEntry, ReservationEvent } from '../events.js';
import type { ReservationState } from '../state.js';
import { NOT_FOUND, requireOpen, type Command, type Notify } from './rules.js';

/** The office mails the bank details; `rates`: the office's now, for what is left of a balance paid at the day's rate. */
export type SendBankDetails = Command<'SendBankDetails', { rates?: ExchangeRates }>;

export type RecordPayment = Command<
  'RecordPayment',
  MoneyEntry &
    Pick<EventData<'PaymentRecorded'>, 'receivedOn'> & {
      /** false: the office records a payment that reaches the deposit without confirming the option. */
      confirm: boolean;
      /** The office's rates now: a balance paid in the payment currency at the day's rate counts at them. */
      rates?: ExchangeRates;
    } & Notify
>;

/** A refund paid out of what a cancelled reservation owes back. */
export type RecordRefund = Command<'RecordRefund', MoneyEntry & Pick<EventData<'RefundPaid'>, 'paidOn'> & Notify>;

/** A payment or refund (`Noun`/`noun`: "Ödeme"/"ödeme", "İade"/"iade") not yet recorded, above zero, in the reservation's currency. */
function requireMoneyEntry(
  Noun: string,
  noun: string,
  state: { paymentIds: readonly string[]; currency: string },
  entry: { paymentId: string; amount: number; currency: string },
): void {
  if (state.paymentIds.includes(entry.paymentId))
    throw new DomainError('PAYMENT_EXISTS', `Bu ${noun} zaten kaydedilmiş.`);
  if (entry.amount <= 0) throw new DomainError('INVALID_AMOUNT', `${Noun} tutarı sıfırdan büyük olmalıdır.`, 'invalid');
  if (entry.currency !== state.currency) {
    throw new DomainError(
      'CURRENCY_MISMATCH',
      `${Noun} rezervasyonun para biriminde (${state.currency}) kaydedilmelidir.`,
      'invalid',
    );
  }
}

export function decideSendBankDetails(command: SendBankDetails, state: ReservationState): ReservationEvent[] {
  const open = requireOpen(state, 'banka bilgisi gönderimi');
  const due = open.status === 'option' ? Math.max(open.deposit - open.paid, 0) : open.total - open.paid;
  if (due <= 0) throw new DomainError('NOTHING_DUE', 'Bu rezervasyonun ödenecek tutarı kalmadı.');
  const t = open.terms;
  if (!t) return [{ type: 'BankDetailsSent', data: { amountDue: due, currency: open.currency } }];
  // The mail asks for the payment currency's amount: the deposit's fixed figure while an option, else
  // what is left at the balance's rule (the rates of the day are the booking's when fixed).
  const inPayment = outstandingInPayment(t, open.paid, command.data.rates ?? t.rates);
  return [
    {
      type: 'BankDetailsSent',
      data: {
        amountDue: due,
        currency: open.currency,
        payment: {
          amount: open.status === 'option' ? inPayment.deposit : inPayment.deposit + inPayment.balance,
          currency: t.payment.currency,
        },
      },
    },
  ];
}

export function decideRecordPayment(command: RecordPayment, state: ReservationState): ReservationEvent[] {
  const open = requireOpen(state, 'ödeme kaydı');
  const d = command.data;
  const { confirm, rates, notify, ...payment } = d;
  let counted = d.amount;
  if (open.terms) {
    if (open.paymentIds.includes(d.paymentId)) throw new DomainError('PAYMENT_EXISTS', 'Bu ödeme zaten kaydedilmiş.');
    if (d.amount <= 0) throw new DomainError('INVALID_AMOUNT', 'Ödeme tutarı sıfırdan büyük olmalıdır.', 'invalid');
    try {
      counted = countPayment(open.terms, open.paid, d.amount, d.currency, rates ?? open.terms.rates);
    } catch (e) {
      if (e instanceof PaymentRefused) throw new DomainError(e.code, e.message, 'invalid');
      throw e;
    }
  } else {
    requireMoneyEntry('Ödeme', 'ödeme', open, d);
    const remaining = open.total - open.paid;
    if (d.amount > remaining) {
      throw new DomainError(
        'OVERPAYMENT',
        `Ödeme tutarı kalan bakiyeyi (${formatMoney({ amount: remaining, currency: open.currency })}) aşıyor.`,
        'invalid',
      );
    }
  }
  const recorded = {
    ...(d.currency === open.currency ? payment : { ...payment, counted }),
    customerNotified: notify,
  };
  const reachesDeposit = open.status === 'option' && open.paid + counted >= open.deposit;
  // Held back on purpose, the event says so (the audit trail tells why the option stayed an option).
  if (reachesDeposit && !confirm) return [{ type: 'PaymentRecorded', data: { ...recorded, keptOption: true } }];
  if (!reachesDeposit) return [{ type: 'PaymentRecorded', data: recorded }];
  // The deposit confirms the option; the customer is told by the confirmation (with the contract),
  // exactly as the office's "Onay bildirimini gönder" would tell them.
  return [
    { type: 'PaymentRecorded', data: { ...recorded, confirmedOption: true } },
    { type: 'ReservationConfirmed', data: { by: 'deposit' } },
    ...(notify ? [{ type: 'ConfirmationSent' as const, data: {} }] : []),
  ];
}

export function decideRecordRefund(command: RecordRefund, state: ReservationState): ReservationEvent[] {
  if (state.status === 'none') throw NOT_FOUND();
  const d = command.data;
  if (state.status !== 'cancelled')
    throw new DomainError('NOT_CANCELLED', 'İade yalnızca iptal edilmiş bir rezervasyona kaydedilebilir.');
  requireMoneyEntry('İade', 'iade', state, d);
  const left = state.refundDue - state.refunded;
  if (d.amount > left) {
    throw new DomainError(
      'REFUND_EXCEEDS_DUE',
      left <= 0
        ? 'Bu rezervasyonun ödenecek iadesi yok.'
        : `İade tutarı kalan iade borcunu (${formatMoney({ amount: left, currency: state.currency })}) aşıyor.`,
      'invalid',
    );
  }
  const { notify, ...refund } = d;
  return [{ type: 'RefundPaid', data: { ...refund, customerNotified: notify } }];
}
