import { randomUUID } from 'node:crypto';
import { execute } from '../command-handler.js';
import { metadataOf, type OwnerScope, type RequestContext } from '../context.js';
import { reservationSpec } from './decide.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';
import { writeReservation } from './command-reservation.js';
import { openReservation } from './open-reservation.js';
import { priceOfficeReservation } from './quote-office-reservation.js';
import { toIsoCurrency } from '../catalog.js';
import { readTermsContext, termsOf } from '../terms-context.js';
import { requireReservation } from './read-repository.js';
import type { OfficeReservationBody } from './office-schemas.js';
import type { Reservation } from './schemas.js';

/** The office records a booking (phone, walk-in, another platform), optionally confirmed at once. */
export async function bookOfficeReservation(
  deps: Pick<ReservationDeps, 'sql' | 'store' | 'reactions' | 'nextReference' | 'optionHours' | 'links'>,
  body: OfficeReservationBody,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Reservation> {
  const { sql } = deps;
  // Priced as the form's quote showed it: the boat's mandatory extras and the optional ones picked.
  const { boat, quote } = await priceOfficeReservation(sql, body, ctx.now, owner);
  // The terms the customer is told, decided once with the booking: paid in the currency the office chose.
  const terms = termsOf(await readTermsContext(sql, boat.id), quote, toIsoCurrency(body.currency), ctx.now);
  const reservationId = randomUUID();
  const reference = await deps.nextReference(ctx.now);
  await writeReservation(deps, { boatId: boat.id, start: body.start, end: body.end }, async (tx) => {
    await openReservation(
      deps,
      tx,
      {
        reservationId,
        reference,
        customerId: randomUUID(),
        customer: { name: body.customer.name, email: body.customer.email ?? null, phone: body.customer.phone ?? null },
        boat,
        quote,
        terms,
        start: body.start,
        end: body.end,
        guests: body.guests,
        optionHours: body.optionHours ?? deps.optionHours,
        channel: body.channel ?? 'office',
        platformRef: body.platformRef ?? null,
        note: body.note,
      },
      ctx,
    );
    if (body.confirm) {
      await execute(
        tx,
        deps.store,
        reservationSpec,
        reservationStreamId(reservationId),
        { type: 'ConfirmReservation', data: {}, metadata: { now: ctx.now } },
        metadataOf(ctx),
      );
    }
  });
  await deps.reactions.settle(); // the office's mail list shows the booking's mails at once
  return requireReservation(sql, reservationId, owner);
}
