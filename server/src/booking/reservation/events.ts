import type { IsoDate } from '../../common/dates.js';
import type { CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Language } from '../../common/language.js';
import type { Currency } from '../../common/money.js';
import type { ExtraLine, Quote } from '../pricing.js';
import type { BookingTerms } from '../terms.js';

export type Channel = 'website' | 'office' | 'platform' | 'partner';

/** A partner's booking (issue 39, channel 'partner'): the partner and its own reference for the booking. */
export type PartnerBooking = { id: string; reference: string | null };

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

/** A payment received or a refund paid out, as both events record it (the id is the transaction's). */
export type MoneyEntry = {
  paymentId: string;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  reference: string | null;
};

/** What the boat's policy gives back of what was paid, by the days of notice (a cancellation request, a refund due). */
export type RefundFigures = {
  amount: number;
  currency: Currency;
  paid: number;
  percent: number;
  daysBefore: number;
  rule: string;
};

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
        /** Channel 'partner': which partner booked, with its reference. Absent on every other booking. */
        partner?: PartnerBooking;
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
      data: MoneyEntry & {
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
      data: { refund: RefundFigures };
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
      data: RefundFigures & { policy: CancellationPolicy; computed: number; override: { reason: string } | null };
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
      data: MoneyEntry & { paidOn: IsoDate } & CustomerNotice;
    };

export type ReservationEventType = ReservationEvent['type'];

/** The data of the event `T`; a command that carries the same fields takes them from here (`decide/`). */
export type EventData<T extends ReservationEventType> = Extract<ReservationEvent, { type: T }>['data'];

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

export const reservationStreamId = (id: string) => `reservation-${id}`;
