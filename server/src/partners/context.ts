import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard.js';
import type { Actor, EventMetadata } from '../eventstore/types.js';

/**
 * Who asks and when: the actor, the request and the time every event a request appends carries (the
 * edge is the only place that reads the clock). The same shape as the booking core's request context,
 * which the composition root hands a partner's booking to.
 */
export interface RequestContext {
  actor: Actor;
  requestId: string;
  now: string;
  /** The client's address (through TRUST_PROXY); never stored raw. */
  clientIp?: string;
}

/** The office's request (behind the ADMIN guard): the signed-in user is the actor. */
export function adminContext(request: FastifyRequest): RequestContext {
  const u = currentUser(request);
  return {
    actor: { kind: 'user', id: u.id, role: u.role, name: u.name },
    requestId: request.id,
    now: new Date().toISOString(),
    clientIp: request.ip,
  };
}

/** The metadata of the events a request appends: the audit trail's who, which request and when. */
export const metadataOf = (ctx: RequestContext): EventMetadata => ({
  actor: ctx.actor,
  requestId: ctx.requestId,
  at: ctx.now,
});
