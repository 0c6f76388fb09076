import { pointsIntoPrivateNetwork } from '../calendar/feed.js';
import type { WebhookDeps } from './deps.js';
import { WebhooksError } from './errors.js';

/**
 * An endpoint's URL as it is saved, or a refusal: https only, no credentials in it, and never into the
 * server's own network (the iCal import's guard, `calendar/feed.ts`; a name is resolved to check it, and
 * every send resolves it again). With WEBHOOK_ALLOW_PRIVATE_HOSTS (tests, a local receiver) http:// and
 * private addresses are accepted.
 */
export async function checkEndpointUrl(deps: Pick<WebhookDeps, 'config'>, raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw WebhooksError.urlInvalid();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw WebhooksError.urlInvalid();
  if (url.username || url.password) throw WebhooksError.urlWithCredentials();
  const { allowPrivateHosts, timeoutMs } = deps.config;
  if (url.protocol === 'http:' && !allowPrivateHosts) throw WebhooksError.urlNotHttps();
  const limits = { timeoutMs, maxBytes: 0, maxRedirects: 0, allowPrivateHosts };
  if (await pointsIntoPrivateNetwork(url.toString(), limits)) throw WebhooksError.urlPrivate();
  return url.toString();
}
