import { createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

/** A listing's item as the search routes' tests read it. */
export interface Item {
  id: number;
  slug: string;
  name: string;
  lowestDailyPrice: { amountMinor: number; currency: string } | null;
  price: { amountMinor: number; currency: string } | null;
  salePrice: { amountMinor: number; currency: string } | null;
  rating: { average: number | null; count: number };
  marinaName: string;
  typeName: string;
}
export type PageBody = { content: Item[]; total: number };

/**
 * An app with the search cache set to `cacheMs`, an admin, a boat owner and the catalog fixtures; searches
 * run on pools of their own as in main.ts (listings in an index's order with plans made once).
 */
export async function searchApp(cacheMs: string) {
  const t = await createTestApp({ SEARCH_CACHE_MS: cacheMs }, { searchPools: true });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  return { t, admin, owner, f: catalogFixtures(t, admin.token) };
}
