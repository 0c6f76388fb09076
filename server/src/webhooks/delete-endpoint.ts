import { auditedUrl, lockEndpointPartner, recordEndpointChange, type EndpointCaller } from './caller.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { createEndpointsRepository } from './repository.js';

/**
 * Removes an endpoint with its delivery log; a job still queued for it finds nothing to send. Its audit
 * trail stays (the partner's stream, or the office's endpoint's own, which outlives the row).
 */
export async function deleteEndpoint(
  deps: Pick<WebhookDeps, 'sql' | 'partners' | 'store'>,
  id: string,
  caller: EndpointCaller,
): Promise<void> {
  await deps.sql.begin(async (tx) => {
    await lockEndpointPartner(deps, tx, caller, id);
    const removed = await createEndpointsRepository(tx).remove(
      id,
      caller.kind === 'partner' ? caller.partnerId : undefined,
    );
    if (!removed) throw WebhooksError.endpointNotFound();
    await recordEndpointChange(deps, tx, caller, removed.partnerId, {
      type: 'WebhookDeleted',
      data: { endpointId: id, url: auditedUrl(removed.url) },
    });
  });
}
