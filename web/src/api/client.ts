import createClient, { type Client } from 'openapi-fetch';
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
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON request body of an operation, straight from openapi.json. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put' | 'patch'> = JsonBody<paths[P][M]>;
export type QueryOf<P extends keyof paths> = paths[P]['get'] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;

/** The typed client generated from openapi/openapi.json: paths, parameters, bodies and answers are checked. */
export type ApiClient = Client<paths>;

/**
 * How the server renderer reaches the API: a fetch the Fastify plugin implements with `app.inject`
 * (`pageContext.apiFetch`), so a server render never opens a socket.
 */
export type InProcessFetch = (request: Request) => Promise<Response>;

/** A client on the browser's fetch (same origin), or on the given one. */
export function createApiClient(options: { fetch?: InProcessFetch; baseUrl?: string } = {}): ApiClient {
  // globalThis.fetch is read per call, not captured when the module loads.
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
}

/** The public site's client in the browser (no session, no token). */
export const api = createApiClient();

// openapi-fetch builds a Request, which needs an absolute URL; the in-process fetch reads only path and query.
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';
const inProcessClients = new WeakMap<InProcessFetch, ApiClient>();

/** The client of server-side `+data` hooks, one per in-process fetch (the plugin passes the same one to every render). */
export function inProcessApi(fetch: InProcessFetch): ApiClient {
  let client = inProcessClients.get(fetch);
  if (!client) {
    client = createApiClient({ fetch, baseUrl: IN_PROCESS_ORIGIN });
    inProcessClients.set(fetch, client);
  }
  return client;
}

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

export const NETWORK_ERROR_MESSAGE = 'Sunucuya ulaşılamadı; bağlantınızı kontrol edin.';
const FALLBACK_MESSAGE = 'Bir hata meydana geldi.';

/** The code and Turkish message of the API's error envelope `{statusCode, code, content: {message}}`. */
export function envelopeOf(error: unknown): { code: string; message: string } {
  if (typeof error !== 'object' || error === null) return { code: 'ERROR', message: FALLBACK_MESSAGE };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : 'ERROR';
  const content =
    'content' in error && typeof error.content === 'object' && error.content !== null ? error.content : {};
  const message = 'message' in content && typeof content.message === 'string' ? content.message : FALLBACK_MESSAGE;
  return { code, message };
}

/** What openapi-fetch resolves to: the parsed body on success, the parsed error otherwise. */
interface ApiAnswer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

async function settle<D>(call: Promise<ApiAnswer<D>>): Promise<ApiAnswer<D>> {
  let answer: ApiAnswer<D>;
  try {
    answer = await call;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!answer.response.ok) {
    const { code, message } = envelopeOf(answer.error);
    throw new ApiError(answer.response.status, code, message);
  }
  return answer;
}

/** An operation answered without a body (204) has no data type; `succeed` is the helper for it. */
type WithBody<D> = [D] extends [undefined] ? { 'answered without a body: use succeed()': never } : unknown;

/** Resolves to the answer's body, or throws ApiError with the server's Turkish message. */
export async function unwrap<D>(call: Promise<ApiAnswer<D>> & WithBody<D>): Promise<D> {
  const answer = await settle(call);
  if (answer.data === undefined) throw new ApiError(answer.response.status, 'EMPTY_ANSWER', FALLBACK_MESSAGE);
  return answer.data;
}

/** For operations answered without a body (204): resolves when the call succeeded, else throws as `unwrap`. */
export async function succeed(call: Promise<ApiAnswer<unknown>>): Promise<void> {
  await settle(call);
}
