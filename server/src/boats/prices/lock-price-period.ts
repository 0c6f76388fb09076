import type { AuthUser } from '../../auth/guard.js';
import type { Db } from '../../platform/db.js';
import { createBoatsRepository } from '../boat/repository.js';
import { BoatsError } from '../errors.js';
import { ownerScope } from '../owner-scope.js';
import type { PricePeriod } from '../price-schemas.js';
import { createPricesRepository } from './repository.js';

/** Locks the period's boat after checking the actor may change it; 404 for another owner's period. */
export async function lockPricePeriod(db: Db, actor: AuthUser, id: number): Promise<PricePeriod> {
  const period = await createPricesRepository(db).findById(id);
  if (!period || !(await createBoatsRepository(db).lock(period.boatId, ownerScope(actor))))
    throw BoatsError.pricePeriodNotFound();
  return period;
}
