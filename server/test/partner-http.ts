import type { TestApp } from './app.js';

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null for an empty one). */
  body: T;
}

export interface Refused {
  statusCode: number;
  code: string;
  content: { message: string };
}

export type PartnerHttp = <T = unknown>(
  key: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts?: { payload?: object; headers?: Record<string, string> },
) => Promise<HttpAnswer<T>>;

/**
 * The test app listening on a loopback port, and a partner's calls to it over real HTTP (fetch), with its
 * key in `X-Api-Key`, as the partner's own server would make them.
 */
export async function partnerHttp(t: TestApp): Promise<{ base: string; call: PartnerHttp }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call: PartnerHttp = async <T>(
    key: string | null,
    method: string,
    path: string,
    opts: { payload?: object; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(key === null ? {} : { 'x-api-key': key }),
        ...(opts.payload ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      ...(opts.payload ? { body: JSON.stringify(opts.payload) } : {}),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
  };
  return { base, call };
}
