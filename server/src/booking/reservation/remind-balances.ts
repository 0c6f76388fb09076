import { addDays, istanbulDate } from '../../common/dates.js';
import { ConcurrencyError } from '../../eventstore/store.js';
import type { Db } from '../../platform/db.js';
import { retryTransient } from '../../platform/transient.js';
import { readableBoats } from '../../boats/read.js';
import { balanceDaysBefore } from '../../settings/read.js';
import { execute } from '../command-handler.js';
import { metadataOf, systemContext } from '../context.js';
import { reservationSpec, type ReservationCommand } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';
import { BALANCE_REMINDER_DAYS_BEFORE, balanceStep, paymentSchedule } from './payment-schedule.js';
import { scheduleInputOf, type ScheduleRow } from './read-payment-schedule.js';
import type { BookingTerms } from '../terms.js';

interface Candidate extends ScheduleRow {
  id: string;
  /** The booking's terms: their balance day and place bind (absent on bookings from before terms). */
  terms: BookingTerms | null;
}

/**
 * Confirmed reservations (and charters completed in the last week) with a balance left and not yet
 * marked overdue whose balance may be due within the reminder window: boarding at most the setting's
 * days plus a week ahead. The status and return-day index finds them.
 */
async function candidates(db: Db, today: string, daysBefore: number): Promise<Candidate[]> {
  return db<Candidate[]>`
    select r.id, r.start_date::text as start, r.created_at, r.option_until, r.currency, r.total_minor,
      r.deposit_minor, r.paid_minor, b.balance_on_board, r.terms
    from reservations r join ${readableBoats(db)} b on b.id = r.boat_id
    where (r.status = 'confirmed' or (r.status = 'completed' and r.end_date >= ${addDays(today, -7)}::date))
      and r.paid_minor < r.total_minor and r.balance_overdue_on is null
      and r.start_date <= ${addDays(today, daysBefore + BALANCE_REMINDER_DAYS_BEFORE)}::date
    order by r.start_date, r.id`;
}

/**
 * The daily job `reservations.balance`: for every confirmed reservation with a balance left, the
 * reminder of its step (a week before the due day, on the day) or the overdue mark once the day has
 * passed, each through the decider, which sends each reminder once per due day, none after payment,
 * and ignores a run that comes late or twice. The customer's mails follow from the events (the mail
 * reactor). `now` is the job's clock (tests pass their own).
 */
export async function remindBalances(
  deps: Pick<ReservationDeps, 'sql' | 'store' | 'reactions'>,
  now: string,
): Promise<{ reminded: number; overdue: number }> {
  const { sql } = deps;
  const today = istanbulDate(now);
  const daysBefore = await balanceDaysBefore(sql);
  const ctx = systemContext('reservations.balance', `balance-${now}`, now);
  let reminded = 0;
  let overdue = 0;
  for (const r of await candidates(sql, today, daysBefore)) {
    const balance = r.terms
      ? r.terms.balance
      : paymentSchedule(scheduleInputOf(r), { balanceDaysBefore: daysBefore, balanceOnBoard: r.balanceOnBoard })
          .balance;
    const step = balanceStep(balance.dueOn, balance.onBoard, today);
    if (step === null) continue;
    const cmd: ReservationCommand =
      step === 'overdue'
        ? { type: 'MarkBalanceOverdue', data: { dueOn: balance.dueOn, onBoard: balance.onBoard }, metadata: { now } }
        : { type: 'RemindBalance', data: { stage: step, dueOn: balance.dueOn }, metadata: { now } };
    // One reservation per transaction; one written meanwhile (a payment) is looked at again tomorrow.
    const result = await retryTransient(() =>
      sql.begin((tx) => execute(tx, deps.store, reservationSpec, reservationStreamId(r.id), cmd, metadataOf(ctx))),
    ).catch((e: unknown) => {
      if (e instanceof ConcurrencyError) return null;
      throw e;
    });
    if (!result?.events.length) continue;
    if (step === 'overdue') overdue++;
    else reminded++;
  }
  if (reminded + overdue > 0) deps.reactions.kick();
  return { reminded, overdue };
}
