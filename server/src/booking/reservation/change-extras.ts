import { balanceDaysBefore } from '../../settings/read.js';
import { retermed } from '../terms.js';
import { extrasOf } from '../../boats/read.js';
import { daysBetween, istanbulDate } from '../../common/dates.js';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { ConcurrencyConflict } from '../errors.js';
import { offeredWithAgreed, priceExtras, withExtras } from '../pricing.js';
import { writeReservation } from './command-reservation.js';
import { reservationSpec } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';
import { requireQuote, requireReservation } from './read-repository.js';
import type { ExtrasBody } from './office-schemas.js';
import type { Reservation } from './schemas.js';

/**
 * The office sets a reservation's extras: the boat's mandatory ones and the optional ones chosen, priced
 * with the reservation's days, guests, currency and kept exchange rates; an extra it already had keeps
 * its agreed unit price, a new one costs what the boat asks now; one the boat no longer offers can be kept
 * (at most as many, at the agreed price) or dropped. Priced under the boat's lock, so the
 * quote is the reservation's current one; `ExtrasChanged` carries the new total, deposit and balance,
 * which the customer is sent unless `notify` is false.
 */
export async function changeExtras(
  deps: Pick<ReservationDeps, 'sql' | 'store' | 'reactions'>,
  id: string,
  body: ExtrasBody,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  const { sql } = deps;
  const current = await requireReservation(sql, id, owner);
  if (body.expectedVersion !== undefined && body.expectedVersion !== current.version)
    throw new ConcurrencyConflict('reservation');
  await writeReservation(deps, { boatId: current.boat.id, start: current.start, end: current.end }, async (tx) => {
    const [now, stored, offered, daysBefore] = await Promise.all([
      requireReservation(tx, id, owner),
      requireQuote(tx, id),
      extrasOf(tx, current.boat.id),
      balanceDaysBefore(tx),
    ]);
    const lines = priceExtras({
      // An extra deleted from the boat since stays choosable for this reservation at its agreed price.
      offered: offeredWithAgreed(offered, stored.extras ?? []),
      chosen: body.extras,
      days: daysBetween(now.start, now.end),
      guests: now.guests,
      currency: stored.currency,
      rates: stored.rates,
      agreed: stored.extras ?? [],
    });
    await execute(
      tx,
      deps.store,
      reservationSpec,
      reservationStreamId(id),
      {
        type: 'ChangeExtras',
        data: {
          quote: withExtras(stored, lines),
          // New amounts are new terms; the payment currency, balance rule, policy and accounts agreed stay.
          terms: retermed(now.terms, withExtras(stored, lines), {
            start: now.start,
            bookedOn: istanbulDate(now.createdAt),
            balanceDaysBefore: daysBefore,
          }),
          notify: body.notify ?? true,
        },
        metadata: { now: ctx.now },
      },
      metadataOf(ctx),
    );
  });
  // The office reads the reservation's mails right after (the new terms): queue them first.
  await deps.reactions.settle();
  return requireReservation(sql, id, owner);
}
