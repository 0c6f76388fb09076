import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { ownerScope } from '../owner-scope.js';
import { createBoatsRepository } from './repository.js';
import type { BoatOption } from './schemas.js';

/** Every boat the actor may see, by name, for the panel's select boxes. */
export function listBoatOptions(sql: Sql, actor: AuthUser): Promise<BoatOption[]> {
  return createBoatsRepository(sql).options(ownerScope(actor));
}
