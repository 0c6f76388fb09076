import type { IsoDate } from '../../common/dates.js';
import type { CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Language } from '../../common/language.js';
import type { Currency } from '../../common/money.js';
import type { ExtraLine, Quote } from '../pricing.js';

export type Channel = 'website' | 'office' | 'platform';
export type CancelReason = 'customer' | 'office' | 'owner' | 'other';
export type PaymentMethod = 'bank_transfer' | 'card' | 'cash';

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
      };
    }
  | { type: 'HoldConfirmed'; data: { optionUntil: string } }
  | { type: 'ReservationDetailsChanged'; data: { guests?: number; note?: string | null; platformRef?: string | null } }
  | {
      type: 'ReservationRescheduled';
      data: { start: IsoDate; end: IsoDate; quote: Quote; previous: { start: IsoDate; end: IsoDate } };
    }
  | {
      /**
       * The office changed the reservation's extras (or a change of the guests counted its per-person
       * extras again): the quote with the new extras, total, deposit and balance; the lines before.
       */
      type: 'ExtrasChanged';
      data: { quote: Quote; previous: ExtraLine[] };
    }
  | { type: 'BankDetailsSent'; data: { amountDue: number; currency: Currency } }
  | {
      type: 'PaymentRecorded';
      data: {
        paymentId: string;
        amount: number;
        currency: Currency;
        method: PaymentMethod;
        reference: string | null;
        receivedOn: IsoDate;
        /** Present (true) when the payment reached the deposit and the office chose not to confirm. */
        keptOption?: true;
      };
    }
  | { type: 'ReservationConfirmed'; data: { by: 'deposit' | 'office' } }
  | { type: 'ConfirmationSent'; data: Record<string, never> }
  | { type: 'ReservationCancelled'; data: { reason: CancelReason; note: string | null } }
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
      /** A refund paid out to the customer (a negative transaction). */
      type: 'RefundPaid';
      data: {
        paymentId: string;
        amount: number;
        currency: Currency;
        method: PaymentMethod;
        reference: string | null;
        paidOn: IsoDate;
      };
    };

export type ReservationEventType = ReservationEvent['type'];

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
  'ExtrasChanged',
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
  paid: number;
  paymentIds: string[];
  /** Owed back after a cancellation (`RefundDue`), and paid out of it so far. */
  refundDue: number;
  refunded: number;
  optionUntil: string;
  /** A short flood-time hold still waiting for the visitor's mailed confirmation. */
  holdConfirmation: { optionHours: number; requestedAt: string } | null;
}

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
        paid: 0,
        paymentIds: [],
        refundDue: 0,
        refunded: 0,
        optionUntil: d.optionUntil,
        holdConfirmation: d.holdConfirmation ?? null,
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
        extras: event.data.quote.extras ?? [],
      };
    case 'ExtrasChanged':
      return {
        ...state,
        total: event.data.quote.total,
        deposit: event.data.quote.deposit,
        extras: event.data.quote.extras,
      };
    case 'PaymentRecorded':
      return {
        ...state,
        paid: state.paid + event.data.amount,
        paymentIds: [...state.paymentIds, event.data.paymentId],
      };
    case 'ReservationConfirmed':
      return { ...state, status: 'confirmed' };
    case 'ReservationCancelled':
    case 'OptionExpired':
      return { ...state, status: 'cancelled' };
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
    case 'BankDetailsSent':
    case 'ConfirmationSent':
      return state;
  }
}
