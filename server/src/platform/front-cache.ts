import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { ServerOptions } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  until: number;
  /** The answer's headers as Fastify sent them, without the per-request ones (id, date, connection). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers that belong to one request and one connection, never to the stored answer. */
const PER_REQUEST = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * A response micro-cache in front of Fastify, for the public catalog's hottest GETs (typeahead and
 * listing search), in the spirit of an nginx `proxy_cache` kept for a second or two.
 *
 * A route's handler says until when its answer is fresh (`answerFreshUntil`: the moment it goes stale
 * in the cache it came from) and the route's onSend hook keeps the answer as sent; until then, a GET of exactly the same URL is answered
 * here, before Fastify builds its request and reply, routes, runs hooks and validates the query: the
 * same bytes and the same headers (the security, CORS and content headers the full path produced),
 * with a request id of its own. The answer is never older than the route's own cache would give.
 *
 * Only requests that get the same headers share an entry: a GET without `Origin` (the CORS headers
 * depend on it; a page's own same-origin fetches send none) and without a partner's `X-Api-Key` (the
 * key is checked and counted on the full path, and a bad one refused), keyed by its URL and, behind a trusted
 * proxy, by its `X-Forwarded-Proto` (HSTS depends on it). Anything else, and every refused request,
 * takes Fastify's full path. While the app closes, nothing is served from here.
 */
export function createFrontCache(options: { trustProxy: boolean; max?: number; now?: () => number }) {
  const max = options.max ?? 4000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const untilOf = new WeakMap<object, number>();
  let open = true;

  /** The entry's key, or undefined when the request is not one this cache takes. */
  const keyOf = (req: IncomingMessage): string | undefined => {
    if (req.method !== 'GET' || req.url === undefined) return undefined;
    if (req.headers.origin !== undefined || req.headers['x-api-key'] !== undefined) return undefined;
    if (!options.trustProxy) return req.url;
    const proto = req.headers['x-forwarded-proto'];
    return proto === undefined ? req.url : `${String(proto)} ${req.url}`;
  };

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!open) return false;
    const key = keyOf(req);
    if (key === undefined) return false;
    const hit = entries.get(key);
    if (hit === undefined) return false;
    if (now() > hit.until) {
      entries.delete(key);
      return false;
    }
    const id = req.headers['x-request-id'];
    res.writeHead(200, {
      ...hit.headers,
      'x-request-id': typeof id === 'string' && id !== '' ? id : randomUUID(),
      'content-length': hit.body.length,
    });
    res.end(hit.body);
    return true;
  };

  return {
    /** Answers `req` from the cache when it can; false means Fastify should handle it. */
    serve,

    /** The handler's answer object stays fresh until `until` (undefined: it is not cached). */
    answerFreshUntil(request: FastifyRequest, until: number | undefined): void {
      if (until !== undefined) untilOf.set(request, until);
    },

    /** Route-level onSend hook: keeps a successful, fully buffered answer of a cacheable request. */
    onSend(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: null, payload: unknown) => void,
    ): void {
      const until = untilOf.get(request);
      const key =
        until !== undefined && open && reply.statusCode === 200 && now() <= until ? keyOf(request.raw) : undefined;
      if (until !== undefined && key !== undefined) {
        const body = Buffer.isBuffer(payload)
          ? payload
          : typeof payload === 'string'
            ? Buffer.from(payload)
            : undefined;
        if (body !== undefined) {
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(reply.getHeaders()))
            if (!PER_REQUEST.has(name) && value !== undefined) headers[name] = value;
          if (entries.size >= max) {
            const t = now();
            for (const [k, e] of entries) if (t > e.until) entries.delete(k);
            if (entries.size >= max) entries.clear();
          }
          entries.set(key, { until, headers, body });
        }
      }
      done(null, payload);
    },

    /** Forgets every kept answer (the catalog changed). */
    clear(): void {
      entries.clear();
    },

    /** Stops answering (the app is closing: Fastify's own 503 handling takes over). */
    close(): void {
      open = false;
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },

    /**
     * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (same timeouts), asking the
     * cache first.
     */
    serverFactory(
      handler: (req: IncomingMessage, res: ServerResponse) => void,
      opts: {
        http?: ServerOptions;
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
        maxRequestsPerSocket?: number;
      },
    ): Server {
      const server = createServer(opts.http ?? {}, (req, res) => {
        if (!serve(req, res)) handler(req, res);
      });
      if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
      if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
      if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
      if (opts.maxRequestsPerSocket !== undefined && opts.maxRequestsPerSocket > 0)
        server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
      return server;
    },
  };
}

export type FrontCache = ReturnType<typeof createFrontCache>;
