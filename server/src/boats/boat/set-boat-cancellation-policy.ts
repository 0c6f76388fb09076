import type { AuthUser } from '../../auth/guard.js';
import { requireValidPolicy, type CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import { createBoatsRepository } from './repository.js';
import type { Boat } from './schemas.js';

/** The boat's own cancellation policy, or null for the settings' default (an OWNER for their own boats). */
export async function setBoatCancellationPolicy(
  sql: Sql,
  actor: AuthUser,
  id: number,
  policy: CancellationPolicy | null,
): Promise<Boat> {
  if (policy) requireValidPolicy(policy);
  return sql.begin(async (tx) => {
    await lockBoatFor(tx, actor, id);
    const boats = createBoatsRepository(tx);
    await boats.setCancellationPolicy(id, policy);
    return (await boats.findById(id, null))!;
  });
}
