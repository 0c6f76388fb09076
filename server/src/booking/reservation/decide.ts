import { daysBetween, istanbulDate, trDate, type IsoDate } from '../../common/dates.js';
import { refundFor, type CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Language } from '../../common/language.js';
import { formatMoney, type Currency } from '../../common/money.js';
import type { StreamSpec } from '../command-handler.js';
import { DomainError } from '../errors.js';
import type { ExtraLine, Quote } from '../pricing.js';
import { countPayment, outstandingInPayment, PaymentRefused, type BookingTerms } from '../terms.js';
import type { ExchangeRates } from '../../common/money.js';
import { decideDismissExternalConflicts, decideFlagExternalConflict } from './decide-external-conflict.js';
import { balanceStep } from './payment-schedule.js';
import {
  evolveReservation,
  initialReservationState,
  type CancelReason,
  type Channel,
  type ExternalConflict,
  type PaymentMethod,
  type ReservationEvent,
  type ReservationState,
} from './events.js';

/** Time comes in with the command, never from the clock inside the domain. */
interface Meta {
  now: string;
}

/** The office's "müşteriye bildir" choice on an action that changes the customer's booking (issue 34). */
interface Notify {
  /** true: the customer is mailed what changed; false: nothing is sent, the event says so. */
  notify: boolean;
}

export type ReservationCommand =
  | {
      type: 'RequestReservation';
      data: {
        reservationId: string;
        reference: string;
        boatId: number;
        capacity: number;
        customerId: string;
        start: IsoDate;
        end: IsoDate;
        guests: number;
        quote: Quote;
        /** The booking's terms, decided with the quote (`booking/terms.ts`). */
        terms?: BookingTerms;
        optionHours: number;
        channel: Channel;
        platformRef: string | null;
        note: string | null;
        /** The visitor's site language (absent: Turkish). */
        language?: Language;
        /** A flood-time hold: `optionHours` is the short hold; confirming gives `fullOptionHours`. */
        fullOptionHours?: number;
        /** A website hold taken while the boat's iCal feed could not be read: why. */
        icalUnchecked?: string;
      };
      metadata: Meta;
    }
  | { type: 'ConfirmHold'; data: Record<string, never>; metadata: Meta }
  | {
      type: 'ChangeReservationDetails';
      data: { guests?: number; capacity: number; note?: string | null; platformRef?: string | null };
      metadata: Meta;
    }
  | {
      type: 'RescheduleReservation';
      /** `capacity`: the boat's for the new days, when the guests stay as they are (a details change in the same request checks its own). */
      data: { start: IsoDate; end: IsoDate; quote: Quote; terms?: BookingTerms; capacity?: number } & Notify;
      metadata: Meta;
    }
  | {
      type: 'ChangeExtras';
      /** The reservation's quote with the extras it should have now (priced by the use case). */
      data: { quote: Quote; terms?: BookingTerms } & Notify;
      metadata: Meta;
    }
  | { type: 'SendBankDetails'; data: { rates?: ExchangeRates }; metadata: Meta }
  | {
      type: 'RecordPayment';
      data: {
        paymentId: string;
        amount: number;
        currency: Currency;
        method: PaymentMethod;
        reference: string | null;
        receivedOn: IsoDate;
        /** false: the office records a payment that reaches the deposit without confirming the option. */
        confirm: boolean;
        /** The office's rates now: a balance paid in the payment currency at the day's rate counts at them. */
        rates?: ExchangeRates;
      } & Notify;
      metadata: Meta;
    }
  | { type: 'ConfirmReservation'; data: Record<string, never>; metadata: Meta }
  | { type: 'SendConfirmation'; data: Record<string, never>; metadata: Meta }
  | {
      type: 'CancelReservation';
      data: {
        reason: CancelReason;
        note: string | null;
        /**
         * The boat's cancellation policy at this moment: a reservation that is confirmed or has payments
         * then owes a refund (`RefundDue`); `override` is the office's amount with its reason.
         */
        refund?: { policy: CancellationPolicy; override?: { amount: number; reason: string } };
      } & Notify;
      metadata: Meta;
    }
  | {
      type: 'RecordRefund';
      data: {
        paymentId: string;
        amount: number;
        currency: Currency;
        method: PaymentMethod;
        reference: string | null;
        paidOn: IsoDate;
      } & Notify;
      metadata: Meta;
    }
  | {
      /** The visitor asks to cancel; `policy` is the boat's at this moment (the refund it would give is shown). */
      type: 'RequestCancellation';
      data: { policy: CancellationPolicy };
      metadata: Meta;
    }
  | { type: 'RefuseCancellationRequest'; data: { reason: string }; metadata: Meta }
  | {
      /** The visitor (or the office) saved the passenger list with `entered` guests: for the audit trail. */
      type: 'RecordPassengerList';
      data: { entered: number };
      metadata: Meta;
    }
  | {
      /** The office renewed or revoked the visitor's link: for the audit trail. */
      type: 'RecordVisitorLinkChange';
      data: { change: 'renewed' | 'revoked' };
      metadata: Meta;
    }
  | {
      /** The daily job: `entered` passengers are on the list now. */
      type: 'RemindPassengerList';
      data: { entered: number };
      metadata: Meta;
    }
  | {
      /** The daily job: remind the customer of the balance due on `dueOn` (`paymentSchedule`). */
      type: 'RemindBalance';
      data: { stage: 'week' | 'due'; dueOn: IsoDate };
      metadata: Meta;
    }
  | {
      /** The daily job: the balance due on `dueOn` is still unpaid after that day. */
      type: 'MarkBalanceOverdue';
      data: { dueOn: IsoDate; onBoard: boolean };
      metadata: Meta;
    }
  | {
      /** A sync or a booking's re-read saw another platform's event over the reservation's days. */
      type: 'FlagExternalConflict';
      data: ExternalConflict;
      metadata: Meta;
    }
  | { type: 'DismissExternalConflicts'; data: Record<string, never>; metadata: Meta }
  | { type: 'ExpireOption'; data: Record<string, never>; metadata: Meta }
  | { type: 'CompleteReservation'; data: Record<string, never>; metadata: Meta };

