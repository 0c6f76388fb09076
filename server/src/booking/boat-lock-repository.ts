import { rentableBoatIdBySlug } from '../boats/read.js';
import { compose, part, type SqlPart } from '../eventstore/statement.js';
import type { Db } from '../platform/db.js';

/**
 * One transaction-level advisory lock per boat, taken first by every writer of that boat's
 * occupancy (bookings, office bookings, reschedules and cancellations, manual closings, boat-date
 * blocks, iCal syncs), before any row lock. Without it two overlapping inserts each wait, in the
 * occupancy exclusion check, for the other's transaction: a deadlock PostgreSQL breaks only after
 * `deadlock_timeout` (1 s) with a 40P01. With it, writers of one boat go one after the other, the
 * loser's check meets a committed row at once (a 409 naming it), and every other lock (the
 * `hold_limits` rows, the boat row, stream rows) is taken under it, always in the same order.
 * The class (first key) is ours alone; the second is the boat id.
 */
const BOAT_DATES_LOCK_CLASS = 0x4f43_0000;

/** How a booking's gate stops its statement (SQLSTATE FT001) when its dates are already held: `dates_taken:<source>:<start>:<end>`. */
export const DATES_TAKEN = 'dates_taken:';

/** Takes the boats' locks, in the order given (`boat-lock.ts` `lockBoatDates` sorts them). */
export async function takeBoatLocks(tx: Db, ids: number[]): Promise<void> {
  // unnest keeps the array's order: the locks are taken one by one, in that order.
  await tx`select pg_advisory_xact_lock(${BOAT_DATES_LOCK_CLASS}::int, b) from unnest(${ids}::int[]) b`;
}

/**
 * The gate of a website booking's one statement (`AppendInput.lockFirst`), evaluated before it
 * writes anything: dates an active row already holds (committed before the statement began) stop
 * the statement at once, naming the earliest such row (`datesTaken`), without queueing for the
 * boat; otherwise it takes the boat's lock. In a rush on one boat nearly every attempt is such a
 * loser, and none of them waits behind the few that can still win. The exclusion constraint stays
 * the arbiter: a booking the gate lets through can still meet a row that committed while it waited.
 * (Each subquery is an init plan, evaluated only when `coalesce` reaches it: the lock only when no
 * clash was found.)
 */
export const bookingGate = (boatId: number, start: string, end: string): SqlPart =>
  part`(select coalesce(
          (select require_true(false, ${DATES_TAKEN}::text || clash) from (
             select source || ':' || to_char(lower(period), 'YYYY-MM-DD') || ':' || to_char(upper(period), 'YYYY-MM-DD') as clash from occupancy
             where boat_id = ${boatId}::int and active and period && daterange(${start}::date, ${end}::date, '[)')
             order by lower(period) limit 1) held),
          (select true from pg_advisory_xact_lock(${BOAT_DATES_LOCK_CLASS}::int, ${boatId}::int))))`;

/**
 * A read-only text expression for a booking's pre-check (`HoldLimitsGate.check`): the earliest
 * active row holding [start, end) of the bookable boat `slug`, as `source:start:end`, or null. A
 * visitor asking for dates already held is answered from it, before anything is priced or written
 * (a boat not for rent is refused as such later, as before).
 */
export const heldDates = (slug: string, start: string, end: string): SqlPart =>
  compose(
    [rentableBoatIdBySlug(slug), part`daterange(${start}::date, ${end}::date, '[)')`],
    ([
      boat,
      range,
    ]) => `select o.source || ':' || to_char(lower(o.period), 'YYYY-MM-DD') || ':' || to_char(upper(o.period), 'YYYY-MM-DD')
       from occupancy o where o.boat_id = ${boat!} and o.active and o.period && ${range!}
       order by lower(o.period) limit 1`,
  );
