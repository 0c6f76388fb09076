import { daysBetween } from '../src/common/dates.js';
import type { Quote } from '../src/booking/pricing.js';
import { decideReservation } from '../src/booking/reservation/decide.js';
import type { ReservationEvent } from '../src/booking/reservation/events.js';
import { evolveReservation, initialReservationState } from '../src/booking/reservation/state.js';
import { decider } from './decider.js';

/** The reservation decider as given/when/then (`decider.ts`). */
export const givenReservation = decider({
  decide: decideReservation,
  evolve: evolveReservation,
  initial: initialReservationState,
});

/** The decider tests' clock. */
export const NOW = '2027-05-01T09:00:00.000Z';
export const RATES = { USD: '41.50', EUR: '48.20', GBP: '55.10' };

/** A euro quote of `total` for [start, end): 20% deposit, no extras. */
export const quoteOf = (start: string, end: string, total: number): Quote => ({
  start,
  end,
  days: daysBetween(start, end),
  currency: 'EUR',
  total,
  deposit: total / 5,
  balance: total - total / 5,
  lines: [],
  extras: [],
  display: { currency: 'EUR', total, deposit: total / 5, balance: total - total / 5 },
  rates: RATES,
});

type RequestedEvent = Extract<ReservationEvent, { type: 'ReservationRequested' }>;
type Requested = RequestedEvent['data'];

/** A website booking r1 of boat 7, 10–13 July 2027, six guests, 4 500 €; `over` changes any of it. */
export const requestedEvent = (over: Partial<Requested> = {}): RequestedEvent => ({
  type: 'ReservationRequested',
  data: {
    reservationId: 'r1',
    reference: 'FT-27-0001',
    boatId: 7,
    customerId: 'c1',
    start: '2027-07-10',
    end: '2027-07-13',
    guests: 6,
    quote: quoteOf('2027-07-10', '2027-07-13', 450_000),
    optionUntil: '2027-05-03T09:00:00.000Z',
    channel: 'website',
    platformRef: null,
    note: null,
    ...over,
  },
});
