import { addDays } from '../common/dates.js';
import { DISPLAY_TO_ISO, type Currency, type DisplayCurrency } from '../common/money.js';
import { createPricesRepository } from '../boats/prices-repository.js';
import { createPublicBoatsRepository } from '../boats/public-repository.js';
import { createBoatsRepository } from '../boats/repository.js';
import type { Db } from '../platform/db.js';
import { AppError, notFound } from '../platform/errors.js';
import { getExchangeRateStrings } from '../settings/repository.js';
import { PricingError, quote, type PricePeriod, type Quote } from './pricing.js';
import type { OwnerScope } from './read-repository.js';

/** What booking needs of a boat, read through the boats module. */
export interface BookableBoat {
  id: number;
  name: string;
  slug: string;
  ownerId: number;
  active: boolean;
  forRent: boolean;
  guestsDay: number;
  guestsNight: number;
}

export async function boatById(db: Db, id: number, owner: OwnerScope): Promise<BookableBoat> {
  const boat = await createBoatsRepository(db).findById(id, owner);
  if (!boat) throw notFound(`${id} numaralı tekne bulunamadı.`);
  return boat;
}

export async function publicBoatBySlug(db: Db, slug: string): Promise<BookableBoat> {
  const boat = await createPublicBoatsRepository(db).bookableBySlug(slug);
  if (!boat) throw notFound('Tekne bulunamadı.');
  if (!boat.forRent) throw new AppError(409, 'NOT_FOR_RENT', 'Bu tekne şu anda kiralanmıyor.');
  return boat;
}

/** A day trip may carry the day capacity; an overnight charter the overnight capacity. */
export function capacityFor(boat: BookableBoat, days: number): number {
  return days > 1 ? boat.guestsNight : Math.max(boat.guestsDay, boat.guestsNight);
}

export const toIsoCurrency = (c: DisplayCurrency | undefined): Currency => DISPLAY_TO_ISO[c ?? 'TL'];

/** Prices [start, end) for a boat with its seasonal periods and the current exchange rates. */
export async function quoteFor(db: Db, boatId: number, start: string, end: string, display: Currency): Promise<Quote> {
  const [rows, rates] = await Promise.all([createPricesRepository(db).listForBoat(boatId), getExchangeRateStrings(db)]);
  const periods: PricePeriod[] = rows.map((p) => ({
    id: p.id,
    start: p.startDate,
    end: addDays(p.endDate, 1),
    dailyPrice: { amount: p.dailyPriceMinor, currency: p.currency },
    minDays: p.minDays,
  }));
  try {
    return quote({ periods, start, end, rates, displayCurrency: display });
  } catch (e) {
    if (e instanceof PricingError) throw new AppError(e.code === 'INVALID_RANGE' ? 400 : 409, e.code, e.message);
    throw e;
  }
}
