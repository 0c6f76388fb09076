import type { Db } from '../platform/db.js';
import type { Clash } from './errors.js';

/** Empties the occupancy read model before a rebuild (`occupancyProjection`). */
export async function truncateOccupancy(tx: Db): Promise<void> {
  await tx`truncate occupancy`;
}

/**
 * The earliest active row holding any of [start, end) of a boat, read now; `exceptRef`: the record
 * being changed, which may overlap itself.
 */
export async function firstClash(
  db: Db,
  boatId: number,
  start: string,
  end: string,
  exceptRef?: string,
): Promise<Clash | undefined> {
  const [clash] = await db<Clash[]>`
    select lower(period)::text as start, upper(period)::text as end, source from occupancy
    where boat_id = ${boatId} and active and period && daterange(${start}::date, ${end}::date, '[)')
      and (${exceptRef ?? null}::text is null or ref <> ${exceptRef ?? null})
    order by lower(period) limit 1`;
  return clash;
}
