import type { RangeKind } from '../common/dates.js';
import type { EventStore } from '../eventstore/store.js';
import type { Db, Sql } from '../platform/db.js';
import { retryTransient } from '../platform/transient.js';
import { lockBoatDates } from './boat-lock.js';
import { datesUnavailable, isExclusionViolation } from './clash.js';

/** What a write of the booking core needs: the pool and the event store. */
export interface WriteDeps {
  sql: Sql;
  store: EventStore;
}

/**
 * Runs a write of one boat's dates in a transaction that takes the boat's lock first (again, from
 * the start, after a deadlock or serialization failure); a clash with what holds the boat becomes
 * `DatesUnavailable` naming it (`exceptRef`: the record being changed, which may overlap itself; `asked`:
 * a reservation's stay or closed days, how the refusal reads the range).
 */
export async function writeBoatDates<T>(
  sql: Sql,
  target: { boatId: number; start: string; end: string; exceptRef?: string; asked: RangeKind },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await retryTransient(
      () =>
        sql.begin(async (tx) => {
          await lockBoatDates(tx, [target.boatId]);
          return work(tx);
        }) as Promise<T>,
    );
  } catch (e) {
    if (isExclusionViolation(e))
      throw await datesUnavailable(sql, target.boatId, target.start, target.end, target.exceptRef, target.asked);
    throw e;
  }
}
