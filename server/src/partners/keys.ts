import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * A partner key as the partner holds it: `fk_<prefix>_<secret>`, the prefix 12 hex characters (public:
 * it finds the key's row and shows in the panel), the secret 32 random bytes in base64url. Only the
 * secret's SHA-256 is stored: a leaked table gives no key, and the secret's 256 bits make a slow hash
 * (as for passwords) pointless.
 */
const KEY = /^fk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface KeyMaterial {
  /** The whole key, shown once. */
  key: string;
  prefix: string;
  secretHash: Buffer;
}

export const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

/** A new key from `random` bytes (crypto.randomBytes in the composition root): 6 for the prefix, 32 for the secret. */
export function newKeyMaterial(random: (bytes: number) => Buffer): KeyMaterial {
  const prefix = random(6).toString('hex');
  const secret = random(32).toString('base64url');
  return { key: `fk_${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

/** The prefix and the secret's hash of a key as sent, or undefined when it is not a key's shape. */
export function parseKey(key: string): { prefix: string; secretHash: Buffer } | undefined {
  const m = KEY.exec(key.trim());
  if (!m) return undefined;
  return { prefix: m[1]!, secretHash: hashSecret(m[2]!) };
}

/** Whether two secret hashes are equal, in a time that does not depend on where they differ. */
export const sameHash = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);
