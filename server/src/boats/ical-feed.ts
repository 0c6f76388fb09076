import type { Db } from '../platform/db.js';
import type { OwnerScope } from './owner-scope.js';

/**
 * A boat's iCal columns (`ical_url`, `ical_token`, `ical_last_sync_at`, `ical_last_sync_url`, `ical_last_error`): they are
 * rows of `boats`, so the boats module reads and writes them; the calendar module calls these.
 */

export interface BoatFeed {
  id: number;
  name: string;
  icalUrl: string | null;
}

/** The boat with its feed URL, when it is in `owner`'s scope. */
export async function findBoatFeed(db: Db, boatId: number, owner: OwnerScope): Promise<BoatFeed | undefined> {
  const [row] = await db<BoatFeed[]>`
    select id, name, ical_url from boats where id = ${boatId} and (${owner}::int is null or owner_id = ${owner})`;
  return row;
}

/** Locks the boat's row: serialises syncs of one boat (the scheduled job and an admin's click). */
export async function lockBoatRow(db: Db, boatId: number): Promise<void> {
  await db`select id from boats where id = ${boatId} for update`;
}

/** The export token: `null` when none was made yet, `undefined` for an unknown boat. */
export async function findIcalToken(db: Db, boatId: number): Promise<string | null | undefined> {
  const [row] = await db<{ icalToken: string | null }[]>`select ical_token from boats where id = ${boatId}`;
  return row ? row.icalToken : undefined;
}

export async function setIcalToken(db: Db, boatId: number, token: string): Promise<void> {
  await db`update boats set ical_token = ${token}, updated_at = now() where id = ${boatId}`;
}

/** A sync of the feed at `url` ran now; `error` is its failure, or `null` for a clean one. */
export async function recordIcalSync(db: Db, boatId: number, error: string | null, url: string): Promise<void> {
  await db`
    update boats set ical_last_sync_at = now(), ical_last_sync_url = ${url}, ical_last_error = ${error}
    where id = ${boatId}`;
}

/** The boat's feed as a booking's re-check sees it (see `calendar/recheck-ical-feed.ts`). */
export interface FeedCheck {
  icalUrl: string | null;
  /** The boat's own address was read (cleanly or not) less than `reuseSeconds` ago, by any instance. */
  recent: boolean;
  /** That read's failure, or `null`. */
  lastError: string | null;
}

/**
 * The boat's feed address and whether its last read is recent enough to reuse: judged by the
 * database's clock, so every instance agrees.
 */
export async function findFeedCheck(db: Db, boatId: number, reuseSeconds: number): Promise<FeedCheck | undefined> {
  const [row] = await db<FeedCheck[]>`
    select ical_url,
      coalesce(ical_last_sync_url = ical_url
        and ical_last_sync_at > now() - make_interval(secs => ${reuseSeconds}::float8), false) as recent,
      ical_last_error as last_error
    from boats where id = ${boatId}`;
  return row;
}

export async function clearIcalError(db: Db, boatId: number): Promise<void> {
  await db`update boats set ical_last_error = null where id = ${boatId}`;
}

/** Every boat with a feed URL, by id (the scheduled sync). */
export function boatsWithIcalFeed(db: Db): Promise<{ id: number; icalUrl: string }[]> {
  return db<{ id: number; icalUrl: string }[]>`select id, ical_url from boats where ical_url is not null order by id`;
}

/** Seconds since each boat with a feed URL was last synced (null: never), for the metrics. */
export async function icalSyncAges(db: Db): Promise<{ id: number; ageSeconds: number | null }[]> {
  return db<{ id: number; ageSeconds: number | null }[]>`
    select id, extract(epoch from now() - ical_last_sync_at)::float8 as age_seconds
    from boats where ical_url is not null`;
}
