import { boatById, offerOf, toIsoCurrency, type BookableBoat } from '../catalog.js';
import type { OwnerScope, RequestContext } from '../context.js';
import { DomainError } from '../errors.js';
import type { Quote } from '../pricing.js';
import type { Db } from '../../platform/db.js';
import { bookableQuote } from './bookable-request.js';
import { optionDeadline, requireBookableDates } from './decide/rules.js';
import { readTermsContext, termsOf } from '../terms-context.js';
import type { BookingTerms } from '../terms.js';
import { termsStatement } from './terms-view.js';
import type { ReservationDeps } from './deps.js';
import type { OfficeQuoteBody } from './office-schemas.js';

/**
 * What an office booking of `body` costs: an active boat in the caller's scope, then the decision every
 * booking takes (`bookableQuote`: bookable dates, the guests the boat takes for those days, the days priced
 * with the boat's mandatory extras and the optional ones chosen; a boat off the website's rent may be
 * booked by the office). The office form shows it while it is filled in, and the booking is priced by the
 * same function, so the form's quote refuses what the booking would.
 */
export async function priceOfficeReservation(
  db: Db,
  body: OfficeQuoteBody,
  now: string,
  owner: OwnerScope,
): Promise<{ boat: BookableBoat; quote: Quote }> {
  const boat = await boatById(db, body.boat_id, owner);
  if (!boat.active) throw new DomainError('BOAT_INACTIVE', 'Pasif bir tekne için rezervasyon oluşturulamaz.');
  // The decider's date rule before pricing: a past or reversed range is named as such.
  requireBookableDates(body.start, body.end, now);
  const quote = bookableQuote(
    { boat, ...(await offerOf(db, boat.id)) },
    {
      start: body.start,
      end: body.end,
      guests: body.guests,
      currency: toIsoCurrency(body.currency),
      extras: body.extras ?? [],
      channel: 'office',
    },
    now,
  );
  return { boat, quote };
}

/** The office form's quote: nothing is written. */
export async function quoteOfficeReservation(
  deps: Pick<ReservationDeps, 'sql' | 'optionHours'>,
  body: OfficeQuoteBody & { optionHours?: number },
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<Quote & { terms: BookingTerms; statement: ReturnType<typeof termsStatement> }> {
  const { boat, quote } = await priceOfficeReservation(deps.sql, body, ctx.now, owner);
  // The terms the booking would be made under, as the office will read them once it is made (in Turkish).
  const terms = termsOf(await readTermsContext(deps.sql, boat.id), quote, toIsoCurrency(body.currency), ctx.now);
  const optionUntil = optionDeadline(ctx.now, body.optionHours ?? deps.optionHours, body.start);
  return { ...quote, terms, statement: termsStatement(terms, { paid: 0, optionUntil }, quote.rates, 'tr') };
}
