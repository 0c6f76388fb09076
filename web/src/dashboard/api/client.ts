import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from '@/api/client';
import type { paths } from '@/api/schema';
import { useSessionStore } from '@/stores/session';

export { ApiError };

/**
 * Every admin call carries the session's bearer token (SPEC §6). A 401 or 403 to an authenticated
 * read (GET) means the session is no longer good: remove it and reload (SPEC §4, §8); the reload
 * lands on the login page. Writes pass their 401/403 to the caller, which shows the server's message.
 */
const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    const token = useSessionStore.getState().session?.token;
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    if (request.method === 'GET' && request.headers.has('Authorization') && (response.status === 401 || response.status === 403)) {
      useSessionStore.getState().clear();
      window.location.reload();
    }
    return response;
  },
};

/** The typed client generated from openapi/openapi.json; paths, params, bodies and answers are checked. */
export const api = createClient<paths>({ baseUrl: '' });
api.use(sessionMiddleware);

export const NETWORK_ERROR_MESSAGE = 'Sunucuya ulaşılamadı; bağlantınızı kontrol edin.';

interface ApiAnswer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

function messageOf(error: unknown): { code: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const e = error as { code?: unknown; content?: { message?: unknown } };
    const message = typeof e.content?.message === 'string' ? e.content.message : undefined;
    return { code: typeof e.code === 'string' ? e.code : 'ERROR', message: message ?? 'Bir hata meydana geldi.' };
  }
  return { code: 'ERROR', message: 'Bir hata meydana geldi.' };
}

/** Resolves to the answer's body, or throws ApiError with the server's Turkish message. */
export async function unwrap<D>(call: Promise<ApiAnswer<D>>): Promise<D> {
  let answer: ApiAnswer<D>;
  try {
    answer = await call;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!answer.response.ok) {
    const { code, message } = messageOf(answer.error);
    throw new ApiError(answer.response.status, code, message);
  }
  return answer.data as D;
}

/** Drops empty filter values ('' and undefined) so the URL and the request stay minimal. */
export function compact<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as T;
}

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON request body of an operation, straight from openapi.json. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put' | 'patch'> = JsonBody<paths[P][M]>;

type UploadPath = { [P in keyof paths]: paths[P] extends { post: unknown } ? P : never }[keyof paths];
type UploadAnswer<P extends UploadPath> = paths[P]['post'] extends { responses: infer R }
  ? R extends { 201: { content: { 'application/json': infer J } } }
    ? J
    : R extends { 200: { content: { 'application/json': infer J } } }
      ? J
      : never
  : never;

/**
 * A multipart upload (the spec's upload routes declare no JSON body, so openapi-fetch cannot send
 * them); the answer keeps its generated type. `{name}` segments of the path are filled from `params`.
 */
export async function upload<P extends UploadPath>(template: P, params: Record<string, string | number>, form: FormData): Promise<UploadAnswer<P>> {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const token = useSessionStore.getState().session?.token;
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const { code, message } = messageOf(body);
    throw new ApiError(res.status, code, message);
  }
  return body as UploadAnswer<P>;
}
