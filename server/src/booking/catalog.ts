import { addDays, istanbulDate } from '../common/dates.js';
import { DISPLAY_TO_ISO, type Currency, type DisplayCurrency, type ExchangeRates } from '../common/money.js';
import type { PricePeriod as PriceRow } from '../boats/price-schemas.js';
import {
  appliedCancellationPolicy,
  extrasOf,
  findActiveBoatBySlug,
  findBoat,
  pricePeriodsOf,
  type BookableBoat,
} from '../boats/read.js';
import type { AppliedPolicy } from '../common/cancellation-policy.js';
import type { Db, Sql } from '../platform/db.js';
import { defaultCancellationPolicy, getExchangeRateStrings } from '../settings/read.js';
import { DomainError, NotFound } from './errors.js';
import { quote, type ChosenExtra, type OfferedExtra, type PricePeriod, type Quote } from './pricing.js';
import { catalogStillAt, catalogVersion, takeReferenceNumbers } from './catalog-repository.js';
import type { OwnerScope } from './context.js';

/** What booking needs of a boat, read through the boats module. */
export type { BookableBoat };

export async function boatById(db: Db, id: number, owner: OwnerScope): Promise<BookableBoat> {
  const boat = await findBoat(db, id, owner);
  if (!boat) throw new NotFound(`${id} numaralı tekne bulunamadı.`);
  return boat;
}

export async function publicBoatBySlug(db: Db, slug: string): Promise<BookableBoat> {
  const boat = await findActiveBoatBySlug(db, slug);
  if (!boat) throw new NotFound('Tekne bulunamadı.');
  return requireForRent(boat);
}

/** A boat taken off rent takes no booking from the website (it may still be for sale). */
export function requireForRent<B extends Pick<BookableBoat, 'forRent'>>(boat: B): B {
  if (!boat.forRent) throw new DomainError('NOT_FOR_RENT', 'Bu tekne şu anda kiralanmıyor.');
  return boat;
}

/** The cancellation policy that applies to a boat now: its own, else the settings' default. */
export const appliedPolicy = (db: Db, boatId: number): Promise<AppliedPolicy> =>
  appliedCancellationPolicy(db, boatId, defaultCancellationPolicy(db));

/** A day trip may carry the day capacity; an overnight charter the overnight capacity. */
export function capacityFor(boat: Pick<BookableBoat, 'guestsDay' | 'guestsNight'>, days: number): number {
  return days > 1 ? boat.guestsNight : Math.max(boat.guestsDay, boat.guestsNight);
}

export const toIsoCurrency = (c: DisplayCurrency | undefined): Currency => DISPLAY_TO_ISO[c ?? 'TL'];

const toPeriods = (rows: readonly PriceRow[]): PricePeriod[] =>
  rows.map((p) => ({
    id: p.id,
    start: p.startDate,
    end: addDays(p.endDate, 1),
    dailyPrice: { amount: p.dailyPriceMinor, currency: p.currency },
    minDays: p.minDays,
  }));

/** The extras of a booking: the boat's offer, the optional ones chosen, the guests per-person ones count. */
export interface ExtrasChoice {
  offered: readonly OfferedExtra[];
  chosen: readonly ChosenExtra[];
  guests: number;
}

/** The pure quote; a refusal is a `PricingError` (answered by `bookingErrors`). */
export function quoteFrom(
  periods: readonly PricePeriod[],
  rates: ExchangeRates,
  start: string,
  end: string,
  display: Currency,
  extras?: ExtrasChoice,
): Quote {
  return quote({ periods, start, end, rates, displayCurrency: display, ...(extras ? { extras } : {}) });
}

/** What a boat's bookings are priced from, read now: its price periods, its extras, the exchange rates. */
export async function offerOf(
  db: Db,
  boatId: number,
): Promise<{ periods: PricePeriod[]; extras: OfferedExtra[]; rates: ExchangeRates }> {
  const [rows, rates, extras] = await Promise.all([
    pricePeriodsOf(db, boatId),
    getExchangeRateStrings(db),
    extrasOf(db, boatId),
  ]);
  return { periods: toPeriods(rows), extras, rates };
}

