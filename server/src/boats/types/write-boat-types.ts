import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createBoatTypesRepository, type BoatTypesRepository } from './repository.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** Runs a write of boat types in one transaction; a name another type has is refused (the unique index's violation). */
export async function writeBoatTypes<T>(sql: Sql, fn: (repo: BoatTypesRepository) => Promise<T>): Promise<T> {
  try {
    return (await sql.begin((tx) => fn(createBoatTypesRepository(tx)))) as T;
  } catch (e) {
    if (isUniqueViolation(e)) throw BoatsError.boatTypeNameTaken();
    throw e;
  }
}
