import { addDays } from '../../common/dates.js';
import { writeBoatDates, type WriteDeps } from '../boat-writes.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { availabilitySpec } from './decide.js';
import { availabilityStreamId, type BlockKind } from './events.js';
import { findBlock, getBlock } from './read.js';

/** Moves a block of a boat's calendar or changes its kind or note (what is not sent stays). */
export async function changeBlock(
  deps: WriteDeps,
  id: string,
  body: { start_date: string; end_date: string; kind?: BlockKind; note?: string | null },
  ctx: RequestContext,
  owner: OwnerScope,
) {
  const current = await findBlock(deps.sql, id, owner);
  const end = addDays(body.end_date, 1);
  await writeBoatDates(
    deps.sql,
    { boatId: current.boatId, start: body.start_date, end, exceptRef: id, asked: 'closed' },
    (tx) =>
      execute(
        tx,
        deps.store,
        availabilitySpec,
        availabilityStreamId(current.boatId),
        {
          type: 'ChangeBlock',
          data: {
            blockId: id,
            start: body.start_date,
            end,
            kind: body.kind ?? current.kind,
            note: body.note === undefined ? current.note : body.note?.trim() || null,
          },
        },
        metadataOf(ctx),
      ),
  );
  return getBlock(deps.sql, id, owner);
}