type Open = Extract<ReservationState, { status: 'option' | 'confirmed' }>;

/** How many days before boarding an incomplete passenger list is reminded of. */
export const PASSENGER_REMINDER_DAYS = 3;

const NOT_FOUND = () => new DomainError('RESERVATION_NOT_FOUND', 'Rezervasyon bulunamadı.');

/** The refund a cancellation on `now`'s Istanbul day owes under `policy` (or the office's amount, with its reason). */
function refundDue(
  open: Open,
  refund: { policy: CancellationPolicy; override?: { amount: number; reason: string } },
  now: string,
): Extract<ReservationEvent, { type: 'RefundDue' }>['data'] {
  const computed = refundFor(refund.policy, open.start, istanbulDate(now), open.paid);
  const override = refund.override;
  if (override) {
    if (!Number.isInteger(override.amount) || override.amount < 0 || override.amount > open.paid) {
      throw new DomainError(
        'REFUND_EXCEEDS_PAID',
        `İade tutarı ödenen tutarı (${formatMoney({ amount: open.paid, currency: open.currency })}) aşamaz.`,
        'invalid',
      );
    }
    if (!override.reason.trim())
      throw new DomainError('OVERRIDE_REASON_REQUIRED', 'Hesaplanandan farklı iade için bir neden yazın.', 'invalid');
  }
  return {
    amount: override ? override.amount : computed.amount,
    currency: open.currency,
    paid: open.paid,
    percent: computed.percent,
    daysBefore: computed.daysBefore,
    policy: refund.policy,
    rule: computed.rule,
    computed: computed.amount,
    override: override ? { reason: override.reason.trim() } : null,
  };
}

