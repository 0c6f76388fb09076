import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/guard.js';
import type { OwnerScope } from './reservation/read-repository.js';
import type { RequestContext } from './reservation/service.js';

/** The request's actor, id and time: the edge is the only place that reads the clock. */
export function contextOf(request: FastifyRequest): RequestContext {
  const u = request.user;
  return {
    actor: u ? { kind: 'user', id: u.id, role: u.role, name: u.name } : { kind: 'visitor' },
    requestId: request.id,
    now: new Date().toISOString(),
    clientIp: request.ip,
  };
}

/** ADMINs see every boat; an OWNER only their own. */
export const scopeOf = (u: AuthUser): OwnerScope => (u.role === 'ADMIN' ? null : u.id);
