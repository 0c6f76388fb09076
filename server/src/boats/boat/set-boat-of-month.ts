import type { AuthUser } from '../../auth/guard.js';
import type { Sql } from '../../platform/db.js';
import { lockBoatFor } from '../boat-lock.js';
import { BoatsError } from '../errors.js';
import { createBoatsRepository } from './repository.js';
import type { Boat } from './schemas.js';

/** An ADMIN makes a boat the boat of the month (the previous one loses it) or takes it away; no value flips it. */
export async function setBoatOfMonth(sql: Sql, actor: AuthUser, id: number, value: boolean | undefined): Promise<Boat> {
  if (actor.role !== 'ADMIN') throw BoatsError.adminOnly('Ayın teknesini yalnızca yönetici seçebilir.');
  return sql.begin(async (tx) => {
    await lockBoatFor(tx, actor, id);
    const boats = createBoatsRepository(tx);
    await boats.setBoatOfMonth(id, value ?? !(await boats.isBoatOfMonth(id)));
    return (await boats.findById(id, null))!;
  });
}
