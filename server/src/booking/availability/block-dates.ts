import { randomUUID } from 'node:crypto';
import { addDays } from '../../common/dates.js';
import { writeBoatDates, type WriteDeps } from '../boat-writes.js';
import { boatById } from '../catalog.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { availabilitySpec } from './decide.js';
import { availabilityStreamId, type BlockKind } from './events.js';
import { getBlock } from './read.js';

/** The office or the owner closes a boat's own dates (a block of the boat's calendar). */
export async function blockDates(
  deps: WriteDeps,
  body: { boat_id: number; start_date: string; end_date: string; kind?: BlockKind; note?: string | null },
  ctx: RequestContext,
  owner: OwnerScope,
) {
  const boat = await boatById(deps.sql, body.boat_id, owner);
  const blockId = randomUUID();
  const end = addDays(body.end_date, 1);
  await writeBoatDates(deps.sql, { boatId: boat.id, start: body.start_date, end, asked: 'closed' }, (tx) =>
    execute(
      tx,
      deps.store,
      availabilitySpec,
      availabilityStreamId(boat.id),
      {
        type: 'BlockDates',
        data: {
          boatId: boat.id,
          blockId,
          start: body.start_date,
          end,
          kind: body.kind ?? 'unavailable',
          note: body.note?.trim() || null,
          uid: null,
        },
      },
      metadataOf(ctx),
    ),
  );
  return getBlock(deps.sql, blockId, owner);
}
