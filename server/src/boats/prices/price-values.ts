import type { Db } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import type { UpdatePriceBody } from '../price-schemas.js';
import { createPricesRepository, type PriceValues } from './repository.js';

const trDate = (iso: string) => iso.split('-').reverse().join('.');

const isExclusionViolation = (e: unknown) => (e as { code?: string }).code === '23P01';

/** The columns a create or an update writes; an end before the start is refused. */
export function priceValues(body: UpdatePriceBody): PriceValues {
  if (body.endDate < body.startDate) {
    throw BoatsError.pricePeriodInvalid();
  }
  return {
    startDate: body.startDate,
    endDate: body.endDate,
    dailyPriceMinor: body.dailyPriceMinor,
    currency: body.currency,
    minDays: body.minDays ?? 1,
    note: body.note?.trim() || null,
  };
}

/** Refuses a period that overlaps another of the boat's (other than `exceptId`), naming that one's dates. */
export async function assertNoOverlap(db: Db, boatId: number, v: PriceValues, exceptId: number | null): Promise<void> {
  const clash = await createPricesRepository(db).firstOverlap(boatId, v.startDate, v.endDate, exceptId);
  if (clash) {
    throw BoatsError.pricePeriodOverlap({ from: trDate(clash.startDate), to: trDate(clash.endDate) });
  }
}

/**
 * Runs a write of a period, answering the exclusion constraint's violation (a period written
 * meanwhile by another transaction) as the same refusal as `assertNoOverlap`'s.
 */
export async function withOverlapGuard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isExclusionViolation(e)) throw BoatsError.pricePeriodOverlap();
    throw e;
  }
}
