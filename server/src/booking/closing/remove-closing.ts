import { writeBoatDates, type WriteDeps } from '../boat-writes.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { closingSpec } from './decide.js';
import { closingStreamId } from './events.js';
import { getClosing, type Closing } from './read.js';

/** The office removes a closing: its dates are free at once. */
export async function removeClosing(
  deps: WriteDeps,
  id: string,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Closing> {
  const current = await getClosing(deps.sql, id, owner);
  await writeBoatDates(
    deps.sql,
    { boatId: current.boat.id, start: current.startDate, end: current.endDate, exceptRef: id, asked: 'closed' },
    (tx) =>
      execute(
        tx,
        deps.store,
        closingSpec,
        closingStreamId(id),
        { type: 'RemoveClosing', data: { reason: null }, metadata: { now: ctx.now } },
        metadataOf(ctx),
      ),
  );
  return getClosing(deps.sql, id, owner);
}
