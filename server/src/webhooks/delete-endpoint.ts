import { auditedUrl, lockCallerPartner, recordPartnerChange, type EndpointCaller } from './caller.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { createEndpointsRepository } from './repository.js';

/** Removes an endpoint with its delivery log; a job still queued for it finds nothing to send. */
export async function deleteEndpoint(
  deps: Pick<WebhookDeps, 'sql' | 'partners' | 'store'>,
  id: string,
  caller: EndpointCaller,
): Promise<void> {
  await deps.sql.begin(async (tx) => {
    await lockCallerPartner(deps, tx, caller);
    const removed = await createEndpointsRepository(tx).remove(
      id,
      caller.kind === 'partner' ? caller.partnerId : undefined,
    );
    if (!removed) throw WebhooksError.endpointNotFound();
    await recordPartnerChange(deps, tx, caller, {
      type: 'PartnerWebhookDeleted',
      data: { endpointId: id, url: auditedUrl(removed.url) },
    });
  });
}
