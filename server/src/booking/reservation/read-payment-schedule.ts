import { istanbulDate } from '../../common/dates.js';
import type { Currency } from '../../common/money.js';
import type { Db } from '../../platform/db.js';
import { readableBoats } from '../../boats/read.js';
import { balanceDaysBefore } from '../../settings/read.js';
import { paymentSchedule, type PaymentSchedule, type ScheduleInput } from './payment-schedule.js';

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

/** A reservation's schedule input from its read-model row. */
export const scheduleInputOf = (r: ScheduleRow): ScheduleInput => ({
  start: r.start,
  bookedOn: istanbulDate(r.createdAt),
  optionUntil: r.optionUntil.toISOString(),
  currency: r.currency,
  total: Number(r.totalMinor),
  deposit: Number(r.depositMinor),
  paid: Number(r.paidMinor),
});

/**
 * A reservation's payment schedule as it stands (the settings' days before departure and the boat's
 * "paid on board" of now), for the charter contract and the visitor's page; undefined when there is
 * no such reservation.
 */
export async function readPaymentSchedule(db: Db, reservationId: string): Promise<PaymentSchedule | undefined> {
  const [[row], daysBefore] = await Promise.all([
    db<ScheduleRow[]>`
      select r.start_date::text as start, r.created_at, r.option_until, r.currency, r.total_minor, r.deposit_minor,
        r.paid_minor, b.balance_on_board
      from reservations r join ${readableBoats(db)} b on b.id = r.boat_id where r.id = ${reservationId}`,
    balanceDaysBefore(db),
  ]);
  return (
    row && paymentSchedule(scheduleInputOf(row), { balanceDaysBefore: daysBefore, balanceOnBoard: row.balanceOnBoard })
  );
}
