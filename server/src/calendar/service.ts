import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '../common/dates.js';
import type { EventStore } from '../eventstore/store.js';
import type { Actor, EventMetadata } from '../eventstore/types.js';
import type { Db, Sql } from '../platform/db.js';
import { AppError, badRequest, notFound } from '../platform/errors.js';
import { retryTransient } from '../platform/transient.js';
import {
  availabilityStreamId,
  decideAvailability,
  evolveAvailability,
  initialAvailabilityState,
  type AvailabilityCommand,
  type AvailabilityEvent,
} from '../booking/availability/events.js';
import { lockBoatDates } from '../booking/boat-lock.js';
import { isExclusionViolation, toAppError } from '../booking/command-handler.js';
import type { OwnerScope } from '../booking/reservation/read-repository.js';
import { buildFeed } from './export.js';
import { fetchFeed, FeedError, type FetchLimits } from './feed.js';
import { parseFeed } from './parse.js';
import { planSync, type PlannedBlock, type SyncPlan } from './plan.js';
import { createCalendarRepository } from './repository.js';

export interface SyncContext {
  actor: Actor;
  requestId: string;
  now: string;
}

/** A planned range as the API shows it: inclusive last day, like the boat-dates screens. */
export interface SyncItem {
  uid: string | null;
  startDate: string;
  endDate: string;
  clash: boolean;
  clashWith: string | null;
}

export interface SyncSummary {
  added: SyncItem[];
  changed: SyncItem[];
  removed: SyncItem[];
  clashes: SyncItem[];
  unchanged: number;
}

const item = (b: { uid: string | null; start: string; end: string; kind: string; clashWith?: string | null }): SyncItem => ({
  uid: b.uid,
  startDate: b.start,
  endDate: addDays(b.end, -1),
  clash: b.kind === 'ical_clash',
  clashWith: b.clashWith ?? null,
});

export const summarize = (p: SyncPlan): SyncSummary => ({
  added: p.added.map(item),
  changed: p.changed.map(item),
  removed: p.removed.map(item),
  clashes: p.clashes.map(item),
  unchanged: p.unchanged.length,
});

const feedFailure = (e: FeedError) => new AppError(422, 'ICAL_FEED_ERROR', e.message);

/** The availability events a plan becomes: removals first, so a moved range never meets itself. */
function commandsOf(boatId: number, plan: SyncPlan, newId: () => string): AvailabilityCommand[] {
  const block = (b: PlannedBlock) => ({ start: b.start, end: b.end, kind: b.kind, note: null });
  return [
    ...plan.removed.map((b): AvailabilityCommand => ({ type: 'UnblockDates', data: { blockId: b.blockId } })),
    ...plan.changed.map((b): AvailabilityCommand => ({ type: 'ChangeBlock', data: { blockId: b.blockId, ...block(b) } })),
    ...plan.added.map((b): AvailabilityCommand => ({ type: 'BlockDates', data: { boatId, blockId: newId(), uid: b.uid, ...block(b) } })),
  ];
}

