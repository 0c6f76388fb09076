import { allBoatTypes } from '../boats/read.js';
import type { Db } from '../platform/db.js';
import { popularPlaces } from '../places/read.js';
import type { NamedItem } from './schemas.js';

/** Popular marinas and every boat type for the public header and footer, read through their modules. */
export async function footerCatalogLists(db: Db): Promise<{ marinaPopular: NamedItem[]; boatTypes: NamedItem[] }> {
  const [marinaPopular, boatTypes] = await Promise.all([popularPlaces(db), allBoatTypes(db)]);
  return { marinaPopular, boatTypes };
}
