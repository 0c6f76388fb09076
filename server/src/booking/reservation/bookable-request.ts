import { daysBetween, type IsoDate } from '../../common/dates.js';
import type { Currency, DisplayCurrency, ExchangeRates } from '../../common/money.js';
import { capacityFor, quoteFrom, requireForRent, toIsoCurrency, type BookableBoat } from '../catalog.js';
import type { ChosenExtra, OfferedExtra, PricePeriod, Quote } from '../pricing.js';
import { requireBookableStay } from './decide/rules.js';
import type { Channel } from './events.js';

/** What a boat's bookings are decided on: its rent and capacity columns, price periods, extras and the rates. */
export interface BookingOffer {
  boat: Pick<BookableBoat, 'forRent' | 'guestsDay' | 'guestsNight'>;
  periods: readonly PricePeriod[];
  /** The boat's extras (mandatory first). */
  extras: readonly OfferedExtra[];
  rates: ExchangeRates;
}

/** What a quote or a booking asks for. */
export interface BookingRequest {
  start: IsoDate;
  end: IsoDate;
  guests: number;
  /** The currency the amounts are shown in. */
  currency: Currency;
  /** The optional extras chosen (the mandatory ones go in whatever is chosen). */
  extras: readonly ChosenExtra[];
  /** Who books: the website takes no booking for a boat off rent, the office may. */
  channel: Channel;
}

/**
 * Whether `request` can be booked on `offer`, and at what price: the one decision the website's quote,
 * its booking and the office's quote and booking all take, so a quote refuses exactly what its booking
 * would, with the same refusal. In this order: a boat off rent (website), the stay (bookable dates, at
 * least one guest, no more than the boat takes for those days: a day boat takes no nights), the price
 * (every day priced, the periods' minimum days), the extras chosen. A refusal is a `DomainError` or a
 * `PricingError`; whether the dates are free, and the hold limits, are not the request's own and are
 * decided by the booking's write.
 */
export function bookableQuote(offer: BookingOffer, request: BookingRequest, now: string): Quote {
  const { boat } = offer;
  if (request.channel === 'website') requireForRent(boat);
  const { start, end, guests } = request;
  requireBookableStay({ start, end, guests }, capacityFor(boat, daysBetween(start, end)), now);
  return quoteFrom(offer.periods, offer.rates, start, end, request.currency, {
    offered: offer.extras,
    chosen: request.extras,
    guests,
  });
}

/** A website quote's or booking's body as a request; a quote that names no guests asks for one. */
export function websiteRequest(body: {
  start: IsoDate;
  end: IsoDate;
  guests?: number;
  currency?: DisplayCurrency;
  extras?: readonly ChosenExtra[];
}): BookingRequest {
  return {
    start: body.start,
    end: body.end,
    guests: body.guests ?? 1,
    currency: toIsoCurrency(body.currency),
    extras: body.extras ?? [],
    channel: 'website',
  };
}
