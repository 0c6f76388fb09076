import type { components, paths } from './schema';

export type Schemas = components['schemas'];
export type BoatDetail = Schemas['BoatDetail'];
export type SearchItem = Schemas['SearchItem'];
export type Money = Schemas['Money'];
export type Quote = Schemas['Quote'];
export type IsoCurrency = Money['currency'];

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON body of a path's successful response, straight from openapi.json. */
export type ApiOk<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends { responses: infer Rs }
  ? Rs extends { 200: infer R }
    ? JsonOf<R>
    : Rs extends { 201: infer R }
      ? JsonOf<R>
      : never
  : never;
export type QueryOf<P extends keyof paths> = paths[P]['get'] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export interface FetchResult {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
/**
 * How a request reaches the API: `fetch` in the browser, an in-process call on the server
 * (the Fastify plugin passes one in `pageContext.api`), so SSR never goes over the network.
 */
export type Fetcher = (path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }) => Promise<FetchResult>;

export const httpFetcher: Fetcher = (path, init) =>
  fetch(path, {
    method: init?.method ?? 'GET',
    headers: { ...(init?.body === undefined ? {} : { 'content-type': 'application/json' }), ...init?.headers },
    ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

export async function request<T>(fetcher: Fetcher, path: string, init?: Parameters<Fetcher>[1]): Promise<T> {
  const res = await fetcher(path, init);
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = body as { code?: string; content?: { message?: string } } | null;
    throw new ApiError(res.status, err?.code ?? 'ERROR', err?.content?.message ?? 'Bir hata meydana geldi.');
  }
  return body as T;
}
