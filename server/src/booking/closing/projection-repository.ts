import type { Db } from '../../platform/db.js';

/** Empties the closings read model before a rebuild (`closingsProjection`). */
export async function truncateClosings(tx: Db): Promise<void> {
  await tx`truncate closings`;
}