/**
 * Prices [start, end) for a boat with its seasonal periods and the current exchange rates, the days
 * alone (a reschedule prices them so before counting the reservation's own extras again).
 */
export async function quoteFor(db: Db, boatId: number, start: string, end: string, display: Currency): Promise<Quote> {
  const [rows, rates] = await Promise.all([pricePeriodsOf(db, boatId), getExchangeRateStrings(db)]);
  return quoteFrom(toPeriods(rows), rates, start, end, display);
}

/** What a website booking needs of the catalog, as of `version` (see migration 0045). */
export interface BookingInputs {
  boat: BookableBoat;
  periods: PricePeriod[];
  /** The boat's extras (mandatory first). */
  extras: OfferedExtra[];
  rates: ExchangeRates;
  version: number;
}

/**
 * The catalog inputs of website bookings, kept in memory: a boat's row, prices and the exchange
 * rates change seldom, bookings come often. Each entry carries the catalog version it was read
 * at; the booking statement checks it (`stillCurrent`), and a booking that meets a change drops
 * the cache and reads again. So a booking never uses a price, rate or boat state older than its
 * own statement's snapshot, and most bookings read nothing before writing.
 */
export function createBookingCatalog(sql: Sql, maxEntries = 10_000) {
  const bySlug = new Map<string, BookingInputs>();

  async function load(slug: string): Promise<BookingInputs> {
    // One snapshot for all of it, so the version is exactly the one the rows were read at.
    const read = await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [version, boat, rates] = await Promise.all([
        catalogVersion(tx),
        findActiveBoatBySlug(tx, slug),
        getExchangeRateStrings(tx),
      ]);
      const [prices, extras] = boat
        ? await Promise.all([pricePeriodsOf(tx, boat.id), extrasOf(tx, boat.id)])
        : [[], []];
      return { version, boat, rates, prices, extras };
    });
    if (!read.boat) throw new NotFound('Tekne bulunamadı.');
    const inputs = {
      boat: read.boat,
      periods: toPeriods(read.prices),
      extras: read.extras,
      rates: read.rates,
      version: read.version,
    };
    if (bySlug.size >= maxEntries) bySlug.clear();
    bySlug.set(slug, inputs);
    return inputs;
  }

  return {
    /**
     * The inputs for `slug`, from memory when they are there (with `fresh`, read now). `fresh` in the
     * answer says they were read just now: a refusal decided from remembered inputs (not for rent, too
     * many guests, no price for the dates) must be checked again against fresh ones, or a cache would
     * refuse what the database would accept.
     */
    async forBooking(slug: string, opts: { fresh?: boolean } = {}): Promise<BookingInputs & { fresh: boolean }> {
      const remembered = opts.fresh ? undefined : bySlug.get(slug);
      return { ...(remembered ?? (await load(slug))), fresh: remembered === undefined };
    },
    /** The condition the booking statement carries (a boolean SQL expression): the catalog is still at `version`. */
    stillCurrent: (version: number) => catalogStillAt(version, STALE_CATALOG),
    forget(): void {
      bySlug.clear();
    },
  };
}
export type BookingCatalog = ReturnType<typeof createBookingCatalog>;

export const STALE_CATALOG = 'catalog_changed';
/** The booking statement met a catalog change since its inputs were read. */
export const isStaleCatalog = (e: unknown) =>
  (e as { code?: string }).code === 'FT001' && (e as { message?: string }).message === STALE_CATALOG;

/**
 * Reservation numbers (FT-2026-00042) from the database sequence, taken 20 at a time: unique
 * across processes, in order within one, with a gap where a process stopped or a booking failed.
 */
export function createReferenceAllocator(sql: Sql, block = 20) {
  const free: number[] = [];
  let refill: Promise<void> | undefined;
  return async function nextReference(now: string): Promise<string> {
    while (free.length === 0) {
      refill ??= takeReferenceNumbers(sql, block)
        .then((numbers) => {
          free.push(...numbers);
        })
        .finally(() => {
          refill = undefined;
        });
      await refill;
    }
    return `FT-${istanbulDate(now).slice(0, 4)}-${String(free.shift()!).padStart(5, '0')}`;
  };
}
