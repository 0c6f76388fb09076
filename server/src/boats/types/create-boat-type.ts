import type { Sql } from '../../platform/db.js';
import type { BoatType, BoatTypeBody } from './schemas.js';
import { writeBoatTypes } from './write-boat-types.js';

/** A new boat type; a name another type has is refused. */
export function createBoatType(sql: Sql, body: BoatTypeBody): Promise<BoatType> {
  return writeBoatTypes(sql, (repo) => repo.insert(body.name.trim(), body.nameEn?.trim() || null));
}
