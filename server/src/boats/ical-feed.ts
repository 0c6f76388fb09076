import type { Db } from '../platform/db.js';
import { createIcalFeedRepository, type BoatFeed, type FeedCheck } from './boat/ical-repository.js';
import type { OwnerScope } from './owner-scope.js';

/**
 * A boat's iCal columns (`ical_url`, `ical_token`, `ical_last_sync_at`, `ical_last_sync_url`, `ical_last_error`): they are
 * rows of `boats`, so the boats module reads and writes them (`boat/ical-repository.ts`); the calendar module calls these.
 */

export type { BoatFeed, FeedCheck };

/** The boat with its feed URL, when it is in `owner`'s scope. */
export const findBoatFeed = (db: Db, boatId: number, owner: OwnerScope): Promise<BoatFeed | undefined> =>
  createIcalFeedRepository(db).findFeed(boatId, owner);

/** Locks the boat's row: serialises syncs of one boat (the scheduled job and an admin's click). */
export const lockBoatRow = (db: Db, boatId: number): Promise<void> => createIcalFeedRepository(db).lockRow(boatId);

/** The export token: `null` when none was made yet, `undefined` for an unknown boat. */
export const findIcalToken = (db: Db, boatId: number): Promise<string | null | undefined> =>
  createIcalFeedRepository(db).token(boatId);

export const setIcalToken = (db: Db, boatId: number, token: string): Promise<void> =>
  createIcalFeedRepository(db).setToken(boatId, token);

/** A sync of the feed at `url` ran now; `error` is its failure, or `null` for a clean one. */
export const recordIcalSync = (db: Db, boatId: number, error: string | null, url: string): Promise<void> =>
  createIcalFeedRepository(db).recordSync(boatId, error, url);

/**
 * The boat's feed address and whether its last read is recent enough to reuse: judged by the
 * database's clock, so every instance agrees.
 */
export const findFeedCheck = (db: Db, boatId: number, reuseSeconds: number): Promise<FeedCheck | undefined> =>
  createIcalFeedRepository(db).feedCheck(boatId, reuseSeconds);

export const clearIcalError = (db: Db, boatId: number): Promise<void> =>
  createIcalFeedRepository(db).clearError(boatId);

/** Every boat with a feed URL, by id (the scheduled sync). */
export const boatsWithIcalFeed = (db: Db): Promise<{ id: number; icalUrl: string }[]> =>
  createIcalFeedRepository(db).withFeed();

/** Seconds since each boat with a feed URL was last synced (null: never), for the metrics. */
export const icalSyncAges = (db: Db): Promise<{ id: number; ageSeconds: number | null }[]> =>
  createIcalFeedRepository(db).syncAges();
