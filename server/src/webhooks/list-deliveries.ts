import { manages, type EndpointReader } from './caller.js';
import { createDeliveriesRepository, type DeliveryStatus } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toDelivery } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { WebhookDelivery } from './schemas.js';

/** An endpoint's delivery log, newest first. */
export async function listDeliveries(
  deps: Pick<WebhookDeps, 'sql'>,
  endpointId: string,
  q: { skip: number; take: number; status?: DeliveryStatus | undefined },
  caller: EndpointReader,
): Promise<{ content: WebhookDelivery[]; total: number }> {
  const endpoint = await createEndpointsRepository(deps.sql).get(endpointId);
  if (!endpoint || !manages(caller, endpoint)) throw WebhooksError.endpointNotFound();
  const { rows, total } = await createDeliveriesRepository(deps.sql).list(endpointId, q);
  return { content: rows.map(toDelivery), total };
}
