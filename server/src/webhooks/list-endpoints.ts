import type { EndpointReader } from './caller.js';
import type { WebhookDeps } from './deps.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { WebhookEndpoint } from './schemas.js';

/** The endpoints (a partner's: its own), newest first, each with its pending and failed deliveries. */
export async function listEndpoints(
  deps: Pick<WebhookDeps, 'sql'>,
  page: { skip: number; take: number },
  caller: EndpointReader,
): Promise<{ content: WebhookEndpoint[]; total: number }> {
  const { rows, total } = await createEndpointsRepository(deps.sql).list(
    page.skip,
    page.take,
    caller.kind === 'partner' ? caller.partnerId : undefined,
  );
  return { content: rows.map(toEndpoint), total };
}
