import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import type { CreatePriceBody, PricePeriod } from '../price-schemas.js';
import { assertNoOverlap, priceValues, withOverlapGuard } from './price-values.js';
import { createPricesRepository } from './repository.js';

/** A new price period on a boat the actor may change; one overlapping another of the boat's is refused. */
export function createBoatPrice(sql: Sql, actor: AuthUser, body: CreatePriceBody): Promise<PricePeriod> {
  return withOverlapGuard(() =>
    sql.begin(async (tx) => {
      const values = priceValues(body);
      await lockBoatFor(tx, actor, body.boat_id);
      await assertNoOverlap(tx, body.boat_id, values, null);
      return createPricesRepository(tx).insert(body.boat_id, values);
    }),
  );
}