/** Export feed, token, preview and sync of boats' iCal calendars. */
export function createCalendarService(deps: { sql: Sql; store: EventStore; limits: FetchLimits; publicUrl: string | undefined; newId: () => string }) {
  const { sql, store } = deps;
  const repo = createCalendarRepository(sql);

  async function mustBoat(boatId: number, owner: OwnerScope) {
    const boat = await repo.boatFeed(boatId, owner);
    if (!boat) throw notFound(`${boatId} numaralı tekne bulunamadı.`);
    return boat;
  }

  async function readFeed(boat: { icalUrl: string | null }, url: string | undefined) {
    const source = url ?? boat.icalUrl;
    if (!source) throw badRequest('ICAL_URL_MISSING', 'Bu teknenin iCal adresi yok; bir adres gönderin ya da tekneye iCal adresi ekleyin.');
    return parseFeed(await fetchFeed(source, deps.limits));
  }

  /** Appends the plan as availability events in `tx`, deciding each command on the state so far. */
  async function apply(tx: Db, boatId: number, plan: SyncPlan, meta: EventMetadata): Promise<void> {
    const streamId = availabilityStreamId(boatId);
    const { version, events } = await store.readStream<AvailabilityEvent>(tx, streamId);
    let state = events.reduce((s, e) => evolveAvailability(s, { type: e.type, data: e.data } as AvailabilityEvent), initialAvailabilityState);
    const decided: AvailabilityEvent[] = [];
    for (const cmd of commandsOf(boatId, plan, deps.newId)) {
      const out = decideAvailability(cmd, state);
      state = out.reduce(evolveAvailability, state);
      decided.push(...out);
    }
    if (decided.length === 0) return;
    await store.append(tx, {
      streamId,
      streamType: 'availability',
      expectedVersion: version === 0 ? 'no_stream' : version,
      events: decided.map((event) => ({ event })),
      metadata: meta,
    });
  }

  async function syncBoat(boat: { id: number; icalUrl: string | null }, url: string | undefined, ctx: SyncContext): Promise<SyncSummary> {
    let feed;
    try {
      feed = await readFeed(boat, url);
    } catch (e) {
      if (e instanceof FeedError) {
        await repo.recordSync(boat.id, e.message);
        throw feedFailure(e);
      }
      throw e;
    }
    try {
      return await retryTransient(() => sql.begin(async (tx) => {
        // The boat's dates lock first, as every writer of them: no booking commits between reading
        // the holds and committing the plan.
        await lockBoatDates(tx, [boat.id]);
        const r = createCalendarRepository(tx);
        await r.lockBoat(boat.id);
        // Checked at commit: inside the sync a range may move into days another range just left.
        await tx`set constraints occupancy_no_overlap deferred`;
        const plan = planSync(feed, await r.imported(boat.id), await r.holds(boat.id));
        await apply(tx, boat.id, plan, { actor: ctx.actor, requestId: ctx.requestId, at: ctx.now });
        await r.recordSync(boat.id, null);
        return summarize(plan);
      }));
    } catch (e) {
      if (isExclusionViolation(e)) {
        // A booking arrived between reading the holds and committing: nothing changed; the next sync sees it.
        const message = 'Eşitleme sırasında yeni bir rezervasyon geldi; takvim değiştirilmedi, bir sonraki eşitlemede yeniden denenecek.';
        await repo.recordSync(boat.id, message);
        throw new AppError(409, 'ICAL_SYNC_CONFLICT', message);
      }
      throw toAppError(e);
    }
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

    /** A new secret for the export URL; the old URL stops working at once. */
    async regenerateToken(boatId: number, owner: OwnerScope): Promise<{ token: string; url: string }> {
      await mustBoat(boatId, owner);
      const token = randomBytes(24).toString('base64url');
      await sql.begin((tx) => createCalendarRepository(tx).setToken(boatId, token));
      return { token, url: `${deps.publicUrl ?? ''}/v1/calendar/${boatId}.ics?token=${token}` };
    },

    async preview(boatId: number, url: string | undefined, owner: OwnerScope): Promise<SyncSummary> {
      const boat = await mustBoat(boatId, owner);
      let feed;
      try {
        feed = await readFeed(boat, url);
      } catch (e) {
        if (e instanceof FeedError) throw feedFailure(e);
        throw e;
      }
      return summarize(planSync(feed, await repo.imported(boatId), await repo.holds(boatId)));
    },

    async sync(boatId: number, url: string | undefined, ctx: SyncContext, owner: OwnerScope): Promise<SyncSummary> {
      return syncBoat(await mustBoat(boatId, owner), url, ctx);
    },

    /** The schedule: every boat with a URL; one broken feed never stops the others. */
    async syncAll(now: string, log: FastifyBaseLogger): Promise<{ synced: number; failed: number }> {
      let synced = 0;
      let failed = 0;
      for (const boat of await repo.boatsWithFeed()) {
        try {
          await syncBoat(boat, undefined, { actor: { kind: 'system', name: 'ical.sync' }, requestId: `ical-sync-${now}`, now });
          synced++;
        } catch (err) {
          failed++;
          log.warn({ boatId: boat.id, err: err instanceof Error ? err.message : String(err) }, 'iCal eşitlemesi başarısız');
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
      await apply(tx, boatId, plan, { actor: ctx.actor, requestId: ctx.requestId, at: ctx.now });
      await r.clearError(boatId);
    },

    clashCount: (owner: OwnerScope) => repo.clashCount(owner),
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
