import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { extraValues } from './extra-values.js';
import { lockExtra } from './lock-extra.js';
import { createExtrasRepository } from './repository.js';
import type { BoatExtra, UpdateExtraBody } from './schemas.js';

/** Changes an extra; reservations already made keep the prices they were given. */
export function updateBoatExtra(sql: Sql, actor: AuthUser, id: number, body: UpdateExtraBody): Promise<BoatExtra> {
  return sql.begin(async (tx) => {
    const current = await lockExtra(tx, actor, id);
    return createExtrasRepository(tx).update(id, extraValues(body, current));
  });
}
