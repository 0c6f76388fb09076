import type { EventMetadata } from '../eventstore/types.js';
import type { PartnerWebhookEvent } from '../partners/audit.js';
import type { PartnerScope } from '../partners/schemas.js';
import type { Db } from '../platform/db.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import type { WebhookEventType } from './payloads.js';

/**
 * Who manages endpoints through a use case: the office (ADMIN, `/v1/admin/webhooks`: every endpoint, for
 * itself or for any partner) or a partner with its own key (`/v1/partner/webhooks`: its own endpoints
 * alone, each change recorded in its audit trail with the request's metadata).
 */
export type EndpointCaller = typeof OFFICE | PartnerEndpointCaller;

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
export const manages = (caller: EndpointCaller, endpoint: { partnerId: string | null }): boolean =>
  caller.kind === 'office' || endpoint.partnerId === caller.partnerId;

/**
 * The event types an endpoint is to receive, checked: none twice, and `availability.changed` (every boat's
 * availability) only for a partner whose key also reads availability (`availability:read`), since it tells
 * the same as `GET /v1/partner/availability`.
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
 * A partner's write starts by locking its row (before the endpoint's), so its changes, and the office's to
 * the partner, append to its audit trail one after another. The office's writes take no partner lock.
 */
export async function lockCallerPartner(
  deps: Pick<WebhookDeps, 'partners'>,
  tx: Db,
  caller: EndpointCaller,
): Promise<void> {
  if (caller.kind === 'partner' && !(await deps.partners.lockPartner(tx, caller.partnerId)))
    throw WebhooksError.endpointNotFound();
}

/** A partner's change, appended to its audit trail in the transaction that made it (the office's are not recorded). */
export async function recordPartnerChange(
  deps: Pick<WebhookDeps, 'partners' | 'store'>,
  tx: Db,
  caller: EndpointCaller,
  event: PartnerWebhookEvent,
): Promise<void> {
  if (caller.kind === 'partner')
    await deps.partners.recordChange(tx, deps.store, caller.partnerId, event, caller.metadata);
}

/** An endpoint's address as its audit trail keeps it: without the query or fragment (they may hold a receiver's token). */
export function auditedUrl(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
