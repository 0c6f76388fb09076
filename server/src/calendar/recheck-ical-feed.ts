import { overlaps, type IsoDate } from '../common/dates.js';
import type { RequestContext } from '../booking/context.js';
import { DatesUnavailable } from '../booking/errors.js';
import type { CalendarDeps } from './deps.js';
import { CalendarError } from './errors.js';
import { fetchFeed, FeedError } from './feed.js';
import { parseFeed, type FeedEvent } from './parse.js';
import { createCalendarRepository } from './repository.js';
import { importFeed } from './sync-ical-feed.js';

/**
 * A website hold's last look at the boat's iCal feed (issue #21 point 6): peers poll each other's
 * feeds every 15–60 minutes, so a boat booked elsewhere a minute ago may still look free here.
 *
 * - The feed was read less than `reuseSeconds` ago (by the schedule, the office, or another booking,
 *   on any instance: the moment and address of the last read are columns of the boat, judged by the
 *   database's clock): nothing is fetched. A clean read was imported then, so the booking statement
 *   meets its blocks in `occupancy`; a failed one is reused as a failure (the hold is flagged).
 * - Otherwise the feed is fetched now, within `timeoutMs` for the whole exchange (DNS, redirects and
 *   body; the private-network guard of `fetchFeed` applies) and without any lock held. A feed read is
 *   imported exactly as a sync imports it (`importFeed`: the boat's lock, `planSync`, `applySyncPlan`
 *   through `execute`, the read recorded on the boat); if it shows [start, end) taken, the hold is
 *   refused naming that block. A feed that cannot be read is recorded on the boat like a sync's
 *   failure and answered as `unchecked` (the hold goes on, flagged for the office).
 *
 * Two bookings racing past a stale read both fetch (a cost, never a wrong answer): the imports are
 * serialised by the boat's lock and the second one finds nothing to change.
 */
export async function recheckIcalFeed(
  deps: CalendarDeps,
  boatId: number,
  start: IsoDate,
  end: IsoDate,
  ctx: RequestContext,
): Promise<{ unchecked: string | null }> {
  const { timeoutMs, reuseSeconds } = deps.recheck;
  const repo = createCalendarRepository(deps.sql);
  const check = await repo.feedCheck(boatId, reuseSeconds);
  if (!check?.icalUrl) return { unchecked: null };
  if (check.recent) return { unchecked: check.lastError };
  const url = check.icalUrl;
  let feed: FeedEvent[];
  try {
    feed = parseFeed(await fetchFeed(url, { ...deps.limits, timeoutMs: Math.min(deps.limits.timeoutMs, timeoutMs) }));
  } catch (e) {
    if (!(e instanceof FeedError)) throw e;
    await repo.recordSync(boatId, e.message, url);
    return { unchecked: e.message };
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
    // A write of the boat committed between reading its holds and the import's commit: the import
    // is recorded as failed on the boat and left to the next sync; the feed read still decides.
    if (!(e instanceof CalendarError)) throw e;
  }
  const taken = feed.find((ev) => overlaps(ev.start, ev.end, start, end));
  if (taken) throw new DatesUnavailable(start, end, { source: 'ical', start: taken.start, end: taken.end });
  return { unchecked: null };
}
