import { checkEndpointUrl } from './check-endpoint-url.js';
import { createDeliveriesRepository } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { UpdateWebhookBody, WebhookEndpoint } from './schemas.js';

/**
 * Changes an endpoint. Enabled again after it was disabled, its pending deliveries go out from where they
 * stopped, in order, each lane's first starting the retry schedule afresh (the dispatcher queues them).
 * Deliveries of events that happened while it was disabled were never made.
 */
export async function updateEndpoint(
  deps: Pick<WebhookDeps, 'sql' | 'config' | 'now'>,
  id: string,
  body: UpdateWebhookBody,
): Promise<WebhookEndpoint> {
  if (new Set(body.eventTypes).size !== body.eventTypes.length) throw WebhooksError.eventTypesRepeated();
  const url = await checkEndpointUrl(deps, body.url);
  return deps.sql.begin(async (tx) => {
    const endpoints = createEndpointsRepository(tx);
    const before = await endpoints.lock(id);
    if (!before) throw WebhooksError.endpointNotFound();
    await endpoints.update(id, {
      url,
      description: body.description.trim(),
      eventTypes: body.eventTypes,
      enabled: body.enabled,
      at: deps.now(),
    });
    if (body.enabled && !before.enabled && (await createDeliveriesRepository(tx).requestResume(id)) > 0)
      await endpoints.notifyRequests();
    return toEndpoint((await endpoints.view(id))!);
  });
}
