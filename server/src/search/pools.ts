import { createSql, type Sql } from '../platform/db.js';
import { closeResemblanceSettings } from './repository.js';

/** The public search's own connections (see ARCHITECTURE, "How a search is answered"). */
export interface SearchPools {
  /** Statements planned with their values: price orders, price ranges, the typeahead. */
  searchSql: Sql;
  /** Statements planned once for any values: listings in an index's order. */
  searchPlannedSql: Sql;
  /** The typeahead's close resemblances first (`closeResemblanceSettings`). */
  searchCloseSql: Sql;
}

/** The search pools as the server makes them (four, four and two connections), or smaller for tests. */
export function createSearchPools(url: string, size = { each: 4, close: 2 }): SearchPools {
  return {
    searchSql: createSql(url, { max: size.each, prepare: false }),
    searchPlannedSql: createSql(url, { max: size.each, genericPlans: true }),
    searchCloseSql: createSql(url, { max: size.close, prepare: false, settings: closeResemblanceSettings }),
  };
}

/** Closes every pool of `pools`. */
export async function endSearchPools(pools: SearchPools, timeout: number): Promise<void> {
  const { searchSql, searchPlannedSql, searchCloseSql } = pools;
  await Promise.all([searchSql, searchPlannedSql, searchCloseSql].map((pool) => pool.end({ timeout })));
}
