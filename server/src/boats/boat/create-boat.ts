import type { AuthUser } from '../../auth/guard.js';
import { nextFreeSlug, slugClashPrefix, slugify } from '../../common/turkish.js';
import { boatValues, checkBodyIcalUrl } from './boat-values.js';
import type { BoatDeps } from './deps.js';
import { createBoatsRepository } from './repository.js';
import type { Boat, BoatBody } from './schemas.js';

/** The slug of a boat whose name has no letter or digit to keep ('!!!'). */
const BOAT_SLUG_FALLBACK = 'tekne';

/** A new boat, its slug made from its name (-2, -3 … on a clash), in one transaction. */
export async function createBoat(
  deps: Pick<BoatDeps, 'sql' | 'checkIcalUrl'>,
  actor: AuthUser,
  body: BoatBody,
): Promise<Boat> {
  await checkBodyIcalUrl(deps.checkIcalUrl, body);
  return deps.sql.begin(async (tx) => {
    const boats = createBoatsRepository(tx);
    const values = await boatValues(tx, actor, body);
    const base = slugify(values.name) || BOAT_SLUG_FALLBACK;
    const prefix = slugClashPrefix(base);
    await boats.lockSlugPrefix(prefix);
    const slug = nextFreeSlug(base, await boats.slugsStartingWith(prefix));
    const id = await boats.insert(slug, values);
    return (await boats.findById(id, null))!;
  });
}
