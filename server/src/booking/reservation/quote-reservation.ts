import type { RequestContext } from '../context.js';
import type { Quote } from '../pricing.js';
import { readTermsContext, termsOf } from '../terms-context.js';
import type { BookingTerms } from '../terms.js';
import { bookableQuote, websiteRequest } from './bookable-request.js';
import { optionDeadline, requireBookableDates } from './decide/rules.js';
import type { ReservationDeps } from './deps.js';
import type { QuoteBody } from './public-schemas.js';
import { termsStatement } from './terms-view.js';

/**
 * The website's quote for the boat `slug`: the decision its booking takes (`bookableQuote`), in the
 * booking's order, on the boat as it is now; nothing is written. It refuses what the booking of the same
 * body would, with the same code, sentence and status; only whether the dates are free, and the hold
 * limits, are left to the booking.
 */
export async function quoteReservation(
  deps: Pick<ReservationDeps, 'catalog' | 'sql' | 'optionHours'>,
  slug: string,
  body: QuoteBody,
  ctx: RequestContext,
): Promise<Quote & { terms: BookingTerms; statement: ReturnType<typeof termsStatement> }> {
  const request = websiteRequest(body);
  // Asked before the boat is read, as the booking asks it: a past or reversed range is named as such.
  requireBookableDates(request.start, request.end, ctx.now);
  // Read now rather than remembered: nothing checks a quote's inputs afterwards, as the booking's
  // statement checks its own.
  const inputs = await deps.catalog.forBooking(slug, { fresh: true });
  const quote = bookableQuote(inputs, request, ctx.now);
  // The terms a booking of this quote would get, said before submitting (the payment currency above all).
  const terms = termsOf(await readTermsContext(deps.sql, inputs.boat.id), quote, request.currency, ctx.now);
  const optionUntil = optionDeadline(ctx.now, deps.optionHours, request.start);
  return {
    ...quote,
    terms,
    statement: termsStatement(terms, { paid: 0, optionUntil }, quote.rates, body.language ?? 'tr'),
  };
}
