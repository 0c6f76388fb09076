import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/guard.js';
import type { Actor, EventMetadata } from '../eventstore/types.js';
import { DomainError } from './errors.js';

/** `null` for ADMIN (every boat), an owner's user id for OWNER. */
export type OwnerScope = number | null;

/** Who asks and when: becomes the metadata of every event the request appends. */
export interface RequestContext {
  actor: Actor;
  requestId: string;
  now: string;
  /** The client's address (through TRUST_PROXY): public limits count by its fingerprint; never stored raw. */
  clientIp?: string;
}

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

/** A job's context: the system as actor, the run's time. */
export const systemContext = (name: string, requestId: string, now: string): RequestContext => ({
  actor: { kind: 'system', name },
  requestId,
  now,
});

/** ADMINs see every boat; an OWNER only their own. */
export const scopeOf = (u: AuthUser): OwnerScope => (u.role === 'ADMIN' ? null : u.id);

/** The metadata of the events a request appends. */
export const metadataOf = (ctx: RequestContext, extra: Partial<EventMetadata> = {}): EventMetadata => ({
  actor: ctx.actor,
  requestId: ctx.requestId,
  at: ctx.now,
  ...extra,
});

/** An inclusive range from the API (the last closed day): the end may equal the start, not precede it. */
export function requireInclusiveRange(start: string, end: string): void {
  if (end < start) throw new DomainError('INVALID_RANGE', 'Bitiş tarihi başlangıç tarihinden önce olamaz.', 'invalid');
}
