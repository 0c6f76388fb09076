import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { ownerScope } from '../owner-scope.js';
import { createBoatsRepository } from './repository.js';
import type { Boat, BoatListQuery } from './schemas.js';

/** A page of the boats the actor may see, filtered and ordered as asked. */
export function listBoats(
  sql: Sql,
  actor: AuthUser,
  query: BoatListQuery,
): Promise<{ content: Boat[]; total: number }> {
  return createBoatsRepository(sql).list(query, ownerScope(actor));
}
