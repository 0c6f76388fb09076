import type { EventStore } from '../eventstore/store.js';
import type { EventMetadata, StoredEvent } from '../eventstore/types.js';
import { auditEntry, describeWebhookAuditEvent, type WebhookAuditEvent } from '../partners/audit.js';
import type { PartnerAuditEntry } from '../partners/schemas.js';
import type { Db } from '../platform/db.js';

/**
 * The audit trail of an endpoint the office owns: a stream of its own, `webhook-<endpoint id>`, with the
 * same events as a partner's endpoint has in the partner's stream (`WebhookRegistered`, `…Changed`,
 * `…SecretRotated`, `…RedeliveryRequested`, `…Deleted`; `partners/audit.ts`), the office's user, the request
 * and the time in the metadata. One stream per endpoint rather than one for all the office's: the endpoint's
 * row lock already orders its writers, so the version read is the one appended after (one shared stream
 * would make two users' changes to two endpoints race for one version, or need a lock of its own); an
 * endpoint's history is one stream read, not a filter over every endpoint's; and the stream outlives the
 * row, so a deleted endpoint's history is read by the same id. No projection reads these events.
 */
export const webhookStreamId = (endpointId: string) => `webhook-${endpointId}`;

/** Appends a change to the office's endpoint to its stream in `tx`, after the endpoint's row was locked (or created) there. */
export async function recordOfficeEndpointEvent(
  tx: Db,
  store: EventStore,
  event: WebhookAuditEvent,
  metadata: EventMetadata,
): Promise<void> {
  const streamId = webhookStreamId(event.data.endpointId);
  const version = event.type === 'WebhookRegistered' ? 0 : (await store.readStream(tx, streamId)).version;
  await store.append(tx, {
    streamId,
    streamType: 'webhook',
    expectedVersion: version === 0 ? 'no_stream' : version,
    events: [{ event }],
    metadata,
  });
}

/** The office's endpoint's trail, oldest first (empty when it never had one). */
export async function officeEndpointTrail(db: Db, store: EventStore, endpointId: string): Promise<PartnerAuditEntry[]> {
  const { events } = await store.readStream<WebhookAuditEvent>(db, webhookStreamId(endpointId));
  return events.map((e: StoredEvent<WebhookAuditEvent>) =>
    auditEntry(e, describeWebhookAuditEvent({ type: e.type, data: e.data } as WebhookAuditEvent)),
  );
}
