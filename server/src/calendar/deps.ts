import type { EventStore } from '../eventstore/store.js';
import type { Sql } from '../platform/db.js';
import type { FetchLimits } from './feed.js';

/** The collaborators the calendar's use cases take (built once, in `services.ts`). */
export interface CalendarDeps {
  sql: Sql;
  /** Every block the sync writes goes through `execute` on this store. */
  store: EventStore;
  /** How far a feed fetch may go (time, bytes, redirects, private hosts). */
  limits: FetchLimits;
  /** The site's public address, for the export URL (unset: the origin the request came to). */
  publicUrl: string | undefined;
  /** Ids of new blocks. */
  newId: () => string;
  /**
   * A website hold's re-read of the boat's feed (`recheck-ical-feed.ts`): its deadline (at most
   * `limits.timeoutMs`), and for how long the boat's last read, by anyone, is reused instead.
   */
  recheck: { timeoutMs: number; reuseSeconds: number };
}
