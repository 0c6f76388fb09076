import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { writeBoatTypes } from './write-boat-types.js';

/** Deletes a boat type no boat has; one in use is refused with the number of its boats. */
export async function deleteBoatType(sql: Sql, id: number): Promise<void> {
  await writeBoatTypes(sql, async (repo) => {
    const used = await repo.lockAndCountBoats(id);
    if (used === undefined) throw BoatsError.boatTypeNotFound(id);
    if (used > 0) {
      throw BoatsError.boatTypeInUse(used);
    }
    await repo.delete(id);
  });
}
