import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /type=["'](application\/json|application\/ld\+json)["']/i;

/** sha256 sources for the executable inline scripts of a page (data blocks are not executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPES.test(attrs) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Adds script hashes to the script-src of an existing policy. */
export function withScriptHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((d) => (d.trim().startsWith('script-src ') ? `${d.trim()} ${hashes.join(' ')}` : d.trim()))
    .join(';');
}
