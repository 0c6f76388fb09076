import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createBoatTypesRepository } from './repository.js';
import type { BoatType } from './schemas.js';

/** A boat type with its number of boats, or 404. */
export async function getBoatType(sql: Sql, id: number): Promise<BoatType> {
  const type = await createBoatTypesRepository(sql).findById(id);
  if (!type) throw BoatsError.boatTypeNotFound(id);
  return type;
}
