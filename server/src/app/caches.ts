import type { FastifyInstance } from 'fastify';
import type { ReservationDeps } from '../booking/reservation/deps.js';
import { dropCachesAfterAdminWrites } from '../platform/caches/admin-writes.js';
import { createChangeFeed } from '../platform/caches/change-feed.js';
import { createCacheRegistry, type CacheRegistry } from '../platform/caches/registry.js';
import type { Sql } from '../platform/db.js';
import type { FrontCache } from '../platform/front-cache.js';

/**
 * The process's cache registry (`platform/caches/`), fed by the change feed (changes from any
 * instance) and by successful back-office writes here, with the caches the app itself holds
 * registered: the front cache's copies of search answers and the booking core's catalog. The
 * search routes and the web plugin register theirs when they are registered.
 */
export function createAppCaches(
  app: FastifyInstance,
  deps: { sql: Sql; front: FrontCache; booking: Pick<ReservationDeps, 'catalog'> },
): CacheRegistry {
  const caches = createCacheRegistry(app.log);
  caches.register({ name: 'front cache', drop: () => deps.front.clear() });
  caches.register({
    name: 'booking catalog',
    tables: ['boats', 'boat_prices', 'boat_extras', 'settings'],
    drop: () => deps.booking.catalog.forget(),
  });
  const changes = createChangeFeed(deps.sql, caches, app.log);
  app.addHook('onReady', async () => changes.start());
  app.addHook('onClose', async () => changes.stop());
  dropCachesAfterAdminWrites(app, caches);
  return caches;
}
