import { writeBoatDates, type WriteDeps } from '../boat-writes.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { availabilitySpec } from './decide.js';
import { availabilityStreamId } from './events.js';
import { findBlock } from './read.js';

/** Removes a block of a boat's calendar: its dates are free at once. */
export async function unblockDates(deps: WriteDeps, id: string, ctx: RequestContext, owner: OwnerScope): Promise<void> {
  const current = await findBlock(deps.sql, id, owner);
  await writeBoatDates(
    deps.sql,
    { boatId: current.boatId, start: current.startDate, end: current.endDate, exceptRef: id, asked: 'closed' },
    (tx) =>
      execute(
        tx,
        deps.store,
        availabilitySpec,
        availabilityStreamId(current.boatId),
        { type: 'UnblockDates', data: { blockId: id } },
        metadataOf(ctx),
      ),
  );
}
