import { addDays } from '../common/dates.js';
import { availabilitySpec, type AvailabilityCommand } from '../booking/availability/decide.js';
import { availabilityStreamId } from '../booking/availability/events.js';
import { lockBoatDates } from '../booking/boat-lock.js';
import { isExclusionViolation } from '../booking/clash.js';
import { execute, inSequence } from '../booking/command-handler.js';
import { metadataOf, type RequestContext } from '../booking/context.js';
import { flagExternalConflicts } from '../booking/reservation/flag-external-conflicts.js';
import { ConcurrencyError } from '../eventstore/store.js';
import type { OwnerScope } from '../boats/read.js';
import type { Db } from '../platform/db.js';
import { retryTransient } from '../platform/transient.js';
import type { CalendarDeps } from './deps.js';
import { CalendarError } from './errors.js';
import { fetchFeed, FeedError } from './feed.js';
import { parseFeed, type FeedEvent } from './parse.js';
import { planSync, reservationClashes, type PlannedBlock, type SyncPlan } from './plan.js';
import { calendarBoat } from './read.js';
import { createCalendarRepository } from './repository.js';

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

const item = (b: {
  uid: string | null;
  start: string;
  end: string;
  kind: string;
  clashWith?: string | null;
}): SyncItem => ({
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

/** What a sync needs: the pool, the event store, the fetch limits and new block ids. */
export type IcalSyncDeps = Pick<CalendarDeps, 'sql' | 'store' | 'limits' | 'newId'>;

/** The feed at `url`, or at the boat's stored URL, fetched within the limits and parsed to day ranges. */
export async function readFeed(
  deps: Pick<IcalSyncDeps, 'limits'>,
  boat: { icalUrl: string | null },
  url: string | undefined,
) {
  const source = url ?? boat.icalUrl;
  if (!source) throw CalendarError.urlMissing();
  return parseFeed(await fetchFeed(source, deps.limits));
}

/** The availability commands a plan becomes: removals first, so a moved range never meets itself. */
function commandsOf(boatId: number, plan: SyncPlan, newId: () => string): AvailabilityCommand[] {
  const block = (b: PlannedBlock) => ({ start: b.start, end: b.end, kind: b.kind, note: null });
  return [
    ...plan.removed.map((b): AvailabilityCommand => ({ type: 'UnblockDates', data: { blockId: b.blockId } })),
    ...plan.changed.map((b): AvailabilityCommand => ({
      type: 'ChangeBlock',
      data: { blockId: b.blockId, ...block(b) },
    })),
    ...plan.added.map((b): AvailabilityCommand => ({
      type: 'BlockDates',
      data: { boatId, blockId: newId(), uid: b.uid, ...block(b) },
    })),
  ];
}

/**
 * Appends a plan to the boat's availability stream through the one command path (`execute`): the
 * stream is read and folded, each command decided on the state the previous ones left, and the
 * events appended with the version read, in `tx`.
 */
export async function applySyncPlan(
  tx: Db,
  deps: Pick<IcalSyncDeps, 'store' | 'newId'>,
  boatId: number,
  plan: SyncPlan,
  ctx: RequestContext,
): Promise<void> {
  await execute(
    tx,
    deps.store,
    inSequence(availabilitySpec),
    availabilityStreamId(boatId),
    commandsOf(boatId, plan, deps.newId),
    metadataOf(ctx),
  );
}

/**
 * The office or the owner syncs a boat's calendar with its feed (or with `url`): the boat must be
 * theirs to see; then as `syncBoatFeed`.
 */
export async function syncIcalFeed(
  deps: IcalSyncDeps,
  boatId: number,
  url: string | undefined,
  ctx: RequestContext,
  owner: OwnerScope,
): Promise<SyncSummary> {
  return syncBoatFeed(deps, await calendarBoat(deps.sql, boatId, owner), url, ctx);
}

/**
 * Reads a boat's feed and makes its imported blocks match it, under the boat's lock; a feed that
 * cannot be read, or a booking that arrives meanwhile, is recorded on the boat and refused.
 */
export async function syncBoatFeed(
  deps: IcalSyncDeps,
  boat: { id: number; icalUrl: string | null },
  url: string | undefined,
  ctx: RequestContext,
): Promise<SyncSummary> {
  const source = url ?? boat.icalUrl;
  let feed;
  try {
    feed = await readFeed(deps, boat, url);
  } catch (e) {
    if (e instanceof FeedError && source) {
      await createCalendarRepository(deps.sql).recordSync(boat.id, e.message, source);
      throw CalendarError.feedUnreadable(e.message);
    }
    throw e;
  }
  return importFeed(deps, boat.id, source!, feed, ctx);
}

/** How many times an import runs when another writer of a clashing reservation's stream commits first. */
const IMPORT_ATTEMPTS = 3;

/**
 * Makes a boat's imported blocks match `feed` (read just now from `source`), under the boat's lock,
 * and records the read on the boat; a booking that arrives meanwhile is recorded and refused
 * (`CalendarError.syncConflict`). The scheduled sync, the office's sync and a booking's re-check
 * (`recheck-ical-feed.ts`) all import through here.
 *
 * A feed event over an open reservation of the boat is an overbooking: in the same transaction each such
 * reservation is asked to flag it (`flagExternalConflicts`: `ExternalConflictFound` once per clash, which
 * marks the reservation and mails the office). A job that writes a reservation without the boat's lock
 * (the balance reminders) may move its stream meanwhile: the import then runs again from the start.
 */
export async function importFeed(
  deps: Pick<IcalSyncDeps, 'sql' | 'store' | 'newId'>,
  boatId: number,
  source: string,
  feed: readonly FeedEvent[],
  ctx: RequestContext,
): Promise<SyncSummary> {
  const { sql } = deps;
  const once = () =>
    retryTransient(() =>
      sql.begin(async (tx) => {
        // The boat's dates lock first, as every writer of them: no booking commits between reading
        // the holds and committing the plan.
        await lockBoatDates(tx, [boatId]);
        const r = createCalendarRepository(tx);
        await r.lockBoat(boatId);
        // Checked at commit: inside the sync a range may move into days another range just left.
        await r.deferOverlapCheck();
        const holds = await r.holds(boatId);
        const plan = planSync(feed, await r.imported(boatId), holds);
        await applySyncPlan(tx, deps, boatId, plan, ctx);
        const clashes = reservationClashes(feed, holds).map(({ reservationId, uid, start, end }) => ({
          reservationId,
          clash: { source: 'ical' as const, start, end, uid },
        }));
        if (clashes.length) await flagExternalConflicts(tx, deps.store, clashes, ctx);
        await r.recordSync(boatId, null, source);
        return summarize(plan);
      }),
    );
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once();
      } catch (e) {
        if (!(e instanceof ConcurrencyError) || attempt >= IMPORT_ATTEMPTS) throw e;
      }
    }
  } catch (e) {
    if (isExclusionViolation(e)) {
      // A booking arrived between reading the holds and committing: nothing changed; the next sync sees it.
      await createCalendarRepository(sql).recordSync(boatId, CalendarError.SYNC_CONFLICT_MESSAGE, source);
      throw CalendarError.syncConflict();
    }
    throw e;
  }
}
