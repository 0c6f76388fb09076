import { daysBetween, istanbulDate, trDate, type IsoDate } from '../../../common/dates.js';
import { DomainError } from '../../errors.js';
import type { ReservationState } from '../state.js';

/** Time comes in with the command, never from the clock inside the domain. */
export interface Meta {
  now: string;
}

/** A reservation command: its type, its data and the time it is decided at. */
export type Command<Type extends string, Data> = { type: Type; data: Data; metadata: Meta };

/** The office's "müşteriye bildir" choice on an action that changes the customer's booking (issue 34). */
export interface Notify {
  /** true: the customer is mailed what changed; false: nothing is sent, the event says so. */
  notify: boolean;
}

/** A reservation that may still change: an option or a confirmed charter. */
export type Open = Extract<ReservationState, { status: 'option' | 'confirmed' }>;

/** How many days before boarding an incomplete passenger list is reminded of. */
export const PASSENGER_REMINDER_DAYS = 3;

export const NOT_FOUND = () => new DomainError('RESERVATION_NOT_FOUND', 'Rezervasyon bulunamadı.');

/** The reservation if it is open; `action` names what was asked in the refusal ("ödeme kaydı"). */
export function requireOpen(state: ReservationState, action: string): Open {
  if (state.status === 'none') throw NOT_FOUND();
  if (state.status === 'cancelled')
    throw new DomainError('RESERVATION_CANCELLED', `İptal edilmiş bir rezervasyonda ${action} yapılamaz.`);
  if (state.status === 'completed')
    throw new DomainError('RESERVATION_COMPLETED', `Tamamlanmış bir rezervasyonda ${action} yapılamaz.`);
  return state;
}

/** Whether a trip may be marked completed on `today` (Turkey's day): confirmed, and its last day reached. The office's screen offers it only then (`Reservation.canComplete`). */
export const mayComplete = (r: { status: string; end: IsoDate }, today: IsoDate): boolean =>
  r.status === 'confirmed' && today >= r.end;

/**
 * The dates a booking or a reschedule asks for: the return after the boarding day, boarding not in
 * the past. Pure, so a use case may ask it before pricing (a reversed or past range is then named as
 * such, not as "no price"); the decider asks it again on the state.
 */
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

export function requireCapacity(guests: number, capacity: number, days: number): void {
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

/** The option holds the dates until the deposit arrives, but never past the morning of departure. */
export function optionDeadline(now: string, hours: number, start: IsoDate): string {
  const held = Date.parse(now) + hours * 3_600_000;
  const departure = Date.parse(`${start}T00:00:00+03:00`);
  return new Date(Math.max(Date.parse(now), Math.min(held, departure))).toISOString();
}
