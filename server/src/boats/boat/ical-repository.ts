import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../owner-scope.js';
import type { Boat } from './schemas.js';

/** A boat with its feed URL. */
export type BoatFeed = Pick<Boat, 'id' | 'name' | 'icalUrl'>;

/** The boat's feed as a booking's re-check sees it (see `calendar/recheck-ical-feed.ts`). */
export interface FeedCheck {
  icalUrl: string | null;
  /** The boat's own address was read (cleanly or not) less than `reuseSeconds` ago, by any instance. */
  recent: boolean;
  /** That read's failure, or `null`. */
  lastError: string | null;
}

/**
 * A boat's iCal columns (`ical_url`, `ical_token`, `ical_last_sync_at`, `ical_last_sync_url`,
 * `ical_last_error`), which the calendar module reads and writes through `../ical-feed.ts`.
 */
export function createIcalFeedRepository(db: Db) {
  return {
    async findFeed(boatId: number, owner: OwnerScope): Promise<BoatFeed | undefined> {
      const [row] = await db<BoatFeed[]>`
        select id, name, ical_url from boats where id = ${boatId} and (${owner}::int is null or owner_id = ${owner})`;
      return row;
    },

    async lockRow(boatId: number): Promise<void> {
      await db`select id from boats where id = ${boatId} for update`;
    },

    async token(boatId: number): Promise<string | null | undefined> {
      const [row] = await db<{ icalToken: string | null }[]>`select ical_token from boats where id = ${boatId}`;
      return row ? row.icalToken : undefined;
    },

    async setToken(boatId: number, token: string): Promise<void> {
      await db`update boats set ical_token = ${token}, updated_at = now() where id = ${boatId}`;
    },

    async recordSync(boatId: number, error: string | null, url: string): Promise<void> {
      await db`
        update boats set ical_last_sync_at = now(), ical_last_sync_url = ${url}, ical_last_error = ${error}
        where id = ${boatId}`;
    },

    /** Judged by the database's clock, so every instance agrees. */
    async feedCheck(boatId: number, reuseSeconds: number): Promise<FeedCheck | undefined> {
      const [row] = await db<FeedCheck[]>`
        select ical_url,
          coalesce(ical_last_sync_url = ical_url
            and ical_last_sync_at > now() - make_interval(secs => ${reuseSeconds}::float8), false) as recent,
          ical_last_error as last_error
        from boats where id = ${boatId}`;
      return row;
    },

    async clearError(boatId: number): Promise<void> {
      await db`update boats set ical_last_error = null where id = ${boatId}`;
    },

    withFeed(): Promise<{ id: number; icalUrl: string }[]> {
      return db<
        { id: number; icalUrl: string }[]
      >`select id, ical_url from boats where ical_url is not null order by id`;
    },

    syncAges(): Promise<{ id: number; ageSeconds: number | null }[]> {
      return db<{ id: number; ageSeconds: number | null }[]>`
        select id, extract(epoch from now() - ical_last_sync_at)::float8 as age_seconds
        from boats where ical_url is not null`;
    },
  };
}
