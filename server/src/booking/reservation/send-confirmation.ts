import type { OwnerScope, RequestContext } from '../context.js';
import { commandReservation, type CommandDeps } from './command-reservation.js';
import type { Reservation } from './schemas.js';

/** The office sends the confirmation (confirming an option first). */
export function sendConfirmation(
  deps: CommandDeps,
  id: string,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  return commandReservation(deps, id, owner, ctx, { type: 'SendConfirmation', data: {}, metadata: { now: ctx.now } });
}
