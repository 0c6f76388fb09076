import type { AuthUser } from '../auth/guard.js';
import type { Db } from '../platform/db.js';
import { createBoatsRepository } from './boat/repository.js';
import { BoatsError } from './errors.js';
import { ownerScope } from './owner-scope.js';

/**
 * Locks a boat the actor may change, or answers 404: every write of a boat, its prices, extras and
 * images takes it first in its transaction.
 */
export async function lockBoatFor(db: Db, actor: AuthUser, boatId: number): Promise<{ id: number; ownerId: number }> {
  const boat = await createBoatsRepository(db).lock(boatId, ownerScope(actor));
  if (!boat) throw BoatsError.boatNotFound();
  return boat;
}
