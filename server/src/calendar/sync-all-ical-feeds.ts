import type { FastifyBaseLogger } from 'fastify';
import type { CalendarDeps } from './deps.js';
import { createCalendarRepository } from './repository.js';
import { syncBoatFeed } from './sync-ical-feed.js';

/** The schedule (`ical.sync`): every boat with an iCal URL; one broken feed never stops the others. */
export async function syncAllIcalFeeds(
  deps: CalendarDeps,
  now: string,
  log: FastifyBaseLogger,
): Promise<{ synced: number; failed: number }> {
  let synced = 0;
  let failed = 0;
  for (const boat of await createCalendarRepository(deps.sql).boatsWithFeed()) {
    try {
      await syncBoatFeed(deps, boat, undefined, {
        actor: { kind: 'system', name: 'ical.sync' },
        requestId: `ical-sync-${now}`,
        now,
      });
      synced++;
    } catch (err) {
      failed++;
      log.warn({ boatId: boat.id, err: err instanceof Error ? err.message : String(err) }, 'iCal eşitlemesi başarısız');
    }
  }
  return { synced, failed };
}
