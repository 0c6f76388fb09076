import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import { extraValues } from './extra-values.js';
import { createExtrasRepository } from './repository.js';
import type { BoatExtra, CreateExtraBody } from './schemas.js';

/** A new priced extra on a boat the actor may change. */
export function createBoatExtra(sql: Sql, actor: AuthUser, body: CreateExtraBody): Promise<BoatExtra> {
  return sql.begin(async (tx) => {
    const values = extraValues(body);
    await lockBoatFor(tx, actor, body.boat_id);
    return createExtrasRepository(tx).insert(body.boat_id, values);
  });
}
