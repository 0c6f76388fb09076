import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import type { PricePeriod, UpdatePriceBody } from '../price-schemas.js';
import { lockPricePeriod } from './lock-price-period.js';
import { assertNoOverlap, priceValues, withOverlapGuard } from './price-values.js';
import { createPricesRepository } from './repository.js';

/** Changes a period's dates and prices; new dates overlapping another of the boat's periods are refused. */
export function updateBoatPrice(sql: Sql, actor: AuthUser, id: number, body: UpdatePriceBody): Promise<PricePeriod> {
  return withOverlapGuard(() =>
    sql.begin(async (tx) => {
      const values = priceValues(body);
      const period = await lockPricePeriod(tx, actor, id);
      await assertNoOverlap(tx, period.boatId, values, id);
      return createPricesRepository(tx).update(id, values);
    }),
  );
}
