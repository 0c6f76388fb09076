import type { AuthUser } from '../auth/guard.js';
import type { Db } from '../platform/db.js';

export type PanelCounterName = 'reservationCount';
/** Counts for the admin sidebar; receives the user so an OWNER's count covers only their boats. */
export type PanelCounter = (db: Db, user: AuthUser) => Promise<number>;

const counters = new Map<PanelCounterName, PanelCounter>();

/**
 * Lets a module supply a sidebar count without the settings module reaching into its tables.
 * The reservation core registers `reservationCount` when it lands; until then nothing is
 * registered and the count is honestly 0.
 */
export function registerPanelCounter(name: PanelCounterName, counter: PanelCounter): void {
  counters.set(name, counter);
}

export async function readPanelCounter(name: PanelCounterName, db: Db, user: AuthUser): Promise<number> {
  const counter = counters.get(name);
  return counter ? counter(db, user) : 0;
}
