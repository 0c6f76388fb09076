import type { Db } from '../../platform/db.js';

/** Empties the boat dates read model before a rebuild (`boatDatesProjection`). */
export async function truncateBoatDates(tx: Db): Promise<void> {
  await tx`truncate boat_dates`;
}
