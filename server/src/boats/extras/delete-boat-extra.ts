import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockExtra } from './lock-extra.js';
import { createExtrasRepository } from './repository.js';

/** Deletes an extra; the lines of reservations already made stay. */
export async function deleteBoatExtra(sql: Sql, actor: AuthUser, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    await lockExtra(tx, actor, id);
    await createExtrasRepository(tx).delete(id);
  });
}
