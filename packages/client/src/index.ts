export { createClient, type FethiyeClient, type FethiyeClientOptions } from './client.js';
export {
  verifyWebhook,
  WebhookVerificationError,
  type VerifyOptions,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookHeaders,
} from './verify-webhook.js';
export type { components, paths, webhooks } from './schema.js';
