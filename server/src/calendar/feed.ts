/** Why a feed could not be read or understood; the message is shown to admins on the boat. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** `webcal://` is how calendar apps spell `https://`; anything but http(s) is refused. */
export function feedUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcal:\/\//i, 'https://'), base);
  } catch {
    throw new FeedError(`Takvim adresi geçersiz: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedError('Takvim adresi http://, https:// veya webcal:// ile başlamalıdır.');
  return url;
}

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

/**
 * Reads a feed with one deadline for the whole exchange (redirects and body included), at most
 * `maxRedirects` redirects, and stops reading past `maxBytes`.
 */
export async function fetchFeed(raw: string, limits: FetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const seconds = (limits.timeoutMs / 1000).toLocaleString('tr-TR');
  let url = feedUrl(raw);
  try {
    for (let redirects = 0; ; redirects++) {
      let res: Response;
      try {
        res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' } });
      } catch (e) {
        if (isTimeout(e)) throw e;
        throw new FeedError(`Takvim adresine bağlanılamadı (${url.host}).`);
      }
      if (REDIRECTS.has(res.status)) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        if (!location) throw new FeedError(`Takvim adresi yönlendirme yaptı ama yeni adres vermedi (HTTP ${res.status}).`);
        if (redirects >= limits.maxRedirects) throw new FeedError(`Takvim adresi ${limits.maxRedirects} kereden fazla yönlendirme yaptı.`);
        url = feedUrl(location, url.toString());
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new FeedError(`Takvim adresi hata döndürdü: HTTP ${res.status}.`);
      }
      const declared = Number(res.headers.get('content-length') ?? '0');
      const tooLarge = () => new FeedError(`Takvim dosyası çok büyük (en fazla ${Math.floor(limits.maxBytes / 1024).toLocaleString('tr-TR')} KB).`);
      if (declared > limits.maxBytes) {
        await res.body?.cancel();
        throw tooLarge();
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      if (res.body) {
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > limits.maxBytes) {
            await reader.cancel();
            throw tooLarge();
          }
          chunks.push(value);
        }
      }
      return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
    }
  } catch (e) {
    if (isTimeout(e)) throw new FeedError(`Takvim adresi ${seconds} saniye içinde yanıt vermedi (zaman aşımı).`);
    throw e;
  }
}
