import createFetchClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export interface FethiyeClientOptions {
  /** The site's address, e.g. `https://fethiyetekne.com` (the API's paths start with `/v1`). */
  baseUrl: string;
  /** The partner key the office gave you; sent as `X-Api-Key` on every call. */
  apiKey?: string;
  /** Another `fetch` (a test double, a proxy-aware one); the global one otherwise. */
  fetch?: ClientOptions['fetch'];
  /** Headers added to every call (e.g. `Accept-Language`). */
  headers?: Record<string, string>;
}

export type FethiyeClient = Client<paths>;

/**
 * A typed client of the Fethiye Tekne API: every path, parameter, body and answer is typed from the
 * OpenAPI document the package was generated from (`client.GET('/v1/searchboats', { params: { query } })`
 * answers `{ data, error, response }`; `error` is the API's `{ statusCode, code, content: { message } }`).
 */
export function createClient(options: FethiyeClientOptions): FethiyeClient {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, ...(options.apiKey ? { 'X-Api-Key': options.apiKey } : {}) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
