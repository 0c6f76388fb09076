import type { PartnerAuditEntry } from '../partners/schemas.js';
import { officeEndpointTrail } from './audit.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';
import { createEndpointsRepository } from './repository.js';

/**
 * Who registered, changed, re-keyed, asked to redeliver or deleted an endpoint, and when, newest first: a
 * partner's endpoint's entries of its partner's trail (its own changes and the office's), the office's
 * endpoint's own stream. An office endpoint deleted since is still answered from its stream; a partner's
 * deleted endpoint's history is on the partner's page (`/v1/admin/partners/{id}/events`): without its row
 * nothing here names its partner.
 */
export async function listEndpointAudit(
  deps: Pick<WebhookDeps, 'sql' | 'store' | 'partners'>,
  id: string,
): Promise<PartnerAuditEntry[]> {
  const partnerId = await createEndpointsRepository(deps.sql).partnerOf(id);
  const trail = partnerId
    ? await deps.partners.endpointTrail(deps.sql, deps.store, partnerId, id)
    : await officeEndpointTrail(deps.sql, deps.store, id);
  if (partnerId === undefined && trail.length === 0) throw WebhooksError.endpointNotFound();
  return trail.reverse();
}
