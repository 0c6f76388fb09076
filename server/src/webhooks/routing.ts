import type { PartnerAccess } from '../partners/read.js';
import type { PartnerScope } from '../partners/schemas.js';
import type { WebhookMessage } from './messages.js';
import type { WebhookEventType } from './payloads.js';
import type { DispatchEndpoint } from './repository.js';

/**
 * The partner scope an event type needs, as the partner's own API asks it: a boat's availability
 * (`availability.changed`) is what `GET /v1/partner/availability` tells (`availability:read`), a
 * reservation's events what `GET /v1/partner/reservations` does (`bookings:read`, which every
 * `/v1/partner/webhooks` operation needs).
 */
export const scopeFor = (type: WebhookEventType): PartnerScope =>
  type === 'availability.changed' ? 'availability:read' : 'bookings:read';

/**
 * Whether an endpoint gets a message: a type it subscribed to, an event recorded since it was created
 * (an endpoint never receives the past), and, for an endpoint a partner owns, only its own
 * reservations' events (a boat's availability concerns every partner) and only while its partner
 * (`partner`: its scopes and access when the message is dispatched) is not disabled and holds the scope
 * for the type: whoever subscribed it, a scope taken away stops that type from the next event on.
 */
export function endpointReceives(
  endpoint: DispatchEndpoint,
  message: WebhookMessage,
  partner?: PartnerAccess,
): boolean {
  if (!endpoint.eventTypes.includes(message.type)) return false;
  if (Date.parse(message.recordedAt) < endpoint.createdAt.getTime()) return false;
  if (endpoint.partnerId === null) return true;
  if (!partner || partner.disabled || !partner.scopes.includes(scopeFor(message.type))) return false;
  return message.type === 'availability.changed' || message.partnerId === endpoint.partnerId;
}
