import { randomUUID } from 'node:crypto';
import { addDays } from '../../common/dates.js';
import { writeBoatDates, type WriteDeps } from '../boat-writes.js';
import { boatById } from '../catalog.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { closingSpec } from './decide.js';
import { closingStreamId, type ClosingKind } from './events.js';
import { getClosing, type Closing } from './read.js';

export interface ClosingBody {
  boat_id: number;
  start_date: string;
  /** The last closed day (inclusive). */
  end_date: string;
  kind: ClosingKind;
  note?: string | null;
}

/** The office closes a boat's dates by hand (a manual closing, "external" in the spec). */
export async function closeDates(
  deps: WriteDeps,
  body: ClosingBody,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Closing> {
  const boat = await boatById(deps.sql, body.boat_id, owner);
  const id = randomUUID();
  const end = addDays(body.end_date, 1);
  await writeBoatDates(deps.sql, { boatId: boat.id, start: body.start_date, end, asked: 'closed' }, (tx) =>
    execute(
      tx,
      deps.store,
      closingSpec,
      closingStreamId(id),
      {
        type: 'OpenClosing',
        data: {
          closingId: id,
          boatId: boat.id,
          start: body.start_date,
          end,
          kind: body.kind,
          note: body.note?.trim() || null,
        },
        metadata: { now: ctx.now },
      },
      metadataOf(ctx),
    ),
  );
  return getClosing(deps.sql, id, owner);
}
