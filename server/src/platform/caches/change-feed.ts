import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db.js';
import type { CacheRegistry } from './registry.js';

/** The channel the catalog tables' triggers notify on (migration 0056); the payload is the table's name. */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * What an instance keeps in memory learns of changes made by any instance: the catalog tables
 * notify on commit, every server listens, and the cache registry drops what the change can affect.
 * When the listening connection is lost, notifications sent meanwhile are lost too, so on every
 * reconnect every cache is dropped ('*'). Until then a cache is only as fresh as its own time limit.
 */
export interface ChangeFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createChangeFeed(sql: Sql, caches: CacheRegistry, log: FastifyBaseLogger): ChangeFeed {
  let listening: { unlisten(): Promise<void> } | undefined;
  let connections = 0;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  return {
    /** Starts listening; a database that cannot be reached yet is tried again every second, without failing the start. */
    async start() {
      stopped = false;
      const attempt = async (): Promise<void> => {
        try {
          const l = await sql.listen(
            CATALOG_CHANNEL,
            (table) => caches.changed(table),
            () => {
              // The first connection finds the caches as fresh as their time limits; a later one
              // follows a gap in which notifications may have been missed.
              connections += 1;
              if (connections > 1) {
                log.warn('değişiklik bildirimleri bağlantısı yeniden kuruldu; bellekteki bütün yanıtlar bırakıldı');
                caches.changed('*');
              }
            },
          );
          if (stopped) await l.unlisten().catch(() => {});
          else listening = l;
        } catch (err) {
          if (stopped) return;
          if (connections === 0)
            log.warn({ err }, 'değişiklik bildirimleri dinlenemiyor; bir saniye sonra yeniden denenecek');
          connections = Math.max(connections, 1); // the next success is a reconnect: drop everything then
          retry = setTimeout(() => void attempt(), 1000);
          retry.unref();
        }
      };
      await attempt();
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await listening?.unlisten().catch(() => {});
      listening = undefined;
    },
  };
}
