import { getExchangeRateStrings } from '../../settings/read.js';
import type { OwnerScope, RequestContext } from '../context.js';
import { commandReservation, type CommandDeps } from './command-reservation.js';
import type { Reservation } from './schemas.js';

/** The office sends the customer the bank details and the amount due (the mail reacts to the event). */
export async function sendBankDetails(
  deps: CommandDeps,
  id: string,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  // What is left of a balance paid at the day's rate is asked at the office's rates now.
  const rates = await getExchangeRateStrings(deps.sql);
  return commandReservation(deps, id, owner, ctx, {
    type: 'SendBankDetails',
    data: { rates },
    metadata: { now: ctx.now },
  });
}
