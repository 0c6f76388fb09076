import { ConcurrencyError } from '../../eventstore/store.js';
import { retryTransient } from '../../platform/transient.js';
import { lockBoatDates } from '../boat-lock.js';
import { execute } from '../command-handler.js';
import { metadataOf, systemContext } from '../context.js';
import { finishedCharters, lapsedOptions, type Candidate } from './candidates-repository.js';
import { reservationSpec, type ReservationCommand } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';

/**
 * The job `reservations.sweep`: expires lapsed unpaid options and completes finished charters,
 * each through the decider (which ignores a reservation paid or changed meanwhile); returns how many changed.
 */
export async function sweepOptions(
  deps: Pick<ReservationDeps, 'sql' | 'store'>,
  now: string,
): Promise<{ expired: number; completed: number }> {
  const { sql } = deps;
  const ctx = systemContext('reservations.sweep', `sweep-${now}`, now);
  const lapsed = await lapsedOptions(sql, now);
  const finished = await finishedCharters(sql, now);
  /** One reservation per transaction, under its boat's lock; a reservation changed meanwhile waits for the next sweep. */
  const apply = (r: Candidate, cmd: ReservationCommand) =>
    retryTransient(() =>
      sql.begin(async (tx) => {
        await lockBoatDates(tx, [r.boatId]);
        return execute(tx, deps.store, reservationSpec, reservationStreamId(r.id), cmd, metadataOf(ctx));
      }),
    ).catch((e: unknown) => {
      if (e instanceof ConcurrencyError) return null;
      throw e;
    });
  let expired = 0;
  let completed = 0;
  for (const r of lapsed) {
    if ((await apply(r, { type: 'ExpireOption', data: {}, metadata: { now } }))?.events.length) expired++;
  }
  for (const r of finished) {
    if ((await apply(r, { type: 'CompleteReservation', data: {}, metadata: { now } }))?.events.length) completed++;
  }
  return { expired, completed };
}
