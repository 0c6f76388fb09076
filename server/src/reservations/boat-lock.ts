import { part, type SqlPart } from '../eventstore/statement.js';
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

/**
 * Takes the boats' locks for the caller's transaction, in ascending id order (a transaction that
 * writes several boats never waits in a different order than another one).
 */
export async function lockBoatDates(tx: Db, boatIds: readonly number[]): Promise<void> {
  const ids = [...new Set(boatIds)].sort((x, y) => x - y);
  if (ids.length === 0) return;
  // unnest keeps the array's order: the locks are taken one by one, lowest id first.
  await tx`select pg_advisory_xact_lock(${BOAT_DATES_LOCK_CLASS}::int, b) from unnest(${ids}::int[]) b`;
}

/**
 * The same lock as a boolean expression for a one-statement write (`AppendInput.lockFirst`): the
 * statement waits for it before it writes anything.
 */
export const boatDatesLock = (boatId: number): SqlPart =>
  part`(select true from pg_advisory_xact_lock(${BOAT_DATES_LOCK_CLASS}::int, ${boatId}::int))`;
