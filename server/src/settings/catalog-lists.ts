import { createBoatTypesRepository } from '../boats/types-repository.js';
import type { Db } from '../platform/db.js';
import { createPlacesRepository } from '../places/repository.js';
import type { NamedItem } from './schemas.js';

/** Popular marinas and every boat type for the public header and footer, read through their modules. */
export async function footerCatalogLists(db: Db): Promise<{ marinaPopular: NamedItem[]; boatTypes: NamedItem[] }> {
  const [marinaPopular, boatTypes] = await Promise.all([createPlacesRepository(db).popular(), createBoatTypesRepository(db).all()]);
  return { marinaPopular, boatTypes };
}
