import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, preferredEncoding } from './compression.js';

describe('HTML compression', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('compresses a page once per encoding and leaves small bodies alone', () => {
    const page = { body: '<p>Fethiye’de tekne kiralama</p>'.repeat(100) };
    const br = encodedBody(page, 'br');
    expect(Buffer.isBuffer(br) && brotliDecompressSync(br).toString()).toBe(page.body);
    expect(encodedBody(page, 'br')).toBe(br);
    const gz = encodedBody(page, 'gzip');
    expect(Buffer.isBuffer(gz) && gunzipSync(gz).toString()).toBe(page.body);
    expect(encodedBody({ body: '<p>kısa</p>' }, 'br').toString()).toBe('<p>kısa</p>');
    expect(encodedBody(page, undefined).toString()).toBe(page.body);
  });
});
