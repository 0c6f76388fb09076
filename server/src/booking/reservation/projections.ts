import { foldProjection } from '../../eventstore/fold-projection.js';
import type { JsonRow } from '../../eventstore/json-rows.js';
import type { EventRecord } from '../../eventstore/types.js';
import { RESERVATION_EVENT_TYPES, type MoneyEntry, type ReservationEvent } from './events.js';
import { truncatePayments, truncateReservations } from './projections-repository.js';
import { conflictsOver } from './state.js';

const idOf = (streamId: string) => streamId.slice('reservation-'.length);

/** One row per reservation as the back office lists it; folded from the reservation's events. */
export function foldReservationRow(row: JsonRow | undefined, e: EventRecord<ReservationEvent>): JsonRow {
  const at = e.metadata.at;
  const base = { ...row, updated_at: at, version: e.version };
  switch (e.type) {
    case 'ReservationRequested': {
      const d = e.data as Extract<ReservationEvent, { type: 'ReservationRequested' }>['data'];
      return {
        id: d.reservationId,
        reference: d.reference,
        boat_id: d.boatId,
        customer_id: d.customerId,
        status: 'option',
        start_date: d.start,
        end_date: d.end,
        guests: d.guests,
        currency: d.quote.currency,
        total_minor: d.quote.total,
        deposit_minor: d.quote.deposit,
        paid_minor: 0,
        display_currency: d.quote.display.currency,
        display_total_minor: d.quote.display.total,
        rates: d.quote.rates,
        quote: d.quote,
        terms: d.terms ?? null,
        balance_due_on: d.terms?.balance.dueOn ?? null,
        option_until: d.optionUntil,
        channel: d.channel,
        platform_ref: d.platformRef,
        partner_id: d.partner?.id ?? null,
        partner_reference: d.partner?.reference ?? null,
        note: d.note,
        language: d.language ?? 'tr',
        ical_unchecked: d.icalUnchecked ?? null,
        cancel_reason: null,
        cancel_note: null,
        confirmed_at: null,
        cancelled_at: null,
        completed_at: null,
        bank_details_sent_at: null,
        confirmation_sent_at: null,
        refund: null,
        refunded_minor: 0,
        cancellation_request: null,
        balance_overdue_on: null,
        external_conflicts: null,
        created_at: at,
        updated_at: at,
        version: e.version,
      };
    }
    case 'ReservationDetailsChanged': {
      const d = e.data as Extract<ReservationEvent, { type: 'ReservationDetailsChanged' }>['data'];
      return {
        ...base,
        ...(d.guests !== undefined ? { guests: d.guests } : {}),
        ...(d.note !== undefined ? { note: d.note } : {}),
        ...(d.platformRef !== undefined ? { platform_ref: d.platformRef } : {}),
      };
    }
    case 'ReservationRescheduled': {
      const d = e.data as Extract<ReservationEvent, { type: 'ReservationRescheduled' }>['data'];
      return {
        ...base,
        start_date: d.start,
        end_date: d.end,
        total_minor: d.quote.total,
        deposit_minor: d.quote.deposit,
        display_currency: d.quote.display.currency,
        display_total_minor: d.quote.display.total,
        rates: d.quote.rates,
        quote: d.quote,
        ...(d.terms ? { terms: d.terms, balance_due_on: d.terms.balance.dueOn } : {}),
        balance_overdue_on: null,
        external_conflicts: stillOver(row?.external_conflicts, d.start, d.end),
      };
    }
    case 'ExtrasChanged': {
      const d = e.data as Extract<ReservationEvent, { type: 'ExtrasChanged' }>['data'];
      return {
        ...base,
        total_minor: d.quote.total,
        deposit_minor: d.quote.deposit,
        display_currency: d.quote.display.currency,
        display_total_minor: d.quote.display.total,
        rates: d.quote.rates,
        quote: d.quote,
        ...(d.terms ? { terms: d.terms, balance_due_on: d.terms.balance.dueOn } : {}),
      };
    }
    case 'HoldConfirmed': {
      const d = e.data as Extract<ReservationEvent, { type: 'HoldConfirmed' }>['data'];
      return { ...base, option_until: d.optionUntil };
    }
    case 'BankDetailsSent':
      return { ...base, bank_details_sent_at: at };
    case 'PaymentRecorded': {
      const d = e.data as Extract<ReservationEvent, { type: 'PaymentRecorded' }>['data'];
      const paid = Number(row?.paid_minor ?? 0) + (d.counted ?? d.amount);
      // Paid in full: no longer overdue.
      return {
        ...base,
        paid_minor: paid,
        ...(paid >= Number(row?.total_minor ?? 0) ? { balance_overdue_on: null } : {}),
      };
    }
    case 'ReservationConfirmed':
      return { ...base, status: 'confirmed', confirmed_at: at };
    case 'ConfirmationSent':
      return { ...base, confirmation_sent_at: at };
    case 'ReservationCancelled': {
      const d = e.data as Extract<ReservationEvent, { type: 'ReservationCancelled' }>['data'];
      return {
        ...base,
        status: 'cancelled',
        cancelled_at: at,
        cancel_reason: d.reason,
        cancel_note: d.note,
        cancellation_request: null,
        balance_overdue_on: null,
        external_conflicts: null,
      };
    }
    case 'OptionExpired':
      return {
        ...base,
        status: 'cancelled',
        cancelled_at: at,
        cancel_reason: 'option_expired',
        cancel_note: null,
        cancellation_request: null,
        external_conflicts: null,
      };
    case 'CancellationRequested': {
      const d = e.data as Extract<ReservationEvent, { type: 'CancellationRequested' }>['data'];
      return { ...base, cancellation_request: { requestedAt: at, refund: d.refund } };
    }
    case 'CancellationRequestRefused':
      return { ...base, cancellation_request: null };
    case 'PassengerListReminded':
    case 'PassengerListSaved':
    case 'VisitorLinkChanged':
      return base;
    case 'ReservationCompleted':
      return { ...base, status: 'completed', completed_at: at };
    case 'RefundDue': {
      const d = e.data as Extract<ReservationEvent, { type: 'RefundDue' }>['data'];
      return { ...base, refund: d };
    }
    case 'RefundPaid': {
      const d = e.data as Extract<ReservationEvent, { type: 'RefundPaid' }>['data'];
      return { ...base, refunded_minor: Number(row?.refunded_minor ?? 0) + d.amount };
    }
    case 'BalanceReminderSent':
      return base;
    case 'BalanceOverdue': {
      const d = e.data as Extract<ReservationEvent, { type: 'BalanceOverdue' }>['data'];
      return { ...base, balance_overdue_on: d.dueOn };
    }
    case 'ExternalConflictFound': {
      const d = e.data as Extract<ReservationEvent, { type: 'ExternalConflictFound' }>['data'];
      const found: ShownConflict = {
        source: d.source,
        start: d.start,
        end: d.end,
        uid: d.uid ?? null,
        summary: d.summary ?? null,
        foundAt: at,
      };
      return { ...base, external_conflicts: [...shown(row?.external_conflicts), found] };
    }
    case 'ExternalConflictsDismissed':
      return { ...base, external_conflicts: null };
  }
}

