import type { RangeKind } from '../common/dates.js';
import type { Db } from '../platform/db.js';
import { DatesUnavailable } from './errors.js';
import { firstClash } from './occupancy-repository.js';

/** The occupancy exclusion refused a second active row over the same days of a boat. */
export const isExclusionViolation = (e: unknown) => (e as { code?: string }).code === '23P01';

/** Dates that clash with what already holds the boat, naming the clash (read now, from `occupancy`). */
export async function datesUnavailable(
  db: Db,
  boatId: number,
  start: string,
  end: string,
  exceptRef?: string,
  asked: RangeKind = 'stay',
): Promise<DatesUnavailable> {
  return new DatesUnavailable(start, end, await firstClash(db, boatId, start, end, exceptRef), asked);
}
