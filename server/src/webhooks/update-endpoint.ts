import {
  auditedUrl,
  checkEventTypes,
  checkPartnerScopes,
  lockEndpointPartner,
  manages,
  recordEndpointChange,
  type EndpointCaller,
} from './caller.js';
import { checkEndpointUrl } from './check-endpoint-url.js';
import { createDeliveriesRepository } from './deliveries-repository.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { UpdateWebhookBody, WebhookEndpoint } from './schemas.js';

const STOPPED_BY = { office: 'Ofis tarafından durduruldu.', partner: 'İş ortağı tarafından durduruldu.' } as const;

/**
 * Changes an endpoint: the fields given (the office's PUT gives them all, a partner's PATCH any of them).
 * Enabled again after it was disabled, its pending deliveries go out from where they stopped, in order, each
 * lane's first starting the retry schedule afresh (the dispatcher queues them). Deliveries of events that
 * happened while it was disabled were never made. The office adding a type to a partner's endpoint is
 * checked against the partner's scopes under its row lock. Recorded in the partner's audit trail, or the
 * office's endpoint's own, in the transaction.
 */
export async function updateEndpoint(
  deps: Pick<WebhookDeps, 'sql' | 'config' | 'now' | 'partners' | 'store'>,
  id: string,
  change: Partial<UpdateWebhookBody>,
  caller: EndpointCaller,
): Promise<WebhookEndpoint> {
  if (change.eventTypes) checkEventTypes(caller, change.eventTypes);
  const url = change.url === undefined ? undefined : await checkEndpointUrl(deps, change.url);
  return deps.sql.begin(async (tx) => {
    const endpoints = createEndpointsRepository(tx);
    const partner = await lockEndpointPartner(deps, tx, caller, id);
    const before = await endpoints.lock(id);
    if (!before || !manages(caller, before)) throw WebhooksError.endpointNotFound();
    const after = {
      url: url ?? before.url,
      description: change.description?.trim() ?? before.description,
      eventTypes: change.eventTypes ?? before.eventTypes,
      enabled: change.enabled ?? before.enabled,
    };
    if (partner && caller.kind === 'office')
      checkPartnerScopes(
        partner,
        after.eventTypes.filter((t) => !before.eventTypes.includes(t)),
      );
    await endpoints.update(id, { ...after, disabledReason: STOPPED_BY[caller.kind], at: deps.now() });
    if (after.enabled && !before.enabled && (await createDeliveriesRepository(tx).requestResume(id)) > 0)
      await endpoints.notifyRequests();
    await recordEndpointChange(deps, tx, caller, before.partnerId, {
      type: 'WebhookChanged',
      data: {
        endpointId: id,
        url: auditedUrl(before.url),
        changes: {
          ...(after.url !== before.url ? { url: auditedUrl(after.url) } : {}),
          ...(after.eventTypes.join() !== before.eventTypes.join() ? { eventTypes: [...after.eventTypes] } : {}),
          ...(after.description !== before.description ? { description: after.description } : {}),
          ...(after.enabled !== before.enabled ? { enabled: after.enabled } : {}),
        },
      },
    });
    return toEndpoint((await endpoints.view(id))!);
  });
}
