import { addDays } from '../../common/dates.js';
import type { Currency } from '../../common/money.js';
import type { Db } from '../../platform/db.js';
import { readableBoats } from '../../boats/read.js';
import type { BookingTerms } from '../terms.js';
import { BALANCE_REMINDER_DAYS_BEFORE } from './payment-schedule.js';

/** The read-model columns a reservation's payment schedule is computed from. */
export interface ScheduleRow {
  start: string;
  createdAt: Date;
  optionUntil: Date;
  currency: Currency;
  totalMinor: number;
  depositMinor: number;
  paidMinor: number;
  balanceOnBoard: boolean;
}

/** A reservation the balance job looks at. */
export interface BalanceCandidate extends ScheduleRow {
  id: string;
  /** The booking's terms: their balance day and place bind (absent on bookings from before terms). */
  terms: BookingTerms | null;
}

/** The schedule columns of one reservation, or undefined. */
export async function scheduleRowOf(db: Db, reservationId: string): Promise<ScheduleRow | undefined> {
  const [row] = await db<ScheduleRow[]>`
      select r.start_date::text as start, r.created_at, r.option_until, r.currency, r.total_minor, r.deposit_minor,
        r.paid_minor, b.balance_on_board
      from reservations r join ${readableBoats(db)} b on b.id = r.boat_id where r.id = ${reservationId}`;
  return row;
}

/**
 * Confirmed reservations (and charters completed in the last week) with a balance left and not yet
 * marked overdue whose balance may be due within the reminder window: boarding at most the setting's
 * days plus a week ahead. The status and return-day index finds them.
 */
export async function balanceCandidates(db: Db, today: string, daysBefore: number): Promise<BalanceCandidate[]> {
  return db<BalanceCandidate[]>`
    select r.id, r.start_date::text as start, r.created_at, r.option_until, r.currency, r.total_minor,
      r.deposit_minor, r.paid_minor, b.balance_on_board, r.terms
    from reservations r join ${readableBoats(db)} b on b.id = r.boat_id
    where (r.status = 'confirmed' or (r.status = 'completed' and r.end_date >= ${addDays(today, -7)}::date))
      and r.paid_minor < r.total_minor and r.balance_overdue_on is null
      and r.start_date <= ${addDays(today, daysBefore + BALANCE_REMINDER_DAYS_BEFORE)}::date
    order by r.start_date, r.id`;
}
