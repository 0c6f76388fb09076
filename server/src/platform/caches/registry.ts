import type { FastifyBaseLogger } from 'fastify';

/** A table's name as its trigger notifies it, or `'*'`: anything may have changed. */
export type ChangedTable = string;

/** An in-memory cache, as the registry knows it. */
export interface RegisteredCache {
  /** For the log, when dropping it fails. */
  name: string;
  /** The tables it is made from; left out, any change drops it. `'*'` always does. */
  tables?: readonly string[];
  /** Empties it. */
  drop(): void;
}

/**
 * The one home of cache invalidation in a process: every in-memory cache registers here with what it
 * is made from, and the two sources of changes call `changed` — the change feed (a table's trigger
 * notified, on any instance; or the listening connection came back after a gap, `'*'`) and the
 * admin-write hook (a back-office write succeeded here, `'*'`, before its answer goes out).
 */
export interface CacheRegistry {
  register(cache: RegisteredCache): void;
  /** Drops every cache made from `table` (every cache for `'*'`); one that fails is logged, the rest still go. */
  changed(table: ChangedTable): void;
}

export function createCacheRegistry(log: FastifyBaseLogger): CacheRegistry {
  const caches: RegisteredCache[] = [];
  return {
    register(cache) {
      caches.push(cache);
    },
    changed(table) {
      for (const cache of caches) {
        if (table !== '*' && cache.tables && !cache.tables.includes(table)) continue;
        try {
          cache.drop();
        } catch (err) {
          log.error({ err, cache: cache.name }, 'önbellek temizlenemedi');
        }
      }
    },
  };
}
