import type { webhooks } from './schema.js';

/** A webhook's event type: `reservation.created`, …, `availability.changed`. */
export type WebhookEventType = keyof webhooks;

/** The body of a delivery of type `T`: `{ type, timestamp, data }`, typed from the OpenAPI document. */
export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = T extends WebhookEventType
  ? NonNullable<webhooks[T]['post']>['requestBody'] extends { content: { 'application/json': infer B } }
    ? B
    : never
  : never;

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the delivery's `webhook-timestamp` may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Now, for tests (default the clock). */
  now?: Date;
}

/** Why a delivery was refused: missing headers, a stale or future timestamp, no matching signature. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

const header = (headers: WebhookHeaders, name: string): string | undefined => {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const found: string | string[] | undefined = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
};

const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** Compares every byte whatever the first difference, so the time taken tells nothing. */
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
};

/**
 * Verifies a delivery as the Standard Webhooks specification says and returns its body, typed: the
 * `webhook-timestamp` within `toleranceSeconds` of now (replays are refused), and one of the `v1,`
 * signatures in `webhook-signature` equal to HMAC-SHA256 of `webhook-id.webhook-timestamp.body`
 * keyed with the base64-decoded secret after `whsec_`. Pass the body exactly as received (the raw
 * text or bytes, before any JSON parsing). Throws `WebhookVerificationError` otherwise. Uses Web
 * Crypto, so it runs on Node 20+, Deno, Bun and edge runtimes alike.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array,
  options: VerifyOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError('webhook-id, webhook-timestamp and webhook-signature headers are required');
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not a Unix time');
  const tolerance = options.toleranceSeconds ?? 300;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - Number(timestamp)) > tolerance)
    throw new WebhookVerificationError('webhook-timestamp is outside the tolerance: a replay, or a wrong clock');

  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const key = await crypto.subtle.importKey(
    'raw',
    base64ToBytes(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${text}`)),
  );
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    try {
      return sameBytes(base64ToBytes(signature), expected);
    } catch {
      return false;
    }
  });
  if (!matches) throw new WebhookVerificationError('no signature matches: wrong secret, or the body was changed');
  return JSON.parse(text) as WebhookEvent;
}
