import type { Middleware } from 'openapi-fetch';
import { ApiError, createApiClient, envelopeOf, NETWORK_ERROR_MESSAGE, succeed, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';
import { useSessionStore } from '@/stores/session';

export { ApiError, NETWORK_ERROR_MESSAGE, succeed, unwrap };
export type { BodyOf, QueryOf } from '@/api/client';

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
    if (
      request.method === 'GET' &&
      request.headers.has('Authorization') &&
      (response.status === 401 || response.status === 403)
    ) {
      useSessionStore.getState().clear();
      window.location.reload();
    }
    return response;
  },
};

/** The panel's instance of the one typed client (`@/api/client`), with the session middleware. */
export const api = createApiClient();
api.use(sessionMiddleware);

/** Drops empty filter values ('' and undefined) so the URL and the request stay minimal. */
export function compact<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

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
export async function upload<P extends UploadPath>(
  template: P,
  params: Record<string, string | number>,
  form: FormData,
): Promise<UploadAnswer<P>> {
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
    const { code, message } = envelopeOf(body);
    throw new ApiError(res.status, code, message);
  }
  return body as UploadAnswer<P>;
}
