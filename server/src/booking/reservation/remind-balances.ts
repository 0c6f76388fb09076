import { istanbulDate } from '../../common/dates.js';
import { ConcurrencyError } from '../../eventstore/store.js';
import { retryTransient } from '../../platform/transient.js';
import { balanceDaysBefore } from '../../settings/read.js';
import { execute } from '../command-handler.js';
import { metadataOf, systemContext } from '../context.js';
import { reservationSpec, type ReservationCommand } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';
import { balanceStep, paymentSchedule } from './payment-schedule.js';
import { scheduleInputOf } from './read-payment-schedule.js';
import { balanceCandidates } from './schedule-repository.js';

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
  for (const r of await balanceCandidates(sql, today, daysBefore)) {
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
