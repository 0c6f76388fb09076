import type { Db } from '../platform/db.js';
import type { OwnerScope } from '../booking/context.js';
import type { Hold, ImportedBlock } from './plan.js';

export interface OccupiedRange {
  source: string;
  ref: string;
  start: string;
  end: string;
}

/** Calendar reads of the occupancy and boat-date read models, and the boat's feed bookkeeping. */
export function createCalendarRepository(db: Db) {
  return {
    async boatFeed(boatId: number, owner: OwnerScope): Promise<{ id: number; name: string; icalUrl: string | null } | undefined> {
      const [row] = await db<{ id: number; name: string; icalUrl: string | null }[]>`
        select id, name, ical_url from boats where id = ${boatId} and (${owner}::int is null or owner_id = ${owner})`;
      return row;
    },

    /** Serialises syncs of one boat (the scheduled job and an admin's click). */
    async lockBoat(boatId: number): Promise<void> {
      await db`select id from boats where id = ${boatId} for update`;
    },

    async token(boatId: number): Promise<string | null | undefined> {
      const [row] = await db<{ icalToken: string | null }[]>`select ical_token from boats where id = ${boatId}`;
      return row ? row.icalToken : undefined;
    },

    async setToken(boatId: number, token: string): Promise<void> {
      await db`update boats set ical_token = ${token}, updated_at = now() where id = ${boatId}`;
    },

    active: (boatId: number) =>
      db<OccupiedRange[]>`
        select source, ref, lower(period)::text as start, upper(period)::text as end from occupancy
        where boat_id = ${boatId} and active order by lower(period), ref`,

    holds: (boatId: number) =>
      db<Hold[]>`
        select lower(period)::text as start, upper(period)::text as end, source from occupancy
        where boat_id = ${boatId} and active and source <> 'ical' order by lower(period)`,

    imported: (boatId: number) =>
      db<ImportedBlock[]>`
        select id as block_id, uid, start_date::text as start, end_date::text as end, kind from boat_dates
        where boat_id = ${boatId} and kind in ('ical', 'ical_clash') order by start_date, id`,

    async recordSync(boatId: number, error: string | null): Promise<void> {
      await db`update boats set ical_last_sync_at = now(), ical_last_error = ${error} where id = ${boatId}`;
    },

    async clearError(boatId: number): Promise<void> {
      await db`update boats set ical_last_error = null where id = ${boatId}`;
    },

    async boatsWithFeed(): Promise<{ id: number; icalUrl: string }[]> {
      return db<{ id: number; icalUrl: string }[]>`select id, ical_url from boats where ical_url is not null order by id`;
    },

    async clashCount(owner: OwnerScope): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*)::int as n from boat_dates d join boats b on b.id = d.boat_id
        where d.kind = 'ical_clash' and (${owner}::int is null or b.owner_id = ${owner})`;
      return row?.n ?? 0;
    },
  };
}

/** For the panel counts: imported ranges flagged as clashing, on the boats the user may see. */
export const countIcalClashes = (db: Db, owner: OwnerScope): Promise<number> => createCalendarRepository(db).clashCount(owner);
