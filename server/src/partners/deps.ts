import type { BookingBody } from '../booking/reservation/public-schemas.js';
import type { Reservation } from '../booking/reservation/schemas.js';
import type { EventStore } from '../eventstore/store.js';
import type { SqlPart } from '../eventstore/statement.js';
import type { RequestLimiter } from '../limits/request-limits.js';
import type { Sql } from '../platform/db.js';
import type { RequestContext } from './context.js';

/**
 * A partner's booking as the booking core's website booking takes it (`bookReservation`'s partner
 * source): channel 'partner' with the partner and its reference, its commission in the terms, its own
 * limit of live options as the statement's guard instead of the anonymous hold limits.
 */
export interface PartnerSource {
  id: string;
  reference: string | null;
  commissionPercent: number | null;
  /** The condition the booking's statement carries (the partner's live-options claim, not counting this reservation). */
  claim: (reservationId: string) => SqlPart;
  /** The refusal for a statement that claim stopped, or undefined. */
  asRefusal(e: unknown): Error | undefined;
}

/**
 * The booking core's use cases a partner goes through, handed in by the composition root (`app/partners.ts`),
 * so a partner is decided exactly as the website's visitor and the office are.
 */
export interface BookingCore {
  /** The website's booking (`booking/reservation/book-reservation.ts`), as a partner's. */
  book(
    body: BookingBody,
    ctx: RequestContext,
    idempotencyKey: string,
    partner: PartnerSource,
  ): Promise<{ created: boolean; booking: { id: string } }>;
  /** The office's cancellation command (`CancelReservation`) of an existing reservation, answered as it is now. */
  cancel(
    id: string,
    ctx: RequestContext,
    data: { reason: 'customer'; note: null; notify: boolean; optionOnly: true },
  ): Promise<Reservation>;
}

/**
 * What the partners' use cases work with, built once by the composition root; each use case takes only
 * the part it uses (`Pick<PartnersDeps, …>`).
 */
export interface PartnersDeps {
  sql: Sql;
  /** The event log: the office's changes to a partner are its audit trail. */
  store: EventStore;
  /** The booking core's use cases a partner's booking and cancellation go through. */
  bookings: BookingCore;
  /** Requests a minute per partner, counted in PostgreSQL (`request_counters`), shared by every instance. */
  limiter: RequestLimiter;
  /** Random bytes for keys (crypto.randomBytes). */
  randomBytes: (bytes: number) => Buffer;
  newId: () => string;
}
