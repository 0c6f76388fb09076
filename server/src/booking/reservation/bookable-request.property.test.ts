import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, istanbulDate } from '../../common/dates.js';
import { DomainError } from '../errors.js';
import { PricingError, type OfferedExtra, type Quote } from '../pricing.js';
import { bookableQuote, type BookingOffer, type BookingRequest } from './bookable-request.js';
import { decideReservation, type ReservationCommand } from './decide.js';
import { requireBookableDates } from './decide/rules.js';
import { initialReservationState } from './state.js';

const NOW = '2027-05-01T09:00:00.000Z';
const TODAY = istanbulDate(NOW);
const rates = { USD: '41.50', EUR: '48.20', GBP: '55.10' };

/** The refusal's code, or 'OK' with the quote. */
type Outcome = { code: string; message?: string; quote?: Quote };
function outcome(run: () => Quote | void): Outcome {
  try {
    const quote = run();
    return quote ? { code: 'OK', quote } : { code: 'OK' };
  } catch (e) {
    if (e instanceof DomainError || e instanceof PricingError) return { code: e.code, message: e.message };
    throw e;
  }
}

/**
 * The rules as the issue states them, written apart from the code: a boat off rent (website), the dates,
 * the guests against the capacity of a day trip or of nights, a price for every day, the longest minimum of
 * the periods touched, then each chosen extra in turn.
 */
function expectedCode(offer: BookingOffer, r: BookingRequest): string {
  if (r.channel === 'website' && !offer.boat.forRent) return 'NOT_FOR_RENT';
  if (r.end <= r.start) return 'INVALID_RANGE';
  if (r.start < TODAY) return 'PAST_DATES';
  const days = daysBetween(r.start, r.end);
  const capacity = days > 1 ? offer.boat.guestsNight : Math.max(offer.boat.guestsDay, offer.boat.guestsNight);
  if (r.guests < 1) return 'INVALID_GUESTS';
  if (r.guests > capacity) return 'GUESTS_OVER_CAPACITY';
  let minDays = 1;
  for (let i = 0; i < days; i++) {
    const day = addDays(r.start, i);
    const period = offer.periods.find((p) => p.start <= day && day < p.end);
    if (!period) return 'NO_PRICE';
    minDays = Math.max(minDays, period.minDays);
  }
  if (days < minDays) return 'MIN_DAYS';
  const seen = new Set<number>();
  for (const c of r.extras) {
    const extra = offer.extras.find((e) => e.id === c.extraId);
    if (!extra) return 'UNKNOWN_EXTRA';
    if (seen.has(c.extraId)) return 'EXTRA_DUPLICATE';
    seen.add(c.extraId);
    const max = extra.mandatory ? 1 : extra.maxQuantity;
    if (c.quantity < 1 || (max !== null && c.quantity > max)) return 'EXTRA_QUANTITY';
  }
  return 'OK';
}

const currency = fc.constantFrom('TRY' as const, 'EUR' as const, 'USD' as const, 'GBP' as const);
const offerArb = fc
  .record({
    forRent: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
    guestsDay: fc.integer({ min: 0, max: 12 }),
    // A day boat (no nights) one time in four.
    guestsNight: fc.oneof(
      { arbitrary: fc.constant(0), weight: 1 },
      { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 3 },
    ),
    firstPeriodDay: fc.integer({ min: -10, max: 10 }),
    periods: fc.array(
      fc.record({
        days: fc.integer({ min: 1, max: 30 }),
        gap: fc.constantFrom(0, 0, 0, 1, 3),
        amount: fc.integer({ min: 1_000, max: 500_000 }),
        currency,
        minDays: fc.constantFrom(1, 1, 2, 3, 5),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    extras: fc.array(
      fc.record({
        priceMinor: fc.integer({ min: 0, max: 50_000 }),
        currency,
        unit: fc.constantFrom('booking' as const, 'day' as const, 'person' as const, 'person_day' as const),
        mandatory: fc.boolean(),
        maxQuantity: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      }),
      { maxLength: 4 },
    ),
  })
  .map((o): BookingOffer => {
    let start = addDays(TODAY, o.firstPeriodDay);
    const periods = o.periods.map((p, i) => {
      const period = {
        id: i + 1,
        start: addDays(start, p.gap),
        end: addDays(start, p.gap + p.days),
        dailyPrice: { amount: p.amount, currency: p.currency },
        minDays: p.minDays,
      };
      start = period.end;
      return period;
    });
    const extras = o.extras
      .map((e, i): OfferedExtra => ({ id: 100 + i, name: `Ekstra ${i}`, nameEn: null, ...e }))
      // The boats module lists the mandatory ones first.
      .sort((a, b) => Number(b.mandatory) - Number(a.mandatory) || a.id - b.id);
    return { boat: { forRent: o.forRent, guestsDay: o.guestsDay, guestsNight: o.guestsNight }, periods, extras, rates };
  });
const requestArb = fc
  .record({
    startDay: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 40 }), weight: 5 },
      { arbitrary: fc.integer({ min: -3, max: -1 }), weight: 1 },
    ),
    days: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 7 }), weight: 6 },
      { arbitrary: fc.integer({ min: -2, max: 0 }), weight: 1 },
    ),
    guests: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 5 },
      { arbitrary: fc.integer({ min: 0, max: 14 }), weight: 1 },
    ),
    currency,
    // Ids 100-103 may be offered, 99 never is.
    extras: fc.array(
      fc.record({
        extraId: fc.oneof(
          { arbitrary: fc.integer({ min: 100, max: 103 }), weight: 6 },
          { arbitrary: fc.constant(99), weight: 1 },
        ),
        quantity: fc.oneof(
          { arbitrary: fc.integer({ min: 1, max: 2 }), weight: 6 },
          { arbitrary: fc.integer({ min: 0, max: 5 }), weight: 1 },
        ),
      }),
      { maxLength: 2 },
    ),
    channel: fc.constantFrom('website' as const, 'website' as const, 'office' as const),
  })
  .map((x): BookingRequest => ({
    start: addDays(TODAY, x.startDay),
    end: addDays(TODAY, x.startDay + x.days),
    guests: x.guests,
    currency: x.currency,
    extras: x.extras,
    channel: x.channel,
  }));

