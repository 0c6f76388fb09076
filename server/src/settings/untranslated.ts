import { untranslatedCatalog } from '../boats/read.js';
import { untranslatedContent } from '../content/read.js';
import type { Db } from '../platform/db.js';
import { untranslatedPlaces } from '../places/read.js';
import type { Untranslated } from './schemas.js';

/** What the English site shows in Turkish for want of a translation, read through each owner's module. */
export async function untranslated(db: Db): Promise<Untranslated> {
  const [catalog, places, content] = await Promise.all([
    untranslatedCatalog(db),
    untranslatedPlaces(db),
    untranslatedContent(db),
  ]);
  return { ...catalog, places, ...content };
}
