import { overlaps, type IsoDate } from '../../common/dates.js';
import type { Currency } from '../../common/money.js';
import type { ExtraLine } from '../pricing.js';
import type { BookingTerms } from '../terms.js';
import type { ReservationEvent } from './events.js';

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
