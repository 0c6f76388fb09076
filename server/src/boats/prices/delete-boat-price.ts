import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockPricePeriod } from './lock-price-period.js';
import { createPricesRepository } from './repository.js';

/** Deletes a period: its dates can no longer be quoted. */
export async function deleteBoatPrice(sql: Sql, actor: AuthUser, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    await lockPricePeriod(tx, actor, id);
    await createPricesRepository(tx).delete(id);
  });
}
