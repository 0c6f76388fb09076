import { auditedUrl, lockEndpointPartner, manages, recordEndpointChange, type EndpointCaller } from './caller.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { WebhookEndpoint } from './schemas.js';
import { newSecret } from './signature.js';

/** How long the replaced secret keeps signing beside the new one (the receiver switches meanwhile). */
export const PREVIOUS_SECRET_HOURS = 24;

/**
 * A new signing secret, answered this once. For a day every delivery carries two signatures (the new
 * secret's and the old one's, space-separated as the Standard Webhooks header allows), so a receiver that
 * still verifies with the old secret keeps accepting them until it is given the new one.
 */
export async function rotateEndpointSecret(
  deps: Pick<WebhookDeps, 'sql' | 'now' | 'partners' | 'store'>,
  id: string,
  caller: EndpointCaller,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newSecret();
  const now = deps.now();
  const previousUntil = new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000);
  const view = await deps.sql.begin(async (tx) => {
    const endpoints = createEndpointsRepository(tx);
    await lockEndpointPartner(deps, tx, caller, id);
    const endpoint = await endpoints.lock(id);
    if (!endpoint || !manages(caller, endpoint)) throw WebhooksError.endpointNotFound();
    await endpoints.rotateSecret(id, secret, previousUntil, now);
    await recordEndpointChange(deps, tx, caller, endpoint.partnerId, {
      type: 'WebhookSecretRotated',
      data: { endpointId: id, url: auditedUrl(endpoint.url), previousUntil: previousUntil.toISOString() },
    });
    return endpoints.view(id);
  });
  return { endpoint: toEndpoint(view!), secret };
}
