import { randomBytes, randomUUID } from 'node:crypto';
import { createRequestLimiter } from '../limits/request-limits.js';
import type { PartnersDeps } from '../partners/deps.js';
import type { Sql } from '../platform/db.js';
import type { Services } from '../services.js';

/** The partners module's collaborators: the pool, the event log, the booking core, a request limiter, keys' randomness. */
export function createPartnersDeps(sql: Sql, services: Pick<Services, 'store' | 'booking'>): PartnersDeps {
  return {
    sql,
    store: services.store,
    booking: services.booking,
    limiter: createRequestLimiter(sql),
    randomBytes: (n: number) => randomBytes(n),
    newId: randomUUID,
  };
}
