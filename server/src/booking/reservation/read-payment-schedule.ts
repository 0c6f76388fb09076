import { istanbulDate } from '../../common/dates.js';
import type { Db } from '../../platform/db.js';
import { balanceDaysBefore } from '../../settings/read.js';
import { paymentSchedule, type PaymentSchedule, type ScheduleInput } from './payment-schedule.js';
import { scheduleRowOf, type ScheduleRow } from './schedule-repository.js';

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
  const [row, daysBefore] = await Promise.all([scheduleRowOf(db, reservationId), balanceDaysBefore(db)]);
  return (
    row && paymentSchedule(scheduleInputOf(row), { balanceDaysBefore: daysBefore, balanceOnBoard: row.balanceOnBoard })
  );
}
