import type { AuthUser } from '../../auth/guard.js';
import { lockBoatFor } from '../boat-lock.js';
import { boatValues, checkBodyIcalUrl } from './boat-values.js';
import type { BoatDeps } from './deps.js';
import { createBoatsRepository } from './repository.js';
import type { Boat, BoatBody } from './schemas.js';

/** Every field of a boat the actor may change (its slug stays), in one transaction. */
export async function updateBoat(
  deps: Pick<BoatDeps, 'sql' | 'checkIcalUrl'>,
  actor: AuthUser,
  id: number,
  body: BoatBody,
): Promise<Boat> {
  await checkBodyIcalUrl(deps.checkIcalUrl, body);
  return deps.sql.begin(async (tx) => {
    const current = await lockBoatFor(tx, actor, id);
    const values = await boatValues(tx, actor, body, current.ownerId);
    const boats = createBoatsRepository(tx);
    await boats.update(id, values);
    return (await boats.findById(id, null))!;
  });
}
