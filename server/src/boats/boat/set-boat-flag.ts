import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import { BoatsError } from '../errors.js';
import { createBoatsRepository, type BoatFlag } from './repository.js';
import type { Boat } from './schemas.js';

/** Sets a flag (for rent, for sale, active; popular only by an ADMIN), or flips it when no value is given. */
export async function setBoatFlag(
  sql: Sql,
  actor: AuthUser,
  id: number,
  flag: BoatFlag,
  value: boolean | undefined,
): Promise<Boat> {
  if (flag === 'popular' && actor.role !== 'ADMIN')
    throw BoatsError.adminOnly('Tekneyi yalnızca yönetici öne çıkarabilir.');
  return sql.begin(async (tx) => {
    await lockBoatFor(tx, actor, id);
    const boats = createBoatsRepository(tx);
    await boats.setFlag(id, flag, value ?? !(await boats.flag(id, flag)));
    return (await boats.findById(id, null))!;
  });
}
