import type { Language } from '../common/language.js';
import { formatMoney } from '../common/money.js';
import type { ReservationEvent } from '../booking/reservation/events.js';
import type { Reservation } from '../booking/reservation/schemas.js';
import type { MailKind } from './placeholders.js';
import type { MailValues } from './render.js';

const REFUND_SUMMARY: Record<Language, { noPayment: string; none: string; due: (amount: string) => string }> = {
  tr: {
    noPayment: 'Ödeme yapılmadığı için iade edilecek bir tutar yok.',
    none: 'İptal koşullarına göre iade edilecek bir tutar yok.',
    due: (amount) => `İptal koşullarına göre size ${amount} iade edilecek.`,
  },
  en: {
    noPayment: 'As no payment was made, there is nothing to refund.',
    none: 'Under the cancellation terms, there is nothing to refund.',
    due: (amount) => `Under the cancellation terms, ${amount} will be refunded to you.`,
  },
};
const DECIDED: Record<Language, { none: string; due: (amount: string) => string }> = {
  tr: { none: 'İade edilecek bir tutar yok.', due: (amount) => `Size ${amount} iade edilecek.` },
  en: { none: 'There is nothing to refund.', due: (amount) => `${amount} will be refunded to you.` },
};

/** `{{refund_summary}}`: what the cancellation refunds (the office's own amount is not called the terms'). */
function refundSummary(r: Reservation, money: (amount: number) => string): string {
  const refund = r.refund;
  if (!refund || refund.paid === 0) return REFUND_SUMMARY[r.language].noPayment;
  const texts = refund.override ? DECIDED[r.language] : REFUND_SUMMARY[r.language];
  return refund.amount === 0 ? texts.none : texts.due(money(refund.amount));
}

/**
 * The mail an office action that changed the customer's booking sends them (issue 34), with the values
 * of its own: a receipt for a payment that did not confirm (the deposit that confirms is told by the
 * confirmation, `ConfirmationSent`), the office's cancellation with its refund (the acceptance of the
 * visitor's own request has its mail), the refund paid, the new terms after new dates or extras. None
 * when the office switched "müşteriye bildir" off (`customerNotified: false`), nor for an event written
 * before the choice existed (absent: such actions sent nothing). Amounts are the reservation's when the
 * mail is written, right after the action.
 */
export function customerNotice(
  ev: ReservationEvent,
  r: Reservation,
): { kind: MailKind; values: MailValues } | undefined {
  const money = (amount: number) => formatMoney({ amount, currency: r.currency }, r.language);
  switch (ev.type) {
    case 'PaymentRecorded':
      if (ev.data.customerNotified !== true || ev.data.confirmedOption) return undefined;
      return {
        kind: 'payment_receipt',
        values: {
          payment_amount: money(ev.data.amount),
          paid_total: money(r.paid),
          balance_due: money(Math.max(r.total - r.paid, 0)),
        },
      };
    case 'ReservationCancelled':
      if (ev.data.customerNotified !== true || ev.data.onRequest) return undefined;
      return {
        kind: 'cancellation_office',
        values: { refund_amount: money(r.refund?.amount ?? 0), refund_summary: refundSummary(r, money) },
      };
    case 'RefundPaid':
      if (ev.data.customerNotified !== true) return undefined;
      return { kind: 'refund_notice', values: { refund_amount: money(ev.data.amount) } };
    case 'ReservationRescheduled':
    case 'ExtrasChanged':
      return ev.data.customerNotified === true ? { kind: 'terms_changed', values: {} } : undefined;
    default:
      return undefined;
  }
}
