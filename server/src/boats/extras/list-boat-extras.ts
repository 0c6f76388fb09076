import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import { createExtrasRepository } from './repository.js';
import type { BoatExtra } from './schemas.js';

/** The extras of a boat the actor may change: mandatory first, then in the office's order. */
export function listBoatExtras(sql: Sql, actor: AuthUser, boatId: number): Promise<BoatExtra[]> {
  return sql.begin(async (tx) => {
    await lockBoatFor(tx, actor, boatId);
    return createExtrasRepository(tx).listForBoat(boatId);
  });
}
