import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import type { PricePeriod } from '../price-schemas.js';
import { createPricesRepository } from './repository.js';

/** The seasonal price periods of a boat the actor may change, in date order. */
export async function listBoatPrices(sql: Sql, actor: AuthUser, boatId: number): Promise<PricePeriod[]> {
  return sql.begin(async (tx) => {
    await lockBoatFor(tx, actor, boatId);
    return createPricesRepository(tx).listForBoat(boatId);
  });
}
