import { overlaps, type IsoDate } from '../../common/dates.js';
import type { CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Language } from '../../common/language.js';
import type { Currency } from '../../common/money.js';
import type { ExtraLine, Quote } from '../pricing.js';
import type { BookingTerms } from '../terms.js';

export type Channel = 'website' | 'office' | 'platform';

/**
 * Days another platform shows taken over a reservation's (an event of the boat's iCal feed): its first
 * day and check-out day, and the feed's UID. Nothing personal: a feed's SUMMARY may carry the other
 * platform's guest name, and the event log is kept for good, so the iCal import leaves `summary` out.
 */
export type ExternalConflict = {
  source: 'ical';
  start: IsoDate;
  end: IsoDate;
  summary?: string | null;
  uid?: string | null;
};
export type CancelReason = 'customer' | 'office' | 'owner' | 'other';
export type PaymentMethod = 'bank_transfer' | 'card' | 'cash';

/**
 * Whether the office had the customer told of its action (issue 34; the "müşteriye bildir" box, on by
 * default): true, the mail reactor sends the action's mail; false, it sends nothing and the audit trail
 * says "müşteriye bildirilmedi". Absent on events written before the choice existed, when these actions
 * sent nothing: the reactor sends nothing for them either. (A type, not an interface: event data must
 * stay assignable to a plain JSON record.)
 */
export type CustomerNotice = { customerNotified?: boolean };

