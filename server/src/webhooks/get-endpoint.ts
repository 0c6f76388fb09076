import { manages, type EndpointReader } from './caller.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { WebhookEndpoint } from './schemas.js';

export async function getEndpoint(
  deps: Pick<WebhookDeps, 'sql'>,
  id: string,
  caller: EndpointReader,
): Promise<WebhookEndpoint> {
  const view = await createEndpointsRepository(deps.sql).view(id);
  if (!view || !manages(caller, view)) throw WebhooksError.endpointNotFound();
  return toEndpoint(view);
}
