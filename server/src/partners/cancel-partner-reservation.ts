import type { RequestContext } from '../booking/context.js';
import { commandReservation } from '../booking/reservation/command-reservation.js';
import { findReservation } from '../booking/reservation/read.js';
import type { PartnerCaller } from './authenticate-partner.js';
import type { PartnersDeps } from './deps.js';
import type { PartnerReservation } from './partner-schemas.js';
import { ownReservation, toPartnerReservation } from './partner-reservation.js';

/**
 * The partner cancels its own option (the decider refuses anything else with a 409: a confirmed booking
 * is the office's to cancel, with its refund). The guest is told as for any cancellation.
 */
export async function cancelPartnerReservation(
  deps: Pick<PartnersDeps, 'sql' | 'booking'>,
  caller: PartnerCaller,
  id: string,
  ctx: RequestContext,
): Promise<PartnerReservation> {
  ownReservation(await findReservation(deps.sql, id, null), caller);
  const r = await commandReservation(deps.booking, id, null, ctx, {
    type: 'CancelReservation',
    data: { reason: 'customer', note: null, notify: true, optionOnly: true },
    metadata: { now: ctx.now },
  });
  return toPartnerReservation(r);
}
