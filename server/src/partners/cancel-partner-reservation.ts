import { findReservation } from '../booking/reservation/read.js';
import type { PartnerCaller } from './authenticate-partner.js';
import type { RequestContext } from './context.js';
import type { PartnersDeps } from './deps.js';
import type { PartnerReservation } from './partner-schemas.js';
import { ownReservation, toPartnerReservation } from './partner-reservation.js';

/**
 * The partner cancels its own option (the decider refuses anything else with a 409: a confirmed booking
 * is the office's to cancel, with its refund). The guest is told as for any cancellation.
 */
export async function cancelPartnerReservation(
  deps: Pick<PartnersDeps, 'sql' | 'bookings'>,
  caller: PartnerCaller,
  id: string,
  ctx: RequestContext,
): Promise<PartnerReservation> {
  ownReservation(await findReservation(deps.sql, id, null), caller);
  const r = await deps.bookings.cancel(id, ctx, { reason: 'customer', note: null, notify: true, optionOnly: true });
  return toPartnerReservation(r);
}
