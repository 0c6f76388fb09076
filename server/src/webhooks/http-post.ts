import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { isPrivateAddress, PrivateAddressError, publicOnlyLookup } from '../calendar/feed.js';

/** What one attempt came to: a 2xx is delivered; anything else is a failure with its reason. */
export interface PostOutcome {
  ok: boolean;
  /** The receiver's HTTP status (null when none came: refused, timed out, private address). */
  status: number | null;
  /** Why it failed, in Turkish, for the delivery log (null when delivered). */
  error: string | null;
  /** The receiver's `Retry-After`, as sent. */
  retryAfter?: string;
  durationMs: number;
}

export type HttpPost = (
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; allowPrivateHosts: boolean },
) => Promise<PostOutcome>;

/** Bytes of a receiver's answer read before the connection is let go (the answer is not kept). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Connections to receivers, kept alive between deliveries. The iCal import's guard (`calendar/feed.ts`)
 * resolves every name: one that answers an address in the server's own network is refused at connect
 * time (DNS rebinding included); an IP literal is checked before connecting.
 */
const agents = {
  publicOnly: new Agent({ connect: { lookup: publicOnlyLookup }, keepAliveTimeout: 30_000, connections: 64 }),
  any: new Agent({ keepAliveTimeout: 30_000, connections: 64 }),
};

const privateMessage = 'Adres iç ağdaki bir sunucuyu gösteriyor; gönderilmedi.';

/** POSTs one delivery with one deadline for the whole exchange; follows no redirect (a 3xx is a failure). */
export const postWebhook: HttpPost = async (url, body, headers, opts) => {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivateHosts && isIP(host) && isPrivateAddress(host))
    return { ok: false, status: null, error: privateMessage, durationMs: took() };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  try {
    const res = await request(url, {
      method: 'POST',
      body,
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'FethiyeTekne-Webhooks/1' },
      signal,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      dispatcher: opts.allowPrivateHosts ? agents.any : agents.publicOnly,
    });
    let read = 0;
    for await (const chunk of res.body) {
      read += (chunk as Buffer).byteLength;
      if (read > MAX_ANSWER_BYTES) {
        res.body.destroy();
        break;
      }
    }
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    const retryAfter = res.headers['retry-after'];
    return {
      ok,
      status: res.statusCode,
      error: ok ? null : `Alıcı HTTP ${res.statusCode} yanıtı verdi.`,
      ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
      durationMs: took(),
    };
  } catch (e) {
    return { ok: false, status: null, error: failureText(e, opts.timeoutMs), durationMs: took() };
  }
};

function failureText(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; code?: string; cause?: unknown };
  if (err.cause instanceof PrivateAddressError || e instanceof PrivateAddressError) return privateMessage;
  if (err.name === 'TimeoutError' || err.name === 'AbortError' || err.code?.startsWith('UND_ERR_') === true) {
    if (err.code === 'UND_ERR_SOCKET') return 'Bağlantı yanıt gelmeden kapandı.';
    if (err.code === 'UND_ERR_CONNECT_TIMEOUT' || err.name === 'TimeoutError' || err.code?.includes('TIMEOUT'))
      return `Alıcı ${(timeoutMs / 1000).toLocaleString('tr-TR')} saniye içinde yanıt vermedi (zaman aşımı).`;
  }
  if (err.code === 'ECONNREFUSED') return 'Alıcı bağlantıyı reddetti (adreste dinleyen sunucu yok).';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'Alıcının sunucusu bulunamadı (DNS).';
  if (err.code === 'ECONNRESET') return 'Alıcı bağlantıyı kesti.';
  if (err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT')) return 'Alıcının TLS sertifikası doğrulanamadı.';
  return `Gönderilemedi (${err.code ?? err.name ?? 'bilinmeyen hata'}).`;
}
