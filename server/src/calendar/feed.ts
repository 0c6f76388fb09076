import { lookup as lookupCallback, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, fetch, type Response } from 'undici';

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
  /** Off in production: a feed URL may not point into the server's own network (loopback, private, link-local). */
  allowPrivateHosts?: boolean;
}

/** Loopback, private, link-local, CGNAT and unspecified addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/** A feed host that resolves into the server's own network. */
export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} iç ağdaki bir adrese çözümleniyor`);
    this.name = 'PrivateAddressError';
  }
}

const privateHostMessage =
  'Takvim adresi iç ağdaki bir sunucuyu gösteriyor; yalnızca internetteki adresler okunabilir.';

/**
 * The DNS lookup the feed's connections use (`net.connect`'s `lookup` option): the same answer is
 * checked and connected to, so a name that answers a public address to the check and a private one
 * to the connection (DNS rebinding) cannot reach the server's own network.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  lookupCallback(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(new PrivateAddressError(hostname), '');
    const [first] = addresses as [LookupAddress];
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
}

/** Connections for feeds: production's resolve through `publicOnlyLookup`; no keep-alive pool to speak of. */
const agents = {
  publicOnly: new Agent({ connect: { lookup: publicOnlyLookup }, keepAliveTimeout: 1000 }),
  any: new Agent({ keepAliveTimeout: 1000 }),
};
export const feedDispatcher = (limits: Pick<FetchLimits, 'allowPrivateHosts'>): Agent =>
  limits.allowPrivateHosts ? agents.any : agents.publicOnly;

/**
 * Refuses, with a clear message and before connecting, a host that is or resolves to an address in
 * the server's own network. The connection itself resolves again through `publicOnlyLookup` (an IP
 * literal is not looked up, so it is checked only here).
 */
async function checkHost(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<void> {
  if (limits.allowPrivateHosts) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    // The lookup counts against the same deadline as the rest of the exchange.
    const aborted = new Promise<never>((_, reject) => {
      // The reason of the deadline's signal is its TimeoutError (AbortSignal.timeout).
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    aborted.catch(() => {}); // the deadline fires later whatever happens; only the race may observe it

    addresses = isIP(host)
      ? [host]
      : (await Promise.race([lookup(host, { all: true }), aborted])).map((a) => a.address);
  } catch (e) {
    if (isTimeout(e)) throw e;
    throw new FeedError(`Takvim adresinin sunucusu bulunamadı (${url.host}).`);
  }
  if (addresses.some(isPrivateAddress)) throw new FeedError(privateHostMessage);
}

/**
 * Whether a feed URL given for saving points into the server's own network (an address there, or a name
 * resolving there), as `fetchFeed` would refuse it. A name that does not resolve within the deadline is not
 * judged here: the sync reports it. An unparsable URL is the route schema's business.
 */
export async function pointsIntoPrivateNetwork(raw: string, limits: FetchLimits): Promise<boolean> {
  if (limits.allowPrivateHosts) return false;
  let url: URL;
  try {
    url = feedUrl(raw);
  } catch {
    return false;
  }
  try {
    await checkHost(url, limits, AbortSignal.timeout(Math.min(limits.timeoutMs, 2000)));
    return false;
  } catch (e) {
    return e instanceof FeedError && e.message === privateHostMessage;
  }
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedError('Takvim adresi http://, https:// veya webcal:// ile başlamalıdır.');
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
      await checkHost(url, limits, signal);
      let res: Response;
      try {
        res = await fetch(url, {
          redirect: 'manual',
          signal,
          headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
          dispatcher: feedDispatcher(limits),
        });
      } catch (e) {
        if (isTimeout(e)) throw e;
        if (e instanceof Error && e.cause instanceof PrivateAddressError) throw new FeedError(privateHostMessage);
        throw new FeedError(`Takvim adresine bağlanılamadı (${url.host}).`);
      }
      if (REDIRECTS.has(res.status)) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        if (!location)
          throw new FeedError(`Takvim adresi yönlendirme yaptı ama yeni adres vermedi (HTTP ${res.status}).`);
        if (redirects >= limits.maxRedirects)
          throw new FeedError(`Takvim adresi ${limits.maxRedirects} kereden fazla yönlendirme yaptı.`);
        url = feedUrl(location, url.toString());
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new FeedError(`Takvim adresi hata döndürdü: HTTP ${res.status}.`);
      }
      const declared = Number(res.headers.get('content-length') ?? '0');
      const tooLarge = () =>
        new FeedError(
          `Takvim dosyası çok büyük (en fazla ${Math.floor(limits.maxBytes / 1024).toLocaleString('tr-TR')} KB).`,
        );
      if (declared > limits.maxBytes) {
        await res.body?.cancel();
        throw tooLarge();
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      if (res.body) {
        const reader = (res.body as ReadableStream<Uint8Array>).getReader();
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
