import type { Sql } from '../platform/db.js';
import { LimitsError } from './errors.js';
import { createRequestCountersRepository } from './repository.js';

export interface RequestLimit {
  /** Counter name, e.g. `quote`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Requests counted per key in fixed windows, in PostgreSQL (`count_request`), so every instance
 * counts into the same row. A key the database refused stays refused until its window ends (the
 * count in a window only grows), so this process answers a repeat from memory until then without
 * touching the database: the same answer the database would give, at no cost to it.
 */
export function createRequestLimiter(sql: Sql, now: () => number = Date.now) {
  const refusedUntil = new Map<string, number>();
  const counters = createRequestCountersRepository(sql);

  return {
    /**
     * Throws `LimitsError.rateLimited` at once when the database has already refused `key` in this window
     * (remembered here), without counting or touching the database; otherwise does nothing. For callers
     * that count beside their work: a client already refused then causes no work at all.
     */
    refuseKnown(limit: RequestLimit, key: string): void {
      const k = `${limit.name}:${key}`;
      const until = refusedUntil.get(k);
      if (until === undefined) return;
      const left = (until - now()) / 1000;
      if (left > 0) throw LimitsError.rateLimited(left);
      refusedUntil.delete(k);
    },

    /**
     * Counts one request of `key` (or `hits`: a request that costs as much as that many); throws
     * `LimitsError.rateLimited` (429 with `Retry-After`) past the limit.
     */
    async hit(limit: RequestLimit, key: string, hits = 1): Promise<void> {
      const k = `${limit.name}:${key}`;
      const until = refusedUntil.get(k);
      if (until !== undefined) {
        const left = (until - now()) / 1000;
        if (left > 0) throw LimitsError.rateLimited(left);
        refusedUntil.delete(k);
      }
      const wait = await counters.count(k, limit.windowSeconds, limit.max, hits);
      if (wait > 0) {
        if (refusedUntil.size > 100_000) refusedUntil.clear();
        refusedUntil.set(k, now() + wait * 1000);
        throw LimitsError.rateLimited(wait);
      }
    },
  };
}
export type RequestLimiter = ReturnType<typeof createRequestLimiter>;
