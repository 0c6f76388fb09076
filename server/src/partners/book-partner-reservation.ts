import { IdempotencyKeyReused } from '../booking/errors.js';
import { findReservation } from '../booking/reservation/read.js';
import type { PartnerCaller } from './authenticate-partner.js';
import type { RequestContext } from './context.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import type { PartnerBookingBody, PartnerReservation } from './partner-schemas.js';
import { ownReservation, toPartnerReservation } from './partner-reservation.js';
import { partnerOptionsClaim, partnerOptionsRefusal } from './repository.js';

/**
 * A partner's option: the website's booking use case and decision (`bookReservation`: the same quote,
 * terms, dates check, iCal re-read and one statement), as channel 'partner' with the partner's
 * reference, its commission in the terms, and its limit of live options instead of the anonymous
 * hold limits. The Idempotency-Key is required: the same key and body answer the same reservation
 * (`created: false`), the same key with another body is a 409.
 */
export async function bookPartnerReservation(
  deps: Pick<PartnersDeps, 'sql' | 'bookings'>,
  caller: PartnerCaller,
  body: PartnerBookingBody,
  idempotencyKey: string | undefined,
  ctx: RequestContext,
): Promise<{ created: boolean; reservation: PartnerReservation }> {
  if (idempotencyKey === undefined || idempotencyKey === '') throw PartnersError.idempotencyKeyMissing();
  const { partnerReference, ...booking } = body;
  let answer;
  try {
    answer = await deps.bookings.book(booking, ctx, idempotencyKey, {
      id: caller.id,
      reference: partnerReference?.trim() ?? null,
      commissionPercent: caller.commissionPercent,
      claim: (reservationId) => partnerOptionsClaim(caller.id, caller.maxLiveOptions, ctx.now, reservationId),
      asRefusal: (e) => {
        const refused = partnerOptionsRefusal(e);
        return refused && PartnersError.tooManyOptions(caller.maxLiveOptions, refused.seconds);
      },
    });
  } catch (e) {
    if (e instanceof IdempotencyKeyReused) throw PartnersError.idempotencyConflict();
    throw e;
  }
  const r = ownReservation(await findReservation(deps.sql, answer.booking.id, null), caller);
  return { created: answer.created, reservation: toPartnerReservation(r) };
}
