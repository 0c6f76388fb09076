import type { Sql } from '../../platform/db.js';
import { createBoatTypesRepository } from './repository.js';
import type { BoatType, BoatTypeListQuery } from './schemas.js';

/** A page of boat types by name, found by their Turkish or English name. */
export function listBoatTypes(sql: Sql, query: BoatTypeListQuery): Promise<{ content: BoatType[]; total: number }> {
  return createBoatTypesRepository(sql).list(query);
}
