import { partnerExists } from '../partners/read.js';
import { checkEndpointUrl } from './check-endpoint-url.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { CreateWebhookBody, WebhookEndpoint } from './schemas.js';
import { newSecret } from './signature.js';

/** Registers an endpoint; its signing secret is answered this once (only the database keeps it). */
export async function createEndpoint(
  deps: Pick<WebhookDeps, 'sql' | 'config' | 'now' | 'newId'>,
  body: CreateWebhookBody,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  if (new Set(body.eventTypes).size !== body.eventTypes.length) throw WebhooksError.eventTypesRepeated();
  if (body.partnerId && !(await partnerExists(deps.sql, body.partnerId))) throw WebhooksError.partnerNotFound();
  const url = await checkEndpointUrl(deps, body.url);
  const id = deps.newId();
  const secret = newSecret();
  const view = await deps.sql.begin(async (tx) => {
    const endpoints = createEndpointsRepository(tx);
    await endpoints.insert({
      id,
      partnerId: body.partnerId ?? null,
      url,
      description: body.description?.trim() ?? '',
      eventTypes: body.eventTypes,
      secret,
      at: deps.now(),
    });
    return endpoints.view(id);
  });
  return { endpoint: toEndpoint(view!), secret };
}
