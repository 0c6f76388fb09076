import { createHash } from 'node:crypto';

/** RFC 4122 version-5 UUID: the same name always gives the same id (idempotent requests, outbox rows). */
export function uuidV5(name: string, namespace = '6f1d6c1e-5b1a-4c55-9d3e-2b6f0f4b7a10'): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
