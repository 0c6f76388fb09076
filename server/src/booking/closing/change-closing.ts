import { addDays } from '../../common/dates.js';
import { writeBoatDates, type WriteDeps } from '../boat-writes.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { ConcurrencyConflict } from '../errors.js';
import { closingSpec } from './decide.js';
import { closingStreamId, type ClosingKind } from './events.js';
import { getClosing, type Closing } from './read.js';

/** The office moves a closing or changes its kind or note; `expectedVersion` guards against a stale screen. */
export async function changeClosing(
  deps: WriteDeps,
  id: string,
  body: { start_date: string; end_date: string; kind: ClosingKind; note?: string | null; expectedVersion?: number },
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Closing> {
  const current = await getClosing(deps.sql, id, owner);
  if (body.expectedVersion !== undefined && body.expectedVersion !== current.version)
    throw new ConcurrencyConflict('record');
  const end = addDays(body.end_date, 1);
  await writeBoatDates(
    deps.sql,
    { boatId: current.boat.id, start: body.start_date, end, exceptRef: id, asked: 'closed' },
    (tx) =>
      execute(
        tx,
        deps.store,
        closingSpec,
        closingStreamId(id),
        {
          type: 'ChangeClosing',
          data: { start: body.start_date, end, kind: body.kind, note: body.note?.trim() || null },
          metadata: { now: ctx.now },
        },
        metadataOf(ctx),
      ),
  );
  return getClosing(deps.sql, id, owner);
}
