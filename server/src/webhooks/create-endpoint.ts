import {
  auditedUrl,
  checkEventTypes,
  checkPartnerScopes,
  recordEndpointChange,
  type EndpointCaller,
} from './caller.js';
import { checkEndpointUrl } from './check-endpoint-url.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { CreateWebhookBody, WebhookEndpoint } from './schemas.js';
import { newSecret } from './signature.js';

/**
 * Registers an endpoint; its signing secret is answered this once (only the database keeps it). The office
 * names the partner that owns it, or none; a partner's own is always its own, and it may own at most
 * WEBHOOK_MAX_PARTNER_ENDPOINTS: counted under its row's lock, so concurrent creates wait for each other and
 * cannot pass the cap together (the office's registrations for it count, but the office is not stopped).
 * The office may subscribe a partner's endpoint only to the types the partner's scopes cover (checked under
 * the same lock). Recorded in the partner's audit trail, or the office's endpoint's own, in the transaction.
 */
export async function createEndpoint(
  deps: Pick<WebhookDeps, 'sql' | 'config' | 'now' | 'newId' | 'partners' | 'store'>,
  body: CreateWebhookBody,
  caller: EndpointCaller,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  checkEventTypes(caller, body.eventTypes);
  const partnerId = caller.kind === 'partner' ? caller.partnerId : (body.partnerId ?? null);
  const url = await checkEndpointUrl(deps, body.url);
  const id = deps.newId();
  const secret = newSecret();
  const view = await deps.sql.begin(async (tx) => {
    const endpoints = createEndpointsRepository(tx);
    if (partnerId) {
      const partner = await deps.partners.lockPartner(tx, partnerId);
      if (!partner) throw caller.kind === 'office' ? WebhooksError.partnerNotFound() : WebhooksError.endpointNotFound();
      if (caller.kind === 'office') checkPartnerScopes(partner, body.eventTypes);
    }
    if (caller.kind === 'partner') {
      const max = deps.config.maxPartnerEndpoints;
      if ((await endpoints.countOfPartner(caller.partnerId)) >= max) throw WebhooksError.tooManyEndpoints(max);
    }
    await endpoints.insert({
      id,
      partnerId,
      url,
      description: body.description?.trim() ?? '',
      eventTypes: body.eventTypes,
      secret,
      at: deps.now(),
    });
    await recordEndpointChange(deps, tx, caller, partnerId, {
      type: 'WebhookRegistered',
      data: { endpointId: id, url: auditedUrl(url), eventTypes: [...body.eventTypes] },
    });
    return endpoints.view(id);
  });
  return { endpoint: toEndpoint(view!), secret };
}
