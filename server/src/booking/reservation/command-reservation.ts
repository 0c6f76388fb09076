import type { Db } from '../../platform/db.js';
import { writeBoatDates } from '../boat-writes.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { reservationSpec, type ReservationCommand } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';
import { requireReservation } from './read-repository.js';
import type { Reservation } from './schemas.js';

/**
 * A write of a reservation's boat dates under the boat's lock (`writeBoatDates`); afterwards the
 * reactors (mail) look at the log.
 */
export async function writeReservation<T>(
  deps: Pick<ReservationDeps, 'sql' | 'reactions'>,
  target: { boatId: number; start: string; end: string; exceptRef?: string },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await writeBoatDates(deps.sql, { ...target, asked: 'stay' }, work);
  deps.reactions.kick();
  return result;
}

/** What a command on an existing reservation uses: the pool, the event store, the reactors to kick and settle. */
export type CommandDeps = Pick<ReservationDeps, 'sql' | 'store' | 'reactions'>;

/** Applies one command to an existing reservation the caller may see, and answers it as it is now. */
export async function commandReservation(
  deps: CommandDeps,
  id: string,
  owner: OwnerScope,
  ctx: RequestContext,
  cmd: ReservationCommand,
): Promise<Reservation> {
  const current = await requireReservation(deps.sql, id, owner);
  await writeReservation(deps, { boatId: current.boat.id, start: current.start, end: current.end }, (tx) =>
    execute(tx, deps.store, reservationSpec, reservationStreamId(id), cmd, metadataOf(ctx)),
  );
  // The office reads the reservation's mails right after (bank details, confirmation): queue them first.
  await deps.reactions.settle();
  return requireReservation(deps.sql, id, owner);
}