/** A clash as `reservations.external_conflicts` keeps it until dismissed (`Reservation.externalConflicts`). */
interface ShownConflict {
  source: string;
  start: string;
  end: string;
  uid: string | null;
  summary: string | null;
  foundAt: string;
}

const shown = (value: unknown): ShownConflict[] => (Array.isArray(value) ? (value as ShownConflict[]) : []);

/** The warnings still over new dates [start, end); none left is no warning (null). */
function stillOver(value: unknown, start: string, end: string): ShownConflict[] | null {
  const left = conflictsOver(shown(value), start, end);
  return left.length ? left : null;
}

export const reservationsListProjection = foldProjection({
  name: 'reservations',
  creates: ['ReservationRequested'],
  handles: RESERVATION_EVENT_TYPES,
  table: 'reservations',
  key: 'id',
  keyType: 'uuid',
  conflict: ['id'],
  keyInStream: true,
  keyOf: (e) => idOf(e.streamId),
  fold: (row, e) => foldReservationRow(row, e as EventRecord<ReservationEvent>),
  reset: truncateReservations,
});

/** Payments ("transactions"): one row per recorded payment, and per refund paid out (a negative amount). */
export const paymentsProjection = foldProjection({
  name: 'payments',
  creates: ['PaymentRecorded', 'RefundPaid'],
  handles: ['PaymentRecorded', 'RefundPaid'],
  table: 'payments',
  key: 'id',
  keyType: 'uuid',
  conflict: ['id'],
  // One event, in its reservation's stream.
  keyInStream: true,
  keyOf: (e) => (e.data as { paymentId: string }).paymentId,
  fold: (_row, event) => {
    const e = event as EventRecord<Extract<ReservationEvent, { type: 'PaymentRecorded' | 'RefundPaid' }>>;
    const refund = e.type === 'RefundPaid';
    const d: MoneyEntry = e.data;
    return {
      id: d.paymentId,
      reservation_id: idOf(e.streamId),
      kind: refund ? 'refund' : 'payment',
      amount_minor: refund ? -d.amount : d.amount,
      currency: d.currency,
      method: d.method,
      reference: d.reference,
      received_on: refund ? (e.data as { paidOn: string }).paidOn : (e.data as { receivedOn: string }).receivedOn,
      recorded_at: e.metadata.at,
      recorded_by: e.metadata.actor,
    };
  },
  reset: truncatePayments,
});
