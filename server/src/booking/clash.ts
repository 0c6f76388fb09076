import type { RangeKind } from '../common/dates.js';
import type { Db } from '../platform/db.js';
import { DatesUnavailable, type Clash } from './errors.js';

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
  const [clash] = await db<Clash[]>`
    select lower(period)::text as start, upper(period)::text as end, source from occupancy
    where boat_id = ${boatId} and active and period && daterange(${start}::date, ${end}::date, '[)')
      and (${exceptRef ?? null}::text is null or ref <> ${exceptRef ?? null})
    order by lower(period) limit 1`;
  return new DatesUnavailable(start, end, clash, asked);
}
