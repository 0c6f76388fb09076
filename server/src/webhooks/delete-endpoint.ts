import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { createEndpointsRepository } from './repository.js';

/** Removes an endpoint with its delivery log; a job still queued for it finds nothing to send. */
export async function deleteEndpoint(deps: Pick<WebhookDeps, 'sql'>, id: string): Promise<void> {
  if (!(await createEndpointsRepository(deps.sql).remove(id))) throw WebhooksError.endpointNotFound();
}
