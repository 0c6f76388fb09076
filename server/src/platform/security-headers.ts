import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { badRequest } from './errors.js';
import { isApiUrl } from './site-paths.js';

/**
 * Helmet's security headers, computed once. `@fastify/helmet` builds a new helmet middleware (and
 * parses the CSP directives again) on every request, which cost about a tenth of a small API
 * response's CPU; the headers only depend on the options, so they are captured here at start-up
 * from helmet itself and copied onto each reply.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error as Error; // helmet's middleware calls back with an Error or nothing
  });
  return Object.freeze(headers);
}

/** HTTP Strict Transport Security, one year, subdomains included (helmet's default value). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What a JSON answer of the API needs (OWASP REST Security Cheat Sheet, "Security headers"): no
 * sniffing, no framing, no content of its own to run. The rest of helmet's set (referrer policy,
 * opener policy, DNS prefetch, download options…) governs HTML documents and would only make every
 * API answer a few hundred bytes longer for each client to parse.
 * Cross-origin resource policy: with CORS `*` any site may read the JSON anyway, so only uploaded
 * files say `cross-origin` (partner sites may show boat images, even under COEP); with a list of
 * origins every API answer stays `same-origin`.
 */
export function apiSecurityHeaders(publicApi: boolean, uploads: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(!publicApi
      ? { 'cross-origin-resource-policy': 'same-origin' }
      : uploads
        ? { 'cross-origin-resource-policy': 'cross-origin' }
        : {}),
  });
}

export interface CorsOptions {
  /** `*` for any origin, or the exact origins (scheme://host[:port]) allowed. */
  origins: '*' | readonly string[];
  methods: readonly string[];
  allowedHeaders: readonly string[];
  exposedHeaders: readonly string[];
  maxAgeSeconds: number;
}

export interface ResponseHeaderOptions {
  /** Helmet's options for the site's pages (and anything else outside /v1); its HSTS is replaced (below). */
  pages: Readonly<HelmetOptions>;
  /** The site's public address: when it is https, every answer carries HSTS. */
  publicUrl: string | undefined;
  cors: CorsOptions;
}

/**
 * Every reply's headers, set in one hook as early as possible: the request id, the security
 * headers (the full helmet set for pages, the API set for /v1), and CORS.
 *
 * HSTS goes out when the site is served over HTTPS: its PUBLIC_URL is https, or the request came
 * in over https (directly, or per X-Forwarded-Proto with TRUST_PROXY). Over plain HTTP browsers
 * ignore it, and RFC 6797 (7.2) says not to send it.
 *
 * CORS: with `*`, `access-control-allow-origin: *` goes on every answer (so a shared cache can hand
 * any answer to any client), and the exposed-headers list only when the request is a CORS request
 * (it carries `Origin`); nothing else reads it. With a list of origins, an allowed origin is echoed,
 * and every answer says `Vary: Origin`. Preflights (OPTIONS with Origin and
 * Access-Control-Request-Method) are answered 204 for every path; another OPTIONS gets a Turkish 400.
 */
export function createResponseHeaders(options: ResponseHeaderOptions) {
  const { cors } = options;
  const anyOrigin = cors.origins === '*';
  const allowed = new Set(anyOrigin ? [] : cors.origins);
  const { 'strict-transport-security': _hsts, ...pageHeaders } = securityHeaders(options.pages);
  const apiHeaders = apiSecurityHeaders(anyOrigin, false);
  const uploadHeaders = apiSecurityHeaders(anyOrigin, true);
  const alwaysHsts = options.publicUrl?.startsWith('https://') === true;
  const exposed = cors.exposedHeaders.join(', ');
  const preflight = Object.freeze({
    'access-control-allow-methods': cors.methods.join(', '),
    'access-control-allow-headers': cors.allowedHeaders.join(', '),
    'access-control-max-age': String(cors.maxAgeSeconds),
  });

  return {
    preflight,
    /**
     * What an answer outside Fastify's request cycle carries (Node's parser refused the request, its
     * path and Origin unknown): the API set, and `*` CORS when any origin may read the API.
     */
    raw: Object.freeze({ ...apiHeaders, ...(anyOrigin ? { 'access-control-allow-origin': '*' } : {}) }),
    /** Sets the request id, security and CORS headers of `request`'s answer. */
    apply(request: FastifyRequest, reply: FastifyReply): void {
      reply.header('x-request-id', request.id);
      const url = request.url;
      reply.headers(isApiUrl(url) ? (url.startsWith('/v1/uploads/') ? uploadHeaders : apiHeaders) : pageHeaders);
      if (alwaysHsts || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const origin = request.headers.origin;
      if (anyOrigin) {
        reply.header('access-control-allow-origin', '*');
        if (origin !== undefined) reply.header('access-control-expose-headers', exposed);
      } else {
        reply.header('vary', 'Origin');
        if (origin !== undefined && allowed.has(origin)) {
          reply.header('access-control-allow-origin', origin);
          reply.header('access-control-expose-headers', exposed);
        }
      }
    },
  };
}
export type ResponseHeaders = ReturnType<typeof createResponseHeaders>;

/** Sets those headers in one `onRequest` hook, before anything can refuse the request, and answers preflights. */
export function registerResponseHeaders(app: FastifyInstance, headers: ResponseHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    headers.apply(request, reply);
    done();
  });

  app.options('*', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers.origin === undefined || request.headers['access-control-request-method'] === undefined) {
      throw badRequest(
        'INVALID_PREFLIGHT',
        'Geçersiz CORS ön kontrol isteği: OPTIONS isteği Origin ve Access-Control-Request-Method başlıklarını içermelidir.',
      );
    }
    // Allowed or not, the answer is the same 204; without Access-Control-Allow-Origin the browser refuses.
    return reply.headers(headers.preflight).code(204).send();
  });
}
