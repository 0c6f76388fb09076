import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import type { BoatType, BoatTypeBody } from './schemas.js';
import { writeBoatTypes } from './write-boat-types.js';

/** Renames a boat type (an English name left out keeps it); a name another type has is refused. */
export function updateBoatType(sql: Sql, id: number, body: BoatTypeBody): Promise<BoatType> {
  const { name, nameEn } = body;
  return writeBoatTypes(sql, async (repo) => {
    const updated = await repo.update(id, name.trim(), nameEn === undefined ? undefined : nameEn?.trim() || null);
    if (!updated) throw BoatsError.boatTypeNotFound(id);
    return updated;
  });
}
