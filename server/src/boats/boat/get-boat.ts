import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { ownerScope } from '../owner-scope.js';
import { createBoatsRepository } from './repository.js';
import type { Boat } from './schemas.js';

/** A boat the actor may see (ADMIN: any, OWNER: their own), or 404. */
export async function getBoat(sql: Sql, actor: AuthUser, id: number): Promise<Boat> {
  const boat = await createBoatsRepository(sql).findById(id, ownerScope(actor));
  if (!boat) throw BoatsError.boatNotFound();
  return boat;
}
