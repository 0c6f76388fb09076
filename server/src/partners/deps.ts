import type { ReservationDeps } from '../booking/reservation/deps.js';
import type { EventStore } from '../eventstore/store.js';
import type { RequestLimiter } from '../limits/request-limits.js';
import type { Sql } from '../platform/db.js';

/**
 * What the partners' use cases work with, built once by the composition root; each use case takes only
 * the part it uses (`Pick<PartnersDeps, …>`).
 */
export interface PartnersDeps {
  sql: Sql;
  /** The event log: the office's changes to a partner are its audit trail. */
  store: EventStore;
  /** The booking core's collaborators: a partner books through the website's use case. */
  booking: ReservationDeps;
  /** Requests a minute per partner, counted in PostgreSQL (`request_counters`), shared by every instance. */
  limiter: RequestLimiter;
  /** Random bytes for keys (crypto.randomBytes). */
  randomBytes: (bytes: number) => Buffer;
  newId: () => string;
}
