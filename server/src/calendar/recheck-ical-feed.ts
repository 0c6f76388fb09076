import { overlaps, type IsoDate } from '../common/dates.js';
import type { RequestContext } from '../booking/context.js';
import { DatesUnavailable } from '../booking/errors.js';
import type { FeedRecheck } from '../booking/reservation/deps.js';
import { ConcurrencyError } from '../eventstore/store.js';
import type { CalendarDeps } from './deps.js';
import { CalendarError } from './errors.js';
import { fetchFeed, FeedError } from './feed.js';
import { parseFeed, type FeedEvent } from './parse.js';
import { createCalendarRepository } from './repository.js';
import { importFeed } from './sync-ical-feed.js';

/** A read of the boat's feed made for a booking: what it showed, or why it could not be read. */
type FeedRead = { feed: readonly FeedEvent[] } | { failure: string };

/**
 * Fetches the feed at `url` within the re-check's deadline and imports it as a sync does; a feed
 * that cannot be read is recorded on the boat like a sync's failure and answered as the failure.
 */
async function readAndImport(deps: CalendarDeps, boatId: number, url: string, ctx: RequestContext): Promise<FeedRead> {
  const repo = createCalendarRepository(deps.sql);
  let feed: FeedEvent[];
  try {
    const timeoutMs = Math.min(deps.limits.timeoutMs, deps.recheck.timeoutMs);
    feed = parseFeed(await fetchFeed(url, { ...deps.limits, timeoutMs }));
  } catch (e) {
    if (!(e instanceof FeedError)) throw e;
    await repo.recordSync(boatId, e.message, url);
    return { failure: e.message };
  }
  // The blocks are written by the system on the visitor's request (its id and time).
  const importCtx: RequestContext = {
    actor: { kind: 'system', name: 'ical.recheck' },
    requestId: ctx.requestId,
    now: ctx.now,
  };
  try {
    await importFeed(deps, boatId, url, feed, importCtx);
  } catch (e) {
    // A write of the boat committed between reading its holds and the import's commit (recorded as failed
    // on the boat), or a clashing reservation's stream kept moving under a job: the import is left to the
    // next sync; the feed read still decides.
    if (!(e instanceof CalendarError) && !(e instanceof ConcurrencyError)) throw e;
  }
  return { feed };
}

/**
 * A website hold's last look at the boat's iCal feed (issue #21 point 6, issue 34 point 6): peers poll
 * each other's feeds every 15–60 minutes, so a boat booked elsewhere a minute ago may still look free here.
 *
 * - The feed was read less than `reuseSeconds` ago (a few seconds: at most 10; by the schedule, the
 *   office, or another booking, on any instance: the moment and address of the last read are columns of
 *   the boat, judged by the database's clock): nothing is fetched. A clean read was imported then, so the
 *   booking statement meets its blocks in `occupancy`; a failed one is reused as a failure (the hold is
 *   flagged).
 * - A read of the same address is already under way in this process (another booking of the boat a
 *   moment ago): the booking waits for that read instead of fetching again, and judges its own dates by
 *   what it showed. Across instances the boat's last-read columns with the short window serve instead.
 * - Otherwise the feed is fetched now, within `timeoutMs` for the whole exchange (DNS, redirects and
 *   body; the private-network guard of `fetchFeed` applies) and without any lock held. A feed read is
 *   imported exactly as a sync imports it (`importFeed`: the boat's lock, `planSync`, `applySyncPlan`
 *   through `execute`, the read recorded on the boat); if it shows [start, end) taken, the hold is
 *   refused naming that block. A feed that cannot be read is recorded on the boat like a sync's
 *   failure and answered as `unchecked` (the hold goes on, flagged for the office).
 *
 * Two instances racing past a stale read both fetch (a cost, never a wrong answer): the imports are
 * serialised by the boat's lock and the second one finds nothing to change. An event the other platform
 * adds within the reuse window can still meet a booking here; the next sync finds it over the
 * reservation and flags it for the office (`ExternalConflictFound`).
 *
 * One per process (the composition root builds it once): the reads under way are kept by boat.
 */
export function createFeedRecheck(deps: CalendarDeps): FeedRecheck {
  const underway = new Map<number, { url: string; read: Promise<FeedRead> }>();
  return async (boatId, start, end, ctx) => {
    const check = await createCalendarRepository(deps.sql).feedCheck(boatId, deps.recheck.reuseSeconds);
    if (!check?.icalUrl) return { unchecked: null };
    if (check.recent) return { unchecked: check.lastError };
    const url = check.icalUrl;
    let pending = underway.get(boatId);
    if (pending?.url !== url) {
      const read: Promise<FeedRead> = readAndImport(deps, boatId, url, ctx).finally(() => {
        if (underway.get(boatId)?.read === read) underway.delete(boatId);
      });
      pending = { url, read };
      underway.set(boatId, pending);
    }
    const result = await pending.read;
    if ('failure' in result) return { unchecked: result.failure };
    const taken = result.feed.find((ev) => overlaps(ev.start, ev.end, start, end));
    if (taken) throw new DatesUnavailable(start, end, { source: 'ical', start: taken.start, end: taken.end });
    return { unchecked: null };
  };
}

/** One re-check on its own (no read shared with other bookings): tests and scripts. */
export function recheckIcalFeed(
  deps: CalendarDeps,
  boatId: number,
  start: IsoDate,
  end: IsoDate,
  ctx: RequestContext,
): Promise<{ unchecked: string | null }> {
  return createFeedRecheck(deps)(boatId, start, end, ctx);
}
