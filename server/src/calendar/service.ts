import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { lockBoatDates } from '../booking/boat-lock.js';
import type { OwnerScope, RequestContext } from '../booking/context.js';
import type { EventStore } from '../eventstore/store.js';
import type { Db, Sql } from '../platform/db.js';
import { notFound } from '../platform/errors.js';
import { buildFeed } from './export.js';
import { IcalUrlRefused } from './errors.js';
import { FeedError, pointsIntoPrivateNetwork, type FetchLimits } from './feed.js';
import { planSync, type SyncPlan } from './plan.js';
import { createCalendarRepository } from './repository.js';
import { applySyncPlan, feedFailure, readFeed, summarize, syncIcalFeed, type SyncSummary } from './sync-ical-feed.js';

/** Who syncs and when (a user, or the `ical.sync` job). */
export type SyncContext = RequestContext;

/** Export feed, token, preview and sync of boats' iCal calendars. */
export function createCalendarService(deps: {
  sql: Sql;
  store: EventStore;
  limits: FetchLimits;
  publicUrl: string | undefined;
  newId: () => string;
}) {
  const { sql } = deps;
  const repo = createCalendarRepository(sql);

  async function mustBoat(boatId: number, owner: OwnerScope) {
    const boat = await repo.boatFeed(boatId, owner);
    if (!boat) throw notFound(`${boatId} numaralı tekne bulunamadı.`);
    return boat;
  }

  return {
    /** The export feed; a wrong or missing token reads exactly like an unknown boat. */
    async feed(boatId: number, token: string | undefined, now: Date): Promise<string> {
      const missing = notFound('Takvim bulunamadı. Adresi ve anahtarı (token) kontrol edin.');
      const stored = await repo.token(boatId);
      if (!stored || !token) throw missing;
      const a = Buffer.from(stored);
      const b = Buffer.from(token);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw missing;
      const boat = await mustBoat(boatId, null);
      return buildFeed(boat, await repo.active(boatId), now);
    },

    /**
     * A new secret for the export URL; the old URL stops working at once. The URL is absolute: on
     * PUBLIC_URL, else on the origin the request came to (`requestOrigin`). `replaced` says whether an
     * older address existed (the panel's first address is not a renewal).
     */
    async regenerateToken(
      boatId: number,
      owner: OwnerScope,
      requestOrigin: string,
    ): Promise<{ token: string; url: string; replaced: boolean }> {
      await mustBoat(boatId, owner);
      const replaced = Boolean(await repo.token(boatId));
      const token = randomBytes(24).toString('base64url');
      await sql.begin((tx) => createCalendarRepository(tx).setToken(boatId, token));
      return { token, url: `${deps.publicUrl ?? requestOrigin}/v1/calendar/${boatId}.ics?token=${token}`, replaced };
    },

    /** Refuses (`IcalUrlRefused`) a feed URL for saving that no sync could read: one into the server's own network. */
    async checkUrlToSave(url: string): Promise<void> {
      if (await pointsIntoPrivateNetwork(url, deps.limits)) throw new IcalUrlRefused(url);
    },

    async preview(boatId: number, url: string | undefined, owner: OwnerScope): Promise<SyncSummary> {
      const boat = await mustBoat(boatId, owner);
      let feed;
      try {
        feed = await readFeed(deps, boat, url);
      } catch (e) {
        if (e instanceof FeedError) throw feedFailure(e);
        throw e;
      }
      return summarize(planSync(feed, await repo.imported(boatId), await repo.holds(boatId)));
    },

    async sync(boatId: number, url: string | undefined, ctx: SyncContext, owner: OwnerScope): Promise<SyncSummary> {
      return syncIcalFeed(deps, await mustBoat(boatId, owner), url, ctx);
    },

    /** The schedule: every boat with a URL; one broken feed never stops the others. */
    async syncAll(now: string, log: FastifyBaseLogger): Promise<{ synced: number; failed: number }> {
      let synced = 0;
      let failed = 0;
      for (const boat of await repo.boatsWithFeed()) {
        try {
          await syncIcalFeed(deps, boat, undefined, {
            actor: { kind: 'system', name: 'ical.sync' },
            requestId: `ical-sync-${now}`,
            now,
          });
          synced++;
        } catch (err) {
          failed++;
          log.warn(
            { boatId: boat.id, err: err instanceof Error ? err.message : String(err) },
            'iCal eşitlemesi başarısız',
          );
        }
      }
      return { synced, failed };
    },

    /** Taken first in the transaction that calls `removeImported` (before the boat's row lock). */
    lockBoatDates: (tx: Db, boatId: number) => lockBoatDates(tx, [boatId]),

    /** PATCH deleteical: the blocks the feed imported go with the URL, in the caller's transaction (which took `lockBoatDates` first). */
    async removeImported(tx: Db, boatId: number, ctx: SyncContext): Promise<void> {
      const r = createCalendarRepository(tx);
      const plan: SyncPlan = { added: [], changed: [], removed: await r.imported(boatId), unchanged: [], clashes: [] };
      await applySyncPlan(tx, deps, boatId, plan, ctx);
      await r.clearError(boatId);
    },

    clashCount: (owner: OwnerScope) => repo.clashCount(owner),
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