export type ReservationEvent =
  | {
      type: 'ReservationRequested';
      data: {
        reservationId: string;
        reference: string;
        boatId: number;
        customerId: string;
        start: IsoDate;
        end: IsoDate;
        guests: number;
        quote: Quote;
        /** The booking's terms (`booking/terms.ts`), decided with it; absent on bookings made before they were stored. */
        terms?: BookingTerms;
        optionUntil: string;
        channel: Channel;
        platformRef: string | null;
        note: string | null;
        /** The site language the visitor booked in; its mails go in it. Absent (Turkish) before it existed. */
        language?: Language;
        /**
         * Set when the website was flooded: the dates are held only briefly (`optionUntil`) until
         * the visitor confirms through the mailed link; then the option runs `optionHours` from
         * `requestedAt`. Absent on every other booking (and on events written before it existed).
         */
        holdConfirmation?: { optionHours: number; requestedAt: string };
        /**
         * A website hold accepted while the boat's iCal feed could not be read just before it (timeout,
         * HTTP error, unreadable file): why, for the office to check the other platform by hand. Absent
         * when the feed was read (or the boat has none, or the booking came from the office).
         */
        icalUnchecked?: string;
      };
    }
  | { type: 'HoldConfirmed'; data: { optionUntil: string } }
  | { type: 'ReservationDetailsChanged'; data: { guests?: number; note?: string | null; platformRef?: string | null } }
  | {
      type: 'ReservationRescheduled';
      data: {
        start: IsoDate;
        end: IsoDate;
        quote: Quote;
        /** The new terms (absent before terms were stored). */
        terms?: BookingTerms;
        previous: { start: IsoDate; end: IsoDate };
      } & CustomerNotice;
    }
  | {
      /**
       * The office changed the reservation's extras (or a change of the guests counted its per-person
       * extras again): the quote with the new extras, total, deposit and balance; the lines before.
       */
      type: 'ExtrasChanged';
      data: { quote: Quote; terms?: BookingTerms; previous: ExtraLine[] } & CustomerNotice;
    }
  | {
      type: 'BankDetailsSent';
      /** What is due in the contract currency, and (with terms) the same in the payment currency the mail asks for. */
      data: { amountDue: number; currency: Currency; payment?: { amount: number; currency: Currency } };
    }
  | {
      type: 'PaymentRecorded';
      data: {
        paymentId: string;
        amount: number;
        currency: Currency;
        method: PaymentMethod;
        reference: string | null;
        receivedOn: IsoDate;
        /**
         * What the payment pays of the contract, in the contract currency, when it came in the payment
         * currency (`countPayment`: the deposit's part at the fixed booking amount, the rest at the balance's
         * rule); absent when it came in the contract currency (it counts as itself).
         */
        counted?: number;
        /** Present (true) when the payment reached the deposit and the office chose not to confirm. */
        keptOption?: true;
        /**
         * Present (true) when the payment reached the deposit and confirmed the option: the customer is
         * told by the confirmation (`ConfirmationSent` in the same append), not by a receipt.
         */
        confirmedOption?: true;
      } & CustomerNotice;
    }
  | { type: 'ReservationConfirmed'; data: { by: 'deposit' | 'office' } }
  | { type: 'ConfirmationSent'; data: Record<string, never> }
  | {
      type: 'ReservationCancelled';
      /** `onRequest`: the office accepted the visitor's cancellation request (its mail says so). */
      data: { reason: CancelReason; note: string | null; onRequest?: true } & CustomerNotice;
    }
  | {
      /**
       * The visitor asked, from their reservation page, to cancel; `refund` is what the boat's policy
       * would give back at that moment (the office decides: it cancels, or refuses with a reason).
       */
      type: 'CancellationRequested';
      data: {
        refund: { amount: number; currency: Currency; paid: number; percent: number; daysBefore: number; rule: string };
      };
    }
  | { type: 'CancellationRequestRefused'; data: { reason: string } }
  | {
      /** The passenger list was incomplete a few days before boarding (`start`): the customer was reminded. */
      type: 'PassengerListReminded';
      data: { start: IsoDate; entered: number };
    }
  | {
      /**
       * The passenger list was saved (by the visitor on their page, or by the office; the metadata says
       * who): how many guests it names now. Never the names: the list is personal data, erased with the
       * customer, and the log is kept for good.
       */
      type: 'PassengerListSaved';
      data: { entered: number };
    }
  | {
      /** The office renewed the visitor's link (the old one stops working) or revoked it (none works until renewed). */
      type: 'VisitorLinkChanged';
      data: { change: 'renewed' | 'revoked' };
    }
  | { type: 'OptionExpired'; data: { optionUntil: string } }
  | { type: 'ReservationCompleted'; data: Record<string, never> }
  | {
      /**
       * What a cancelled reservation owes back under the boat's policy at the moment of the cancellation
       * (after `ReservationCancelled`, in the same append): the amount (an office override with its
       * reason, the computed amount kept beside it), the rule applied, the days of notice. Who cancelled
       * is the cancellation's reason and both events' metadata.
       */
      type: 'RefundDue';
      data: {
        amount: number;
        currency: Currency;
        paid: number;
        percent: number;
        daysBefore: number;
        policy: CancellationPolicy;
        rule: string;
        computed: number;
        override: { reason: string } | null;
      };
    }
  | {
      /**
       * The daily job reminded the customer of the balance (`week`: seven days before it is due, `due`:
       * on the day); once per stage and due day, so a reschedule that moves the day reminds again.
       */
      type: 'BalanceReminderSent';
      data: { stage: 'week' | 'due'; dueOn: IsoDate; amount: number; currency: Currency };
    }
  | {
      /** The balance's due day passed unpaid (the daily job); cleared by full payment or new dates. */
      type: 'BalanceOverdue';
      data: { dueOn: IsoDate; amount: number; currency: Currency };
    }
  | {
      /**
       * A sync of the boat's iCal feed (scheduled or the office's) or a booking's re-read found an event of
       * another platform over this open reservation: an overbooking for the office to settle. Once per clash
       * (UID and days).
       */
      type: 'ExternalConflictFound';
      data: ExternalConflict;
    }
  | {
      /** The office has seen the clashes found so far and took them off the warnings (they are not flagged again). */
      type: 'ExternalConflictsDismissed';
      data: Record<string, never>;
    }
  | {
      /** A refund paid out to the customer (a negative transaction). */
      type: 'RefundPaid';
      data: {
        paymentId: string;
        amount: number;
        currency: Currency;
        method: PaymentMethod;
        reference: string | null;
        paidOn: IsoDate;
      } & CustomerNotice;
    };

export type ReservationEventType = ReservationEvent['type'];

