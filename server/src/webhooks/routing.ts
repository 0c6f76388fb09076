import type { WebhookMessage } from './messages.js';
import type { DispatchEndpoint } from './repository.js';

/**
 * Whether an endpoint gets a message: a type it subscribed to, an event recorded since it was created
 * (an endpoint never receives the past), and, for an endpoint a partner owns, only its own
 * reservations' events (a boat's availability concerns every partner).
 */
export function endpointReceives(endpoint: DispatchEndpoint, message: WebhookMessage): boolean {
  if (!endpoint.eventTypes.includes(message.type)) return false;
  if (Date.parse(message.recordedAt) < endpoint.createdAt.getTime()) return false;
  if (endpoint.partnerId === null || message.type === 'availability.changed') return true;
  return message.partnerId === endpoint.partnerId;
}
