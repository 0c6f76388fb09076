import type { Db } from '../platform/db.js';
import type { NamedItem } from './schemas.js';

/**
 * Popular marinas and boat types for the public footer.
 *
 * TEMPORARY, to be simplified after merging the catalogue branch: `marinas` (with `popular`) and
 * `boat_types` are created there, not on this branch, so each is read only when its table
 * exists (`to_regclass`) and is an empty list otherwise. Once merged, call the catalogue
 * module's exported list functions instead of querying its tables here.
 */
export async function footerCatalogLists(db: Db): Promise<{ marinaPopular: NamedItem[]; boatTypes: NamedItem[] }> {
  const [exists] = await db<{ marinas: boolean; boatTypes: boolean }[]>`
    select to_regclass('public.marinas') is not null as marinas, to_regclass('public.boat_types') is not null as boat_types`;
  const marinaPopular = exists?.marinas ? await db<NamedItem[]>`select id, name from marinas where popular order by name, id` : [];
  const boatTypes = exists?.boatTypes ? await db<NamedItem[]>`select id, name from boat_types order by name, id` : [];
  return { marinaPopular: [...marinaPopular], boatTypes: [...boatTypes] };
}