function requireOpen(state: ReservationState, action: string): Open {
  if (state.status === 'none') throw NOT_FOUND();
  if (state.status === 'cancelled')
    throw new DomainError('RESERVATION_CANCELLED', `İptal edilmiş bir rezervasyonda ${action} yapılamaz.`);
  if (state.status === 'completed')
    throw new DomainError('RESERVATION_COMPLETED', `Tamamlanmış bir rezervasyonda ${action} yapılamaz.`);
  return state;
}

/**
 * The dates a booking or a reschedule asks for: the return after the boarding day, boarding not in
 * the past. Pure, so a use case may ask it before pricing (a reversed or past range is then named as
 * such, not as "no price"); `decide` asks it again on the state.
 */
/** Whether a trip may be marked completed on `today` (Turkey's day): confirmed, and its last day reached. The office's screen offers it only then (`Reservation.canComplete`). */
export const mayComplete = (r: { status: string; end: IsoDate }, today: IsoDate): boolean =>
  r.status === 'confirmed' && today >= r.end;

export function requireBookableDates(start: IsoDate, end: IsoDate, now: string): void {
  if (end <= start) throw new DomainError('INVALID_RANGE', 'Dönüş tarihi biniş tarihinden sonra olmalıdır.', 'invalid');
  if (start < istanbulDate(now)) {
    throw new DomainError('PAST_DATES', `Geçmiş bir tarih (${trDate(start)}) için rezervasyon yapılamaz.`, 'invalid');
  }
}

/** Why the guests do not fit: a boat with no overnight capacity is a day boat, not a small one. */
export function overCapacityMessage(capacity: number, days: number): string {
  if (capacity === 0 && days > 1)
    return 'Bu tekne konaklamalı kiralanmıyor; yalnızca günübirlik tur (tek gün) için rezervasyon yapılabilir.';
  if (capacity === 0) return 'Bu tekne için misafir kapasitesi tanımlı olmadığından rezervasyon yapılamıyor.';
  return `Bu tekne en fazla ${capacity} misafir alabilir.`;
}

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

function requireCapacity(guests: number, capacity: number, days: number): void {
  if (guests < 1) throw new DomainError('INVALID_GUESTS', 'Misafir sayısı en az 1 olmalıdır.', 'invalid');
  if (guests > capacity) throw new DomainError('GUESTS_OVER_CAPACITY', overCapacityMessage(capacity, days), 'invalid');
}

/**
 * The stay a booking asks for, against the boat's capacity for those days: bookable dates, at least one
 * guest, no more than fit. The decider asks it on every `RequestReservation`; `bookableQuote`
 * (bookable-request.ts), which the quote and the booking both call, asks it before pricing.
 */
export function requireBookableStay(
  stay: { start: IsoDate; end: IsoDate; guests: number },
  capacity: number,
  now: string,
): void {
  requireBookableDates(stay.start, stay.end, now);
  requireCapacity(stay.guests, capacity, daysBetween(stay.start, stay.end));
}

/** Whether two lists of extra lines are the same lines (extra, quantity, count, price). */
function sameExtras(a: readonly ExtraLine[], b: readonly ExtraLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i]!;
      return (
        x.extraId === y.extraId &&
        x.quantity === y.quantity &&
        x.count === y.count &&
        x.subtotal.amount === y.subtotal.amount
      );
    })
  );
}

/** The option holds the dates until the deposit arrives, but never past the morning of departure. */
export function optionDeadline(now: string, hours: number, start: IsoDate): string {
  const held = Date.parse(now) + hours * 3_600_000;
  const departure = Date.parse(`${start}T00:00:00+03:00`);
  return new Date(Math.max(Date.parse(now), Math.min(held, departure))).toISOString();
}

