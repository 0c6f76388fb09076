import type { Sql } from '../platform/db.js';

/** `request_counters`: requests counted per key in fixed windows (`count_request`, migrations 0052 and 0107). */
export function createRequestCountersRepository(sql: Sql) {
  return {
    /** Counts `hits` requests of `key` in its current window; the seconds to wait when past `max` (0: allowed). */
    async count(key: string, windowSeconds: number, max: number, hits: number): Promise<number> {
      const [row] = await sql<
        { wait: number }[]
      >`select count_request(${key}, ${windowSeconds}::int, ${max}::int, ${hits}::int) as wait`;
      return row?.wait ?? 0;
    },

    /** Deletes the counters of windows that ended more than an hour ago; returns how many went. */
    async pruneOlderThanAnHour(): Promise<number> {
      const rows = await sql`delete from request_counters where window_start < now() - interval '1 hour'`;
      return rows.count;
    },
  };
}
