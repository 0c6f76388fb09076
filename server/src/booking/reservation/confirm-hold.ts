import { retryTransient } from '../../platform/transient.js';
import { execute } from '../command-handler.js';
import { metadataOf, type RequestContext } from '../context.js';
import { NotFound } from '../errors.js';
import { reservationSpec } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';
import { requireReservation } from './read-repository.js';

/**
 * The visitor confirms a flood-time hold through the mailed link: the option then runs its
 * normal time. A wrong token answers as an unknown reservation.
 */
export async function confirmHold(
  deps: Pick<ReservationDeps, 'sql' | 'store' | 'holdTokens'>,
  id: string,
  token: string,
  ctx: RequestContext,
): Promise<{ reference: string; optionUntil: string; boatName: string }> {
  if (!deps.holdTokens?.verify(id, token)) throw new NotFound('Rezervasyon bulunamadı.');
  await retryTransient(() =>
    deps.sql.begin((tx) =>
      execute(
        tx,
        deps.store,
        reservationSpec,
        reservationStreamId(id),
        { type: 'ConfirmHold', data: {}, metadata: { now: ctx.now } },
        metadataOf(ctx),
      ),
    ),
  );
  const r = await requireReservation(deps.sql, id, null);
  return { reference: r.reference, optionUntil: r.optionUntil, boatName: r.boat.name };
}
