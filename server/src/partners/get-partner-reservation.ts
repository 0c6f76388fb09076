import { findReservation } from '../booking/reservation/read.js';
import type { PartnerCaller } from './authenticate-partner.js';
import type { PartnersDeps } from './deps.js';
import type { PartnerReservation } from './partner-schemas.js';
import { ownReservation, toPartnerReservation } from './partner-reservation.js';

/** One of the partner's own reservations; another partner's or a website booking is a 404. */
export async function getPartnerReservation(
  deps: Pick<PartnersDeps, 'sql'>,
  caller: PartnerCaller,
  id: string,
): Promise<PartnerReservation> {
  return toPartnerReservation(ownReservation(await findReservation(deps.sql, id, null), caller));
}
