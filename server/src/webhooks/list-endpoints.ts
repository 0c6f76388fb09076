import type { WebhookDeps } from './deps.js';
import { toEndpoint } from './present.js';
import { createEndpointsRepository } from './repository.js';
import type { WebhookEndpoint } from './schemas.js';

/** The endpoints, newest first, each with its pending and failed deliveries. */
export async function listEndpoints(
  deps: Pick<WebhookDeps, 'sql'>,
  page: { skip: number; take: number },
): Promise<{ content: WebhookEndpoint[]; total: number }> {
  const { rows, total } = await createEndpointsRepository(deps.sql).list(page.skip, page.take);
  return { content: rows.map(toEndpoint), total };
}