const requestReservation = (r: BookingRequest, capacity: number, quote: Quote): ReservationCommand => ({
  type: 'RequestReservation',
  data: {
    reservationId: 'r1',
    reference: 'FT-2027-00001',
    boatId: 7,
    capacity,
    customerId: 'c1',
    start: r.start,
    end: r.end,
    guests: r.guests,
    quote,
    optionHours: 48,
    channel: r.channel,
    platformRef: null,
    note: null,
  },
  metadata: { now: NOW },
});
const capacityOf = (offer: BookingOffer, r: BookingRequest) =>
  daysBetween(r.start, r.end) > 1 ? offer.boat.guestsNight : Math.max(offer.boat.guestsDay, offer.boat.guestsNight);

describe('bookableQuote: the one decision of the quote and the booking', () => {
  it('refuses what the rules refuse, in their order, and prices everything else', () => {
    fc.assert(
      fc.property(offerArb, requestArb, (offer, request) => {
        const got = outcome(() => bookableQuote(offer, request, NOW));
        expect(got.code).toBe(expectedCode(offer, request));
        if (got.quote) {
          expect(got.quote).toMatchObject({ start: request.start, end: request.end, currency: expect.any(String) });
          expect(got.quote.days).toBe(daysBetween(request.start, request.end));
          // Every mandatory extra is in, whatever was chosen.
          for (const e of offer.extras.filter((x) => x.mandatory))
            expect(got.quote.extras.map((l) => l.extraId)).toContain(e.id);
          expect(got.quote.display.currency).toBe(request.currency);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("ends a booking's pure steps exactly as the quote's: the decider refuses nothing the quote accepted, and every stay it refuses", () => {
    fc.assert(
      fc.property(offerArb, requestArb, (offer, request) => {
        // The quote route: the date rule first, then the decision.
        const quoted = outcome(() => {
          requireBookableDates(request.start, request.end, NOW);
          return bookableQuote(offer, request, NOW);
        });
        // The booking: the same, then the decider on the command it builds (in the write path).
        const booked = outcome(() => {
          requireBookableDates(request.start, request.end, NOW);
          const quote = bookableQuote(offer, request, NOW);
          decideReservation(requestReservation(request, capacityOf(offer, request), quote), initialReservationState);
          return quote;
        });
        expect(booked).toEqual(quoted);
      }),
      { numRuns: 3000 },
    );
  });

  it('the decider alone refuses, with the same code and sentence, every request whose stay the decision refuses', () => {
    const stayCodes = ['INVALID_RANGE', 'PAST_DATES', 'INVALID_GUESTS', 'GUESTS_OVER_CAPACITY'];
    fc.assert(
      fc.property(offerArb, requestArb, (offer, request) => {
        const office = { ...request, channel: 'office' as const };
        const decided = outcome(() => bookableQuote(offer, office, NOW));
        if (!stayCodes.includes(decided.code)) return;
        // Whatever quote the command carries (a stale or forged one), the write path refuses the stay itself.
        const anyQuote = { days: 1 } as Quote;
        const written = outcome(() => {
          decideReservation(requestReservation(office, capacityOf(offer, office), anyQuote), initialReservationState);
        });
        expect(written).toEqual({ code: decided.code, message: decided.message });
      }),
      { numRuns: 3000 },
    );
  });
});
