import { daysBetween } from '../../../common/dates.js';
import { formatMoney } from '../../../common/money.js';
import { DomainError } from '../../errors.js';
import type { ExtraLine } from '../../pricing.js';
import type { EventData, ReservationEvent } from '../events.js';
import type { ReservationState } from '../state.js';
import {
  overCapacityMessage,
  requireBookableDates,
  requireCapacity,
  requireOpen,
  type Command,
  type Notify,
} from './rules.js';

/** The office changes the guests, the note or the other platform's number; `capacity`: the boat's for the reservation's days. */
export type ChangeReservationDetails = Command<
  'ChangeReservationDetails',
  EventData<'ReservationDetailsChanged'> & { capacity: number }
>;

/**
 * New dates with their price and terms. `capacity`: the boat's for the new days, when the guests stay as
 * they are (a details change in the same request checks its own).
 */
export type RescheduleReservation = Command<
  'RescheduleReservation',
  Pick<EventData<'ReservationRescheduled'>, 'start' | 'end' | 'quote' | 'terms'> & { capacity?: number } & Notify
>;

/** The reservation's quote with the extras it should have now (priced by the use case), and its terms. */
export type ChangeExtras = Command<'ChangeExtras', Pick<EventData<'ExtrasChanged'>, 'quote' | 'terms'> & Notify>;

export function decideChangeReservationDetails(
  command: ChangeReservationDetails,
  state: ReservationState,
): ReservationEvent[] {
  const open = requireOpen(state, 'değişiklik');
  const d = command.data;
  const changes: EventData<'ReservationDetailsChanged'> = {};
  if (d.guests !== undefined && d.guests !== open.guests) {
    requireCapacity(d.guests, d.capacity, daysBetween(open.start, open.end));
    changes.guests = d.guests;
  }
  if (d.note !== undefined) changes.note = d.note;
  if (d.platformRef !== undefined) changes.platformRef = d.platformRef;
  return Object.keys(changes).length ? [{ type: 'ReservationDetailsChanged', data: changes }] : [];
}

export function decideRescheduleReservation(
  command: RescheduleReservation,
  state: ReservationState,
): ReservationEvent[] {
  const open = requireOpen(state, 'tarih değişikliği');
  const d = command.data;
  if (d.start === open.start && d.end === open.end) return [];
  requireBookableDates(d.start, d.end, command.metadata.now);
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

export function decideChangeExtras(command: ChangeExtras, state: ReservationState): ReservationEvent[] {
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
