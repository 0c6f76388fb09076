import { istanbulDate } from '../common/dates.js';
import { listReservations } from '../booking/reservation/read.js';
import type { PartnerCaller } from './authenticate-partner.js';
import type { PartnersDeps } from './deps.js';
import type { PartnerReservation, PartnerReservationListQuery } from './partner-schemas.js';
import { toPartnerReservation } from './partner-reservation.js';

/** A page of the partner's own reservations, newest first: the office's list filtered by the partner. */
export async function listPartnerReservations(
  deps: Pick<PartnersDeps, 'sql'>,
  caller: PartnerCaller,
  q: PartnerReservationListQuery,
  now: string,
): Promise<{ content: PartnerReservation[]; total: number; totalExact: boolean }> {
  const page = await listReservations(
    deps.sql,
    {
      skip: q.skip,
      take: q.take,
      order: 'newest',
      partner_id: caller.id,
      ...(q.status ? { status: q.status } : {}),
    },
    null,
    istanbulDate(now),
  );
  return { ...page, content: page.content.map(toPartnerReservation) };
}
