import { randomBytes, randomUUID } from 'node:crypto';
import { bookReservation } from '../booking/reservation/book-reservation.js';
import { commandReservation } from '../booking/reservation/command-reservation.js';
import { createRequestLimiter } from '../limits/request-limits.js';
import type { PartnersDeps } from '../partners/deps.js';
import type { Sql } from '../platform/db.js';
import type { Services } from '../services.js';

/**
 * The partners module's collaborators: the pool, the event log, a request limiter, keys' randomness, and
 * the booking core's use cases a partner's booking and cancellation go through (the website's booking,
 * the office's cancellation command), handed in here so partners imports only booking's public files.
 */
export function createPartnersDeps(sql: Sql, services: Pick<Services, 'store' | 'booking'>): PartnersDeps {
  const { booking } = services;
  return {
    sql,
    store: services.store,
    limiter: createRequestLimiter(sql),
    randomBytes: (n: number) => randomBytes(n),
    newId: randomUUID,
    bookings: {
      book: (body, ctx, idempotencyKey, partner) => bookReservation(booking, body, ctx, idempotencyKey, partner),
      cancel: (id, ctx, data) =>
        commandReservation(booking, id, null, ctx, { type: 'CancelReservation', data, metadata: { now: ctx.now } }),
    },
  };
}
