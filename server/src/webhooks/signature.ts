import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing as the Standard Webhooks specification says (symmetric, `v1`): the secret is `whsec_` and the
 * base64 of random bytes; the key is those bytes; the signed content is `id.timestamp.body`; the header
 * value is `v1,<base64 HMAC-SHA256>`, several of them space-separated while an old secret still signs.
 * `signature.test.ts` checks it against the specification's own test vector.
 */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes (the specification asks for 24 to 64). */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The HMAC key a secret stands for (a secret given without its prefix is taken as the base64 itself). */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** One `v1,<signature>` of `id.timestamp.body`. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a delivery signed with every secret given (the current one first). */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, id, timestamp, body)).join(' '),
  };
}
