import type { Sql } from '../platform/db.js';
import { createRequestCountersRepository } from './repository.js';

/**
 * Deletes request counters of windows that ended more than an hour ago (no limit looks back further):
 * without it every client address that searched or asked for a quote would keep a row per minute.
 */
export async function pruneRequestCounters(sql: Sql): Promise<number> {
  return createRequestCountersRepository(sql).pruneOlderThanAnHour();
}
