import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = NonNullable<InjectOptions['method']>;
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const isMethod = (method: string): method is Method => METHODS.has(method);

/**
 * The server renderer's `fetch`: the Request the web's typed client (openapi-fetch) builds is
 * answered by `app.inject`, so a server render reads the API in-process and opens no socket. Only
 * the path and query of the URL matter; the origin is a placeholder.
 */
export function injectFetch(
  app: FastifyInstance,
  /** The visitor's address, so the API's per-client limits count the visitor, not the server. */
  remoteAddress?: string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!isMethod(request.method)) return new Response(null, { status: 405 });
    const url = new URL(request.url);
    const payload = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const bodiless = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(bodiless ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
