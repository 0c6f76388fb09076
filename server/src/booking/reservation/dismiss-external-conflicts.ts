import type { OwnerScope, RequestContext } from '../context.js';
import { commandReservation, type CommandDeps } from './command-reservation.js';
import type { Reservation } from './schemas.js';

/**
 * The office has settled (or seen) the clashes with another platform's calendar and takes the warning
 * off the reservation; the same clashes are not flagged again, a new one is.
 */
export function dismissExternalConflicts(
  deps: CommandDeps,
  id: string,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  return commandReservation(deps, id, owner, ctx, {
    type: 'DismissExternalConflicts',
    data: {},
    metadata: { now: ctx.now },
  });
}
