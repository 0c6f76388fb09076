import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, newKeyMaterial, parseKey, sameHash } from './keys.js';
import { normalizeOrigin } from './partner-fields.js';

describe('partner keys', () => {
  it('makes fk_<prefix>_<secret> keys whose hash only the secret gives back', () => {
    const made = newKeyMaterial((n) => randomBytes(n));
    expect(made.key).toMatch(/^fk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    const parsed = parseKey(` ${made.key} `)!;
    expect(parsed.prefix).toBe(made.prefix);
    expect(sameHash(parsed.secretHash, made.secretHash)).toBe(true);
    expect(sameHash(hashSecret('başka'), made.secretHash)).toBe(false);
  });

  it('takes the given random bytes (no hidden input), and refuses what is not a key', () => {
    const fixed = newKeyMaterial((n) => Buffer.alloc(n, 7));
    expect(fixed.key).toBe(`fk_070707070707_${Buffer.alloc(32, 7).toString('base64url')}`);
    for (const text of [
      '',
      'fk_',
      'fk_0707_abc',
      `FK_070707070707_${'A'.repeat(43)}`,
      `fk_070707070707_${'A'.repeat(44)}`,
    ])
      expect(parseKey(text), text).toBeUndefined();
  });

  it('reads browser origins as browsers send them', () => {
    expect(normalizeOrigin('https://Acente.Example/')).toBe('https://acente.example');
    expect(normalizeOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(normalizeOrigin('https://acente.example:443')).toBe('https://acente.example');
    for (const bad of ['acente.example', 'https://acente.example/yol', 'ftp://acente.example', 'https://a@b.example'])
      expect(() => normalizeOrigin(bad), bad).toThrow(/kaynak adresi değil/);
  });
});
