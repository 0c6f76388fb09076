import type { AuthUser } from '../../auth/guard.js';
import type { Db, Sql } from '../../platform/db.js';

/** What else removing a boat's iCal URL does, in the same transaction (the imported blocks go). */
export interface IcalRemovedHook {
  /** Runs first in that transaction, before the boat's row is locked (the reservations' lock on the boat's dates, which every writer of them takes first). */
  before(tx: Db, boatId: number): Promise<void>;
  removed(tx: Db, boatId: number, actor: AuthUser): Promise<void>;
}

/**
 * Checks an iCal URL before a boat is saved with it (the calendar's: a URL into the server's own network
 * is refused, not saved silently to fail at every sync); throws the refusal.
 */
export type IcalUrlCheck = (url: string) => Promise<void>;

/**
 * What the boat use cases work with, given by `app.ts`: the pool and the calendar's two hooks. Each use
 * case takes only what it uses (`Pick<BoatDeps, …>`, or the pool alone).
 */
export interface BoatDeps {
  sql: Sql;
  onIcalRemoved?: IcalRemovedHook;
  checkIcalUrl?: IcalUrlCheck;
}
