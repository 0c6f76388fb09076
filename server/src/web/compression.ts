import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than the bytes it saves. */
const MIN_BYTES = 1024;

/** The best encoding the client accepts (`q=0` refuses), or none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

export interface Compressible {
  body: string;
  /** The body as UTF-8 once, so a cached page is not re-encoded on every response. */
  bytes?: Buffer;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/**
 * The page's body in the encoding, made once per cached page on first demand (brotli at a fast
 * level: a page is compressed about once a minute, but on the request's time).
 */
export function encodedBody(page: Compressible, encoding: Encoding | undefined): Buffer {
  page.bytes ??= Buffer.from(page.body, 'utf8');
  if (!encoding || page.bytes.length < MIN_BYTES) return page.bytes;
  page.encoded ??= {};
  let buffer = page.encoded[encoding];
  if (!buffer) {
    buffer =
      encoding === 'br'
        ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.body, { level: 6 });
    page.encoded[encoding] = buffer;
  }
  return buffer;
}
