import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed: `{ type, timestamp, data }`. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  at: number;
}

/**
 * A webhook receiver on loopback (node:http): it records every POST and answers what `answer` says for
 * its path (200 unless told). `stop()` closes it and its open connections (the sender sees a refused
 * connection); `start()` listens again on the same port.
 */
export interface TestReceiver {
  url: (path?: string) => string;
  received: Received[];
  answer: (path: string) => number | { status: number; headers?: Record<string, string> };
  start(): Promise<void>;
  stop(): Promise<void>;
  of(path: string): Received[];
}

export async function startReceiver(): Promise<TestReceiver> {
  let server: Server | undefined;
  let port = 0;
  const r: TestReceiver = {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received: [],
    answer: () => 200,
    async start() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const path = req.url ?? '/';
          r.received.push({
            path,
            headers: req.headers,
            body,
            payload: JSON.parse(body) as Received['payload'],
            at: Date.now(),
          });
          const a = r.answer(path);
          const { status, headers } = typeof a === 'number' ? { status: a, headers: {} } : a;
          res.writeHead(status, { 'content-type': 'text/plain', ...headers }).end('ok');
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async stop() {
      const s = server;
      if (!s) return;
      server = undefined;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    of: (path) => r.received.filter((x) => x.path === path),
  };
  await r.start();
  return r;
}

/**
 * Checks a delivery's signature as a receiver would, written here from the Standard Webhooks
 * specification (not with the server's signer): HMAC-SHA256 over `id.timestamp.body` with the
 * base64-decoded secret after `whsec_`, compared in constant time with any of the `v1,` signatures.
 */
export function signatureValid(secret: string, r: Received): boolean {
  const id = String(r.headers['webhook-id']);
  const timestamp = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${r.body}`).digest();
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, sig] = part.split(',');
      const given = Buffer.from(sig ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
