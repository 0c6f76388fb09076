import type { OwnerScope } from '../boats/read.js';
import type { CalendarDeps } from './deps.js';
import { CalendarError } from './errors.js';
import { FeedError } from './feed.js';
import { planSync } from './plan.js';
import { calendarBoat } from './read.js';
import { createCalendarRepository } from './repository.js';
import { readFeed, summarize, type SyncSummary } from './sync-ical-feed.js';

/** What a sync of the boat's feed (or of `url`) would add, change, remove and flag; nothing is written. */
export async function previewIcalSync(
  deps: Pick<CalendarDeps, 'sql' | 'limits'>,
  boatId: number,
  url: string | undefined,
  owner: OwnerScope,
): Promise<SyncSummary> {
  const boat = await calendarBoat(deps.sql, boatId, owner);
  let feed;
  try {
    feed = await readFeed(deps, boat, url);
  } catch (e) {
    if (e instanceof FeedError) throw CalendarError.feedUnreadable(e.message);
    throw e;
  }
  const repo = createCalendarRepository(deps.sql);
  return summarize(planSync(feed, await repo.imported(boatId), await repo.holds(boatId)));
}