export function decideReservation(command: ReservationCommand, state: ReservationState): ReservationEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'RequestReservation': {
      const d = command.data;
      if (state.status !== 'none') throw new DomainError('RESERVATION_EXISTS', 'Bu rezervasyon zaten oluşturulmuş.');
      requireBookableStay(d, d.capacity, now);
      return [
        {
          type: 'ReservationRequested',
          data: {
            reservationId: d.reservationId,
            reference: d.reference,
            boatId: d.boatId,
            customerId: d.customerId,
            start: d.start,
            end: d.end,
            guests: d.guests,
            quote: d.quote,
            ...(d.terms ? { terms: d.terms } : {}),
            optionUntil: optionDeadline(now, d.optionHours, d.start),
            channel: d.channel,
            platformRef: d.platformRef,
            note: d.note,
            ...(d.language !== undefined ? { language: d.language } : {}),
            ...(d.fullOptionHours !== undefined
              ? { holdConfirmation: { optionHours: d.fullOptionHours, requestedAt: now } }
              : {}),
            ...(d.icalUnchecked !== undefined ? { icalUnchecked: d.icalUnchecked } : {}),
          },
        },
      ];
    }

    case 'ConfirmHold': {
      if (state.status === 'none') throw NOT_FOUND();
      // Confirmed once already, or a booking that never needed it: nothing more to do.
      if (state.status !== 'option' || state.holdConfirmation === null) {
        if (state.status === 'cancelled')
          throw new DomainError(
            'HOLD_LAPSED',
            'Bu rezervasyon isteğinin süresi dolmuş veya iptal edilmiş; tarihler artık tutulmuyor. Lütfen yeniden rezervasyon yapın.',
          );
        return [];
      }
      if (Date.parse(now) >= Date.parse(state.optionUntil)) {
        throw new DomainError(
          'HOLD_LAPSED',
          'Bu rezervasyon isteğinin onay süresi dolmuş; tarihler artık tutulmuyor. Lütfen yeniden rezervasyon yapın.',
        );
      }
      const { optionHours, requestedAt } = state.holdConfirmation;
      return [{ type: 'HoldConfirmed', data: { optionUntil: optionDeadline(requestedAt, optionHours, state.start) } }];
    }

    case 'ChangeReservationDetails': {
      const open = requireOpen(state, 'değişiklik');
      const d = command.data;
      const changes: Extract<ReservationEvent, { type: 'ReservationDetailsChanged' }>['data'] = {};
      if (d.guests !== undefined && d.guests !== open.guests) {
        requireCapacity(d.guests, d.capacity, daysBetween(open.start, open.end));
        changes.guests = d.guests;
      }
      if (d.note !== undefined) changes.note = d.note;
      if (d.platformRef !== undefined) changes.platformRef = d.platformRef;
      return Object.keys(changes).length ? [{ type: 'ReservationDetailsChanged', data: changes }] : [];
    }

    case 'RescheduleReservation': {
      const open = requireOpen(state, 'tarih değişikliği');
      const d = command.data;
      if (d.start === open.start && d.end === open.end) return [];
      requireBookableDates(d.start, d.end, now);
      if (d.capacity !== undefined && open.guests > d.capacity) {
        throw new DomainError('GUESTS_OVER_CAPACITY', overCapacityMessage(d.capacity, d.quote.days), 'invalid');
      }
      if (d.quote.currency !== open.currency) {
        throw new DomainError(
          'CURRENCY_CHANGED',
          'Yeni tarihlerin fiyatı farklı bir para biriminde; rezervasyonu iptal edip yeniden oluşturun.',
        );
      }
      if (d.quote.total < open.paid) {
        throw new DomainError(
          'PAID_EXCEEDS_TOTAL',
          `Yeni tutar (${formatMoney({ amount: d.quote.total, currency: open.currency })}) yapılan ödemelerden (${formatMoney({ amount: open.paid, currency: open.currency })}) düşük olamaz.`,
        );
      }
      return [
        {
          type: 'ReservationRescheduled',
          data: {
            start: d.start,
            end: d.end,
            quote: d.quote,
            ...(d.terms ? { terms: d.terms } : {}),
            previous: { start: open.start, end: open.end },
            customerNotified: d.notify,
          },
        },
      ];
    }

    case 'ChangeExtras': {
      const open = requireOpen(state, 'ekstra değişikliği');
      const { quote, terms, notify } = command.data;
      if (quote.start !== open.start || quote.end !== open.end)
        throw new DomainError('QUOTE_STALE', 'Rezervasyonun tarihleri değişti; sayfayı yenileyip tekrar deneyin.');
      if (quote.currency !== open.currency) {
        throw new DomainError(
          'CURRENCY_CHANGED',
          `Ekstralar rezervasyonun para biriminde (${open.currency}) fiyatlanmalıdır.`,
          'invalid',
        );
      }
      if (quote.total === open.total && sameExtras(quote.extras, open.extras)) return [];
      // Paid money is never more than the total: lowering the extras below it would leave a negative
      // balance, which is a refund, not a change (cancel, or record less first).
      if (quote.total < open.paid) {
        throw new DomainError(
          'PAID_EXCEEDS_TOTAL',
          `Yeni tutar (${formatMoney({ amount: quote.total, currency: open.currency })}) yapılan ödemelerden (${formatMoney({ amount: open.paid, currency: open.currency })}) düşük olamaz.`,
        );
      }
      return [
        {
          type: 'ExtrasChanged',
          data: { quote, ...(terms ? { terms } : {}), previous: open.extras, customerNotified: notify },
        },
      ];
    }

    case 'SendBankDetails': {
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

    case 'RecordPayment': {
      const open = requireOpen(state, 'ödeme kaydı');
      const d = command.data;
      const { confirm, rates, notify, ...payment } = d;
      let counted = d.amount;
      if (open.terms) {
        if (open.paymentIds.includes(d.paymentId))
          throw new DomainError('PAYMENT_EXISTS', 'Bu ödeme zaten kaydedilmiş.');
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

    case 'ConfirmReservation': {
      const open = requireOpen(state, 'onay');
      if (open.status === 'confirmed') throw new DomainError('ALREADY_CONFIRMED', 'Rezervasyon zaten onaylı.');
      return [{ type: 'ReservationConfirmed', data: { by: 'office' } }];
    }

    case 'SendConfirmation': {
      const open = requireOpen(state, 'onay gönderimi');
      return open.status === 'option'
        ? [
            { type: 'ReservationConfirmed', data: { by: 'office' } },
            { type: 'ConfirmationSent', data: {} },
          ]
        : [{ type: 'ConfirmationSent', data: {} }];
    }

    case 'CancelReservation': {
      const open = requireOpen(state, 'iptal');
      const d = command.data;
      const cancelled: ReservationEvent = {
        type: 'ReservationCancelled',
        data: {
          reason: d.reason,
          note: d.note,
          ...(open.cancellationRequested ? { onRequest: true as const } : {}),
          customerNotified: d.notify,
        },
      };
      const owes = open.status === 'confirmed' || open.paid > 0;
      if (!d.refund || !owes) {
        if (d.refund?.override)
          throw new DomainError('NO_REFUND_DUE', 'Ödemesi olmayan bir opsiyon için iade tutarı girilemez.', 'invalid');
        return [cancelled];
      }
      return [cancelled, { type: 'RefundDue', data: refundDue(open, d.refund, now) }];
    }

    case 'RecordRefund': {
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

    case 'RequestCancellation': {
      const open = requireOpen(state, 'iptal talebi');
      if (open.cancellationRequested) return [];
      if (istanbulDate(now) >= open.start) {
        throw new DomainError(
          'CANCELLATION_REQUEST_TOO_LATE',
          'Biniş günü gelmiş bir rezervasyon için iptal talebi gönderilemez; lütfen bizi arayın.',
        );
      }
      const computed = refundFor(command.data.policy, open.start, istanbulDate(now), open.paid);
      return [
        {
          type: 'CancellationRequested',
          data: {
            refund: {
              amount: computed.amount,
              currency: open.currency,
              paid: open.paid,
              percent: computed.percent,
              daysBefore: computed.daysBefore,
              rule: computed.rule,
            },
          },
        },
      ];
    }

    case 'RemindBalance': {
      // Run by a daily job that may come late, twice or after payment: only a confirmed reservation
      // with a balance left, on the stage's days, once per stage and due day.
      const d = command.data;
      if (state.status !== 'confirmed' || state.paid >= state.total) return [];
      if (state.balanceReminders.includes(`${d.stage}:${d.dueOn}`)) return [];
      if (balanceStep(d.dueOn, false, istanbulDate(now)) !== d.stage) return [];
      return [
        {
          type: 'BalanceReminderSent',
          data: { stage: d.stage, dueOn: d.dueOn, amount: state.total - state.paid, currency: state.currency },
        },
      ];
    }

    case 'RefuseCancellationRequest': {
      const open = requireOpen(state, 'iptal talebinin reddi');
      if (!open.cancellationRequested)
        throw new DomainError('NO_CANCELLATION_REQUEST', 'Bu rezervasyonun yanıt bekleyen bir iptal talebi yok.');
      const reason = command.data.reason.trim();
      if (!reason)
        throw new DomainError('REFUSAL_REASON_REQUIRED', 'İptal talebini reddetmek için bir neden yazın.', 'invalid');
      return [{ type: 'CancellationRequestRefused', data: { reason } }];
    }

    case 'RecordPassengerList':
      // The page refuses a list once the booking is closed; the record only needs the booking.
      if (state.status === 'none') throw NOT_FOUND();
      return [{ type: 'PassengerListSaved', data: { entered: command.data.entered } }];

    case 'RecordVisitorLinkChange':
      if (state.status === 'none') throw NOT_FOUND();
      return [{ type: 'VisitorLinkChanged', data: { change: command.data.change } }];

    case 'RemindPassengerList': {
      // Run by a daily job that may come late or twice: a confirmed charter boarding within the next
      // PASSENGER_REMINDER_DAYS days whose list is still short of its guests, once per boarding day.
      if (state.status !== 'confirmed') return [];
      const days = daysBetween(istanbulDate(now), state.start);
      if (days < 0 || days > PASSENGER_REMINDER_DAYS) return [];
      if (command.data.entered >= state.guests || state.passengerReminderFor === state.start) return [];
      return [{ type: 'PassengerListReminded', data: { start: state.start, entered: command.data.entered } }];
    }

    case 'MarkBalanceOverdue': {
      const d = command.data;
      if (state.status !== 'confirmed' && state.status !== 'completed') return [];
      if (state.paid >= state.total || state.overdueOn === d.dueOn) return [];
      if (balanceStep(d.dueOn, d.onBoard, istanbulDate(now)) !== 'overdue') return [];
      return [
        {
          type: 'BalanceOverdue',
          data: { dueOn: d.dueOn, amount: state.total - state.paid, currency: state.currency },
        },
      ];
    }

    case 'FlagExternalConflict':
      return decideFlagExternalConflict(state, command.data);

    case 'DismissExternalConflicts':
      return decideDismissExternalConflicts(state);

    case 'ExpireOption': {
      // Run by a job that may come late, twice, or after payment: only a lapsed, unpaid option expires.
      if (state.status !== 'option' || Date.parse(now) < Date.parse(state.optionUntil)) return [];
      return [{ type: 'OptionExpired', data: { optionUntil: state.optionUntil } }];
    }

    case 'CompleteReservation': {
      if (state.status === 'completed') return [];
      const open = requireOpen(state, 'tamamlama');
      if (open.status !== 'confirmed')
        throw new DomainError('NOT_CONFIRMED', 'Yalnızca onaylı rezervasyonlar tamamlanabilir.');
      if (!mayComplete(open, istanbulDate(now))) {
        throw new DomainError('NOT_FINISHED', `Rezervasyon ${trDate(open.end)} tarihinden önce tamamlanamaz.`);
      }
      return [{ type: 'ReservationCompleted', data: {} }];
    }

    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

/** The reservation stream: what `execute` reads, folds, decides and appends for every reservation command. */
export const reservationSpec: StreamSpec<ReservationState, ReservationEvent, ReservationCommand> = {
  streamType: 'reservation',
  decide: decideReservation,
  evolve: evolveReservation,
  initial: initialReservationState,
};
