import { auditedUrl, lockEndpointPartner, manages, recordEndpointChange, type EndpointCaller } from './caller.js';
import { createDeliveriesRepository } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toDelivery } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { WebhookDelivery } from './schemas.js';

/**
 * "Yeniden gönder" (the office's, or a partner's for its own endpoint): the delivery goes once more, with
 * the same `webhook-id` and body (a receiver that already has it can tell), outside its lane's order and the
 * retry schedule. Only a delivery that is finished (delivered or failed) and an enabled endpoint: a pending
 * one is on its way. The dispatcher queues the job when this commits.
 */
export async function redeliver(
  deps: Pick<WebhookDeps, 'sql' | 'partners' | 'store'>,
  endpointId: string,
  deliveryId: string,
  caller: EndpointCaller,
): Promise<WebhookDelivery> {
  return deps.sql.begin(async (tx) => {
    const endpoints = createEndpointsRepository(tx);
    const deliveries = createDeliveriesRepository(tx);
    await lockEndpointPartner(deps, tx, caller, endpointId);
    const endpoint = await endpoints.lock(endpointId);
    if (!endpoint || !manages(caller, endpoint)) throw WebhooksError.endpointNotFound();
    const delivery = await deliveries.get(endpointId, deliveryId);
    if (!delivery) throw WebhooksError.deliveryNotFound();
    if (!endpoint.enabled) throw WebhooksError.endpointDisabled();
    if (delivery.status === 'pending') throw WebhooksError.deliveryStillPending();
    await deliveries.request(deliveryId, 'manual');
    await endpoints.notifyRequests();
    await recordEndpointChange(deps, tx, caller, endpoint.partnerId, {
      type: 'WebhookRedeliveryRequested',
      data: { endpointId, url: auditedUrl(endpoint.url), deliveryId },
    });
    return toDelivery((await deliveries.get(endpointId, deliveryId))!);
  });
}
