import type { OwnerScope, RequestContext } from '../context.js';
import { commandReservation } from './command-reservation.js';
import type { ReservationDeps } from './deps.js';
import type { Reservation } from './schemas.js';

/** The office sends the customer the bank details and the amount due (the mail reacts to the event). */
export function sendBankDetails(
  deps: ReservationDeps,
  id: string,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  return commandReservation(deps, id, owner, ctx, { type: 'SendBankDetails', data: {}, metadata: { now: ctx.now } });
}
