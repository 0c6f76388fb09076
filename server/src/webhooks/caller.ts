import type { EventMetadata } from '../eventstore/types.js';
import type { WebhookAuditEvent } from '../partners/audit.js';
import type { PartnerAccess } from '../partners/read.js';
import type { PartnerScope } from '../partners/schemas.js';
import type { Db } from '../platform/db.js';
import { recordOfficeEndpointEvent } from './audit.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import type { WebhookEventType } from './payloads.js';
import { createEndpointsRepository } from './repository.js';
import { scopeFor } from './routing.js';

/**
 * Who manages endpoints through a use case: the office (ADMIN, `/v1/admin/webhooks`: every endpoint, for
 * itself or for any partner) or a partner with its own key (`/v1/partner/webhooks`: its own endpoints
 * alone). A write carries the request's metadata (the user or the partner as the actor, the request, the
 * time): every change is recorded in an audit trail in the transaction that makes it.
 */
export type EndpointCaller = OfficeEndpointCaller | PartnerEndpointCaller;
/** Who reads endpoints: a read records nothing, so the office needs no metadata. */
export type EndpointReader = typeof OFFICE | PartnerEndpointCaller;

export interface OfficeEndpointCaller {
  kind: 'office';
  /** The signed-in user as the actor, the request and the time, for the endpoint's audit trail. */
  metadata: EventMetadata;
}

export interface PartnerEndpointCaller {
  kind: 'partner';
  partnerId: string;
  scopes: readonly PartnerScope[];
  /** The partner as the actor, the request and the time, for its audit trail. */
  metadata: EventMetadata;
}

export const OFFICE = { kind: 'office' } as const;

/**
 * Whether the caller may see and change the endpoint: the office every one, a partner only its own. Another
 * partner's endpoint or the office's is answered as one that does not exist (as another partner's
 * reservation is), so a partner learns nothing of other endpoints.
 */
export const manages = (caller: EndpointReader, endpoint: { partnerId: string | null }): boolean =>
  caller.kind === 'office' || endpoint.partnerId === caller.partnerId;

/**
 * The event types an endpoint is to receive, checked: none twice, and `availability.changed` (every boat's
 * availability) only for a partner whose key also reads availability (`availability:read`), since it tells
 * the same as `GET /v1/partner/availability` (its key reads bookings already: every partner operation needs it).
 */
export function checkEventTypes(caller: EndpointCaller, eventTypes: readonly WebhookEventType[]): void {
  if (new Set(eventTypes).size !== eventTypes.length) throw WebhooksError.eventTypesRepeated();
  if (
    caller.kind === 'partner' &&
    eventTypes.includes('availability.changed') &&
    !caller.scopes.includes('availability:read')
  )
    throw WebhooksError.availabilityScopeMissing();
}

/**
 * The office subscribing a partner's endpoint to types the partner may not read: refused (400, in Turkish)
 * rather than accepted and never delivered (`routing.ts` delivers a partner endpoint only the types its
 * partner's scopes cover). Only the types the office adds are checked: an endpoint whose partner lost a scope
 * since can still be stopped, enabled or moved by the panel's PUT, which sends its types unchanged.
 */
export function checkPartnerScopes(partner: PartnerAccess, added: readonly WebhookEventType[]): void {
  const missing = [...new Set(added.map(scopeFor))].filter((s) => !partner.scopes.includes(s));
  if (missing.length)
    throw WebhooksError.partnerScopeMissing(
      missing,
      added.filter((t) => missing.includes(scopeFor(t))),
    );
}

/**
 * The partner owning the endpoint (the caller itself, or for the office the endpoint's partner), its row
 * locked in `tx` before the endpoint's, as a partner's own writes do: so the partner's and the office's
 * changes append to its audit trail one after another, and the office's check of its scopes holds until
 * commit. Undefined for the office's own endpoint, or one that does not exist (the caller's lock of the
 * endpoint then answers 404). The endpoint's partner never changes, so it is read before any lock.
 */
export async function lockEndpointPartner(
  deps: Pick<WebhookDeps, 'partners'>,
  tx: Db,
  caller: EndpointCaller,
  endpointId: string,
): Promise<(PartnerAccess & { id: string }) | undefined> {
  const partnerId =
    caller.kind === 'partner' ? caller.partnerId : await createEndpointsRepository(tx).partnerOf(endpointId);
  if (!partnerId) return undefined;
  const access = await deps.partners.lockPartner(tx, partnerId);
  if (!access) throw WebhooksError.endpointNotFound();
  return { id: partnerId, ...access };
}

/**
 * A change to an endpoint, recorded in the transaction that made it with the caller's metadata: a partner's
 * endpoint's in its partner's stream (its row locked first, `lockEndpointPartner`), the office's own
 * endpoint's in the endpoint's stream (`audit.ts`).
 */
export async function recordEndpointChange(
  deps: Pick<WebhookDeps, 'partners' | 'store'>,
  tx: Db,
  caller: EndpointCaller,
  partnerId: string | null,
  event: WebhookAuditEvent,
): Promise<void> {
  if (partnerId) await deps.partners.recordChange(tx, deps.store, partnerId, event, caller.metadata);
  else await recordOfficeEndpointEvent(tx, deps.store, event, caller.metadata);
}

/** An endpoint's address as its audit trail keeps it: without the query or fragment (they may hold a receiver's token). */
export function auditedUrl(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
