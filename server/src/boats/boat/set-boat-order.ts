import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import { BoatsError } from '../errors.js';
import { createBoatsRepository } from './repository.js';
import type { Boat } from './schemas.js';

/** An ADMIN sets where the boat is shown on the site and in the list (a smaller number first). */
export async function setBoatOrder(sql: Sql, actor: AuthUser, id: number, order: number): Promise<Boat> {
  if (actor.role !== 'ADMIN') throw BoatsError.adminOnly('Görüntüleme sırasını yalnızca yönetici değiştirebilir.');
  return sql.begin(async (tx) => {
    await lockBoatFor(tx, actor, id);
    const boats = createBoatsRepository(tx);
    await boats.setDisplayOrder(id, order);
    return (await boats.findById(id, null))!;
  });
}
