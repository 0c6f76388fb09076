import type { AuthUser } from '../../auth/guard.js';
import { lockBoatFor } from '../boat-lock.js';
import type { BoatDeps } from './deps.js';
import { createBoatsRepository } from './repository.js';
import type { Boat } from './schemas.js';

/** Removes the boat's iCal URL and, through the calendar's hook, the blocks imported from it, in one transaction. */
export async function removeBoatIcal(
  deps: Pick<BoatDeps, 'sql' | 'onIcalRemoved'>,
  actor: AuthUser,
  id: number,
): Promise<Boat> {
  const { sql, onIcalRemoved } = deps;
  return sql.begin(async (tx) => {
    await onIcalRemoved?.before(tx, id);
    await lockBoatFor(tx, actor, id);
    const boats = createBoatsRepository(tx);
    await boats.clearIcal(id);
    await onIcalRemoved?.removed(tx, id, actor);
    return (await boats.findById(id, null))!;
  });
}
