import { boatIdsOf, type OwnerScope } from '../boats/read.js';
import {
  boatsWithIcalFeed,
  clearIcalError,
  findBoatFeed,
  findFeedCheck,
  findIcalToken,
  lockBoatRow,
  recordIcalSync,
  setIcalToken,
} from '../boats/ical-feed.js';
import type { Db } from '../platform/db.js';
import type { ImportedBlock, NamedHold } from './plan.js';

export interface OccupiedRange {
  source: string;
  ref: string;
  start: string;
  end: string;
  /** `occupancy.status`: a reservation's `option`/`confirmed`/`completed`, a closing's or block's kind. */
  status: string;
}

/**
 * Calendar reads of the occupancy and boat-date read models (declared readers in `table-owners.ts`);
 * the boat's feed columns through the boats module, which owns them.
 */
export function createCalendarRepository(db: Db) {
  return {
    boatFeed: (boatId: number, owner: OwnerScope) => findBoatFeed(db, boatId, owner),

    /** Serialises syncs of one boat (the scheduled job and an admin's click). */
    lockBoat: (boatId: number) => lockBoatRow(db, boatId),

    /** Leaves the occupancy overlap check to the commit, for the rest of the transaction. */
    async deferOverlapCheck(): Promise<void> {
      await db`set constraints occupancy_no_overlap deferred`;
    },

    token: (boatId: number) => findIcalToken(db, boatId),

    setToken: (boatId: number, token: string) => setIcalToken(db, boatId, token),

    active: (boatId: number) =>
      db<OccupiedRange[]>`
        select source, ref, lower(period)::text as start, upper(period)::text as end, status from occupancy
        where boat_id = ${boatId} and active order by lower(period), ref`,

    /** What holds the boat besides its imported blocks: reservations (by id, with their status), closings, blocks. */
    holds: (boatId: number) =>
      db<NamedHold[]>`
        select lower(period)::text as start, upper(period)::text as end, source, ref, status from occupancy
        where boat_id = ${boatId} and active and source <> 'ical' order by lower(period), ref`,

    imported: (boatId: number) =>
      db<ImportedBlock[]>`
        select id as block_id, uid, start_date::text as start, end_date::text as end, kind from boat_dates
        where boat_id = ${boatId} and kind in ('ical', 'ical_clash') order by start_date, id`,

    recordSync: (boatId: number, error: string | null, url: string) => recordIcalSync(db, boatId, error, url),

    /** The boat's feed address and whether its last read may be reused (a booking's re-check). */
    feedCheck: (boatId: number, reuseSeconds: number) => findFeedCheck(db, boatId, reuseSeconds),

    clearError: (boatId: number) => clearIcalError(db, boatId),

    boatsWithFeed: () => boatsWithIcalFeed(db),

    /** Imported ranges flagged as clashing, on the boats `owner` may see (one statement). */
    async clashCount(owner: OwnerScope): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*)::int as n from boat_dates d
        where d.kind = 'ical_clash' and (${owner}::int is null or d.boat_id in (${boatIdsOf(db, owner)}))`;
      return row?.n ?? 0;
    },
  };
}
