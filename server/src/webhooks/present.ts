import type { DeliveryRow } from './deliveries-repository.js';
import type { EndpointView } from './repository.js';
import type { WebhookDelivery, WebhookEndpoint } from './schemas.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An endpoint as the API shows it: never its secrets. */
export const toEndpoint = (e: EndpointView): WebhookEndpoint => ({
  id: e.id,
  partnerId: e.partnerId,
  partnerName: e.partnerName,
  url: e.url,
  description: e.description,
  eventTypes: e.eventTypes,
  enabled: e.enabled,
  disabledAt: iso(e.disabledAt),
  disabledReason: e.disabledReason,
  pending: e.pending,
  failed: e.failed,
  lastDeliveredAt: iso(e.lastDeliveredAt),
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

export const toDelivery = (d: DeliveryRow): WebhookDelivery => ({
  id: d.id,
  messageId: d.messageId,
  eventType: d.type,
  subject: d.lane,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
  redeliveryRequested: d.requested !== null,
  lastAttemptAt: iso(d.lastAttemptAt),
  responseStatus: d.lastStatus,
  lastError: d.lastError,
  deliveredAt: iso(d.deliveredAt),
  createdAt: d.createdAt.toISOString(),
  payload: d.body,
});
