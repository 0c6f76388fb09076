import type { AuthUser } from '../../auth/guard.js';
import type { Db } from '../../platform/db.js';
import { createBoatsRepository } from '../boat/repository.js';
import { BoatsError } from '../errors.js';
import { ownerScope } from '../owner-scope.js';
import { createExtrasRepository } from './repository.js';
import type { BoatExtra } from './schemas.js';

/** Locks the extra's boat after checking the actor may change it; 404 for another owner's extra. */
export async function lockExtra(db: Db, actor: AuthUser, id: number): Promise<BoatExtra> {
  const extra = await createExtrasRepository(db).findById(id);
  if (!extra || !(await createBoatsRepository(db).lock(extra.boatId, ownerScope(actor))))
    throw BoatsError.extraNotFound(id);
  return extra;
}