/**
 * The fields of a reservation's events that hold what a person typed: the booking note (the visitor's
 * or the office's), a payment's or refund's reference ("Dekont / EFT açıklaması" carries the payer's
 * name), a cancellation's note, the office's reason to the customer for refusing a cancellation request
 * and for overriding a refund. The store keeps them out of the log (`eventstore/personal-texts.ts`), so
 * a KVKK erasure reaches them; read back, an erased one is "Kişisel veriler silindi (KVKK)". Names, e-mail
 * and phone never enter an event (the customer row, referred to by `customerId`).
 */
export const RESERVATION_PERSONAL_TEXTS = {
  ReservationRequested: ['note'],
  ReservationDetailsChanged: ['note'],
  PaymentRecorded: ['reference'],
  RefundPaid: ['reference'],
  ReservationCancelled: ['note'],
  CancellationRequestRefused: ['reason'],
  RefundDue: ['override.reason'],
} as const satisfies Partial<Record<ReservationEventType, readonly string[]>>;

export const RESERVATION_EVENT_TYPES: readonly ReservationEventType[] = [
  'ReservationRequested',
  'HoldConfirmed',
  'ReservationDetailsChanged',
  'ReservationRescheduled',
  'BankDetailsSent',
  'PaymentRecorded',
  'ReservationConfirmed',
  'ConfirmationSent',
  'ReservationCancelled',
  'OptionExpired',
  'ReservationCompleted',
  'RefundDue',
  'RefundPaid',
  'CancellationRequested',
  'CancellationRequestRefused',
  'PassengerListReminded',
  'BalanceReminderSent',
  'BalanceOverdue',
  'ExtrasChanged',
  'ExternalConflictFound',
  'ExternalConflictsDismissed',
  'PassengerListSaved',
  'VisitorLinkChanged',
];

export type ReservationStatus = 'option' | 'confirmed' | 'cancelled' | 'completed';

interface Booked {
  id: string;
  boatId: number;
  start: IsoDate;
  end: IsoDate;
  guests: number;
  currency: Currency;
  total: number;
  deposit: number;
  /** The priced extras the total includes. */
  extras: ExtraLine[];
  /** The terms in force (null for a booking made before terms were stored). */
  terms: BookingTerms | null;
  /** Paid of the contract, in the contract currency. */
  paid: number;
  paymentIds: string[];
  /** Owed back after a cancellation (`RefundDue`), and paid out of it so far. */
  refundDue: number;
  refunded: number;
  optionUntil: string;
  /** A short flood-time hold still waiting for the visitor's mailed confirmation. */
  holdConfirmation: { optionHours: number; requestedAt: string } | null;
  /** The visitor asked to cancel and the office has not answered yet. */
  cancellationRequested: boolean;
  /** The boarding day the last passenger-list reminder was for (a reschedule earns a new one). */
  passengerReminderFor: IsoDate | null;
  /** Balance reminders sent, as `stage:dueOn` (each goes once). */
  balanceReminders: string[];
  /** The due day of a balance marked overdue and still unpaid. */
  overdueOn: IsoDate | null;
  /**
   * Other platforms' events found over the reservation's days (each flagged once), and whether the office
   * dismissed the warning; new dates keep only those still over them.
   */
  externalConflicts: KnownConflict[];
}

/** A clash the reservation knows of: `ExternalConflictFound`'s days and UID. */
export interface KnownConflict {
  uid: string | null;
  start: IsoDate;
  end: IsoDate;
  dismissed: boolean;
}

/** Whether a clash is `known` (the same UID and days). */
export const sameConflict = (a: { uid?: string | null; start: IsoDate; end: IsoDate }, known: KnownConflict) =>
  (a.uid ?? null) === known.uid && a.start === known.start && a.end === known.end;

/** The known clashes still over the days [start, end) (after new dates). */
export const conflictsOver = <T extends { start: IsoDate; end: IsoDate }>(
  list: readonly T[],
  start: IsoDate,
  end: IsoDate,
) => list.filter((c) => overlaps(c.start, c.end, start, end));

