import type { EventStore } from '../../eventstore/store.js';
import type { Db } from '../../platform/db.js';
import { execute, inSequence } from '../command-handler.js';
import { metadataOf, type RequestContext } from '../context.js';
import { reservationSpec, type ReservationCommand } from './decide.js';
import { reservationStreamId, type ExternalConflict } from './events.js';

/** Another platform's event over a reservation, as an iCal import found it. */
export interface FoundConflict {
  reservationId: string;
  clash: ExternalConflict;
}

/**
 * Flags each clash on its reservation through the one command path, in the caller's transaction (the
 * import's, under the boat's lock, so the blocks and the flags commit together). Every import asks
 * again for every clash it sees; the decider appends `ExternalConflictFound` only for a clash the
 * reservation does not know yet, and only while it is open. Returns how many were new. The office's
 * mail follows from the event (the mail reactor).
 */
export async function flagExternalConflicts(
  tx: Db,
  store: EventStore,
  found: readonly FoundConflict[],
  ctx: RequestContext,
): Promise<number> {
  const byReservation = new Map<string, ExternalConflict[]>();
  for (const f of found) byReservation.set(f.reservationId, [...(byReservation.get(f.reservationId) ?? []), f.clash]);
  let flagged = 0;
  // In id order: two imports of one boat are serialised by its lock anyway; the order keeps rows locked alike.
  for (const [id, clashes] of [...byReservation].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const commands = clashes.map((clash): ReservationCommand => ({
      type: 'FlagExternalConflict',
      data: clash,
      metadata: { now: ctx.now },
    }));
    const { events } = await execute(
      tx,
      store,
      inSequence(reservationSpec),
      reservationStreamId(id),
      commands,
      metadataOf(ctx),
    );
    flagged += events.length;
  }
  return flagged;
}