/** Before the first event there is nothing; afterwards the status says what may happen next. */
export type ReservationState =
  | { status: 'none' }
  | (Booked & { status: 'option' })
  | (Booked & { status: 'confirmed' })
  | (Booked & { status: 'cancelled' })
  | (Booked & { status: 'completed' });

export const initialReservationState: ReservationState = { status: 'none' };

export const reservationStreamId = (id: string) => `reservation-${id}`;

export function evolveReservation(state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'ReservationRequested': {
      const d = event.data;
      return {
        status: 'option',
        id: d.reservationId,
        boatId: d.boatId,
        start: d.start,
        end: d.end,
        guests: d.guests,
        currency: d.quote.currency,
        total: d.quote.total,
        deposit: d.quote.deposit,
        extras: d.quote.extras ?? [],
        terms: d.terms ?? null,
        paid: 0,
        paymentIds: [],
        refundDue: 0,
        refunded: 0,
        optionUntil: d.optionUntil,
        holdConfirmation: d.holdConfirmation ?? null,
        cancellationRequested: false,
        passengerReminderFor: null,
        balanceReminders: [],
        overdueOn: null,
        externalConflicts: [],
      };
    }
    default:
      if (state.status === 'none') return state;
  }
  switch (event.type) {
    case 'HoldConfirmed':
      return { ...state, optionUntil: event.data.optionUntil, holdConfirmation: null };
    case 'ReservationDetailsChanged':
      return event.data.guests === undefined ? state : { ...state, guests: event.data.guests };
    case 'ReservationRescheduled':
      return {
        ...state,
        start: event.data.start,
        end: event.data.end,
        total: event.data.quote.total,
        deposit: event.data.quote.deposit,
        overdueOn: null,
        extras: event.data.quote.extras ?? [],
        terms: event.data.terms ?? state.terms,
        externalConflicts: conflictsOver(state.externalConflicts, event.data.start, event.data.end),
      };
    case 'ExtrasChanged':
      return {
        ...state,
        total: event.data.quote.total,
        deposit: event.data.quote.deposit,
        extras: event.data.quote.extras,
        terms: event.data.terms ?? state.terms,
      };
    case 'PaymentRecorded': {
      const paid = state.paid + (event.data.counted ?? event.data.amount);
      return {
        ...state,
        paid,
        paymentIds: [...state.paymentIds, event.data.paymentId],
        overdueOn: paid >= state.total ? null : state.overdueOn,
      };
    }
    case 'ReservationConfirmed':
      return { ...state, status: 'confirmed' };
    case 'ReservationCancelled':
    case 'OptionExpired':
      return { ...state, status: 'cancelled', cancellationRequested: false };
    case 'CancellationRequested':
      return { ...state, cancellationRequested: true };
    case 'CancellationRequestRefused':
      return { ...state, cancellationRequested: false };
    case 'PassengerListReminded':
      return { ...state, passengerReminderFor: event.data.start };
    case 'PassengerListSaved':
    case 'VisitorLinkChanged':
      return state;
    case 'ReservationCompleted':
      return { ...state, status: 'completed' };
    case 'RefundDue':
      return { ...state, refundDue: event.data.amount };
    case 'RefundPaid':
      return {
        ...state,
        refunded: state.refunded + event.data.amount,
        paymentIds: [...state.paymentIds, event.data.paymentId],
      };
    case 'BalanceReminderSent':
      return {
        ...state,
        balanceReminders: [...state.balanceReminders, `${event.data.stage}:${event.data.dueOn}`],
      };
    case 'BalanceOverdue':
      return { ...state, overdueOn: event.data.dueOn };
    case 'ExternalConflictFound': {
      const { uid, start, end } = event.data;
      return {
        ...state,
        externalConflicts: [...state.externalConflicts, { uid: uid ?? null, start, end, dismissed: false }],
      };
    }
    case 'ExternalConflictsDismissed':
      return { ...state, externalConflicts: state.externalConflicts.map((c) => ({ ...c, dismissed: true })) };
    case 'BankDetailsSent':
    case 'ConfirmationSent':
      return state;
  }
}
