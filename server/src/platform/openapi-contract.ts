import type { FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import { bearer, partnerKey } from '../common/schemas.js';
import { DATABASE_UNAVAILABLE, envelope, type ErrorEnvelope } from './errors.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data body the handler reads itself (no body validation): published
     * in OpenAPI as the request body, never compiled into a validator.
     */
    multipartBody?: TSchema;
  }
}

/** What every refusal of a status means, with an answer the server really gives, as the document's example. */
const ERROR_ANSWERS: Record<number, { description: string; example: ErrorEnvelope }> = {
  400: {
    description: 'İstek geçersiz: şemaya uymayan alan, kurala aykırı değer veya geçersiz karakter',
    example: envelope(400, 'VALIDATION_ERROR', 'Geçersiz istek: "name" boş olamaz.'),
  },
  401: {
    description: 'Oturum yok, süresi dolmuş veya kullanıcı pasif',
    example: envelope(401, 'AUTH_REQUIRED', 'Bu işlem için giriş yapmalısınız.'),
  },
  403: {
    description: 'Kullanıcının rolü bu işleme yetmiyor',
    example: envelope(403, 'FORBIDDEN', 'Bu işlem için yetkiniz yok.'),
  },
  404: { description: 'Kayıt bulunamadı', example: envelope(404, 'NOT_FOUND', 'Tekne bulunamadı.') },
  409: {
    description: 'Kayıtların şimdiki durumu isteğe izin vermiyor (çakışma, kullanımda, aynı anda değişiklik)',
    example: envelope(
      409,
      'DATES_UNAVAILABLE',
      'Seçilen tarihler (12.07.2026 – 19.07.2026) bu tekne için artık müsait değil. Lütfen başka tarihler seçin.',
    ),
  },
  413: {
    description: 'İstek gövdesi veya yüklenen dosya izin verilen boyutu aşıyor',
    example: envelope(413, 'BODY_TOO_LARGE', 'İstek gövdesi izin verilen boyutu aşıyor.'),
  },
  415: {
    description: 'İstek gövdesinin içerik türü desteklenmiyor',
    example: envelope(415, 'INVALID_MEDIA_TYPE', 'Bu içerik türü desteklenmiyor.'),
  },
  422: {
    description: 'İstek anlaşıldı ama işlenemedi (okunamayan takvim, başka bir istekle kullanılmış anahtar)',
    example: envelope(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Bu Idempotency-Key farklı bir rezervasyon isteğiyle kullanılmış.',
    ),
  },
  429: {
    description: 'Çok fazla istek; `Retry-After` kaç saniye beklenmesi gerektiğini söyler',
    example: envelope(429, 'RATE_LIMITED', 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.'),
  },
  500: {
    description: 'Sunucuda beklenmeyen hata; ayrıntı gösterilmez, istek numarası kayıtlarda aranabilir',
    example: envelope(
      500,
      'INTERNAL_ERROR',
      'Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin (istek no: 3f1c9a52-8d0e-4b7a-9a55-1c2b3d4e5f60).',
    ),
  },
  503: {
    description: 'Sunucu yeniden başlıyor veya veritabanına ulaşılamıyor; kısa süre sonra tekrar denenebilir',
    example: DATABASE_UNAVAILABLE,
  },
};

/** The refusals of the partner key's guard (`X-Api-Key`), in place of the bearer guard's. */
const PARTNER_KEY_ANSWERS: Record<number, { description: string; example: ErrorEnvelope }> = {
  401: {
    description: 'İş ortağı anahtarı yok, geçersiz, iptal edilmiş, süresi dolmuş ya da ortağın erişimi kapalı',
    example: envelope(
      401,
      'UNAUTHORIZED',
      'İş ortağı anahtarı geçersiz, iptal edilmiş veya süresi dolmuş. İsteği `X-Api-Key: fk_…` başlığıyla, ofisin verdiği geçerli bir anahtarla gönderin.',
    ),
  },
  403: {
    description:
      'Anahtarın bu işlem için yetkisi (scope) yok veya tarayıcı sayfasının adresi ortağın izinli adreslerinde değil',
    example: envelope(
      403,
      'FORBIDDEN_SCOPE',
      'Bu anahtarın "bookings:write" yetkisi yok. Yetki için ofisle iletişime geçin.',
    ),
  },
};

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'Başarılı',
  201: 'Oluşturuldu',
  204: 'Başarılı; yanıt gövdesi yok',
  304: 'Değişmedi; yanıt gövdesi yok',
};

const RETRY_AFTER = {
  'retry-after': { type: 'integer', minimum: 1, description: 'Tekrar denemeden önce beklenecek saniye' },
};

type Responses = Record<string, Record<string, unknown>>;

const isEnvelopeRef = (schema: unknown) => (schema as { $ref?: unknown } | undefined)?.$ref === 'ErrorResponse';

/**
 * Statuses every operation can answer besides its own: 400 (any input, e.g. a NUL character or a
 * broken percent-encoding), 500 and 503 (the error handler, a closing server, a database away), and
 * for a JSON body 413 (over 1 MB) and 415 (another content type).
 */
function commonStatuses(schema: FastifySchema): number[] {
  const statuses = [400, 500, 503];
  if (schema.body) statuses.push(413, 415);
  if (schema['x-roles']) statuses.push(401, 403);
  if (schema['x-scopes'] || schema['x-scopes-optional']) statuses.push(401, 403, 429);
  return statuses;
}

function documentResponses(schema: FastifySchema): Responses {
  const own = (schema.response ?? {}) as Responses;
  const responses: Responses = {};
  for (const status of [...new Set([...Object.keys(own).map(Number), ...commonStatuses(schema)])].sort(
    (a, b) => a - b,
  )) {
    const declared = own[status];
    const keyed = schema['x-scopes'] || schema['x-scopes-optional'];
    const error = (keyed ? PARTNER_KEY_ANSWERS[status] : undefined) ?? ERROR_ANSWERS[status];
    if (declared === undefined || isEnvelopeRef(declared)) {
      if (!error) throw new Error(`no description for the error status ${status}`);
      responses[status] = {
        description: error.description,
        ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
        content: { 'application/json': { schema: { $ref: 'ErrorResponse' }, example: error.example } },
      };
      continue;
    }
    // A route's own answer in the types it produces (a CSV, an HTML page, a file); refusals stay JSON.
    const description =
      (declared.description as string | undefined) ?? SUCCESS_DESCRIPTIONS[status] ?? error?.description ?? 'Yanıt';
    responses[status] = schema.produces
      ? { description, content: Object.fromEntries(schema.produces.map((type) => [type, { schema: declared }])) }
      : { ...declared, description };
  }
  return responses;
}

/**
 * An input with a default may be left out: the validators fill it in (`useDefaults`) before `required`
 * is checked, so `?skip` and `?take` are optional on the wire. TypeBox lists a property with a default as
 * required, and the document would make every client (and the SDK's types) send it.
 */
function defaultsOptional(input: unknown): unknown {
  const object = input as { properties?: Record<string, { default?: unknown }>; required?: string[] };
  if (!object.properties || !object.required) return input;
  const required = object.required.filter((name) => object.properties![name]?.default === undefined);
  if (required.length === object.required.length) return input;
  const { required: _all, ...rest } = object;
  return required.length > 0 ? { ...rest, required } : rest;
}

/**
 * `transform` of @fastify/swagger: what the document says about every operation beyond the route's
 * own schema, decided in one place so no route can forget it. Only the document changes; Fastify
 * validates and serializes with the route's schema as written.
 */
export function documentOperation({ schema, url }: { schema: FastifySchema; url: string }): {
  schema: FastifySchema;
  url: string;
} {
  if (!schema || schema.hide) return { schema, url };
  const { multipartBody, produces: _produces, ...rest } = schema;
  const guarded = Boolean(schema['x-roles']);
  const scopes = schema['x-scopes'];
  const optionalScopes = schema['x-scopes-optional'];
  if (!guarded && !scopes && schema.security?.length)
    throw new Error(`${url}: security is documented but no guard enforces it`);
  const documented: FastifySchema = {
    ...rest,
    // A guarded route needs the bearer token, a partner operation a partner key with its scopes (the
    // guard's own, so the document cannot drift from what is enforced); any other operation is public.
    // A public operation a partner may also call with its key: anonymous ({}) or the key.
    security: guarded ? bearer : scopes ? partnerKey : optionalScopes ? [{}, ...partnerKey] : [],
    ...(scopes
      ? {
          description: `${rest.description ?? ''}\n\nGerekli yetki (X-Api-Key): ${scopes.map((s) => `\`${s}\``).join(', ')}.`,
        }
      : optionalScopes
        ? {
            description:
              `${rest.description ?? ''}\n\nİsteğe bağlı iş ortağı anahtarı (X-Api-Key, ${optionalScopes.map((s) => `\`${s}\``).join(', ')} yetkisiyle): ` +
              'çağrı istemci adresinin arama sınırına değil, iş ortağının dakikalık istek sınırına sayılır. Geçersiz bir anahtar 401 alır; bu yetkisi olmayan geçerli bir anahtarla çağrı anahtarsız sayılır.',
          }
        : {}),
    ...(multipartBody ? { body: multipartBody, consumes: ['multipart/form-data'] } : {}),
    ...(rest.querystring ? { querystring: defaultsOptional(rest.querystring) } : {}),
    ...(rest.headers ? { headers: defaultsOptional(rest.headers) } : {}),
    response: documentResponses(schema),
  };
  // A wildcard is one path parameter in OpenAPI (its value may hold slashes, percent-encoded).
  if (url.endsWith('/*')) {
    const params = schema.params as { properties: Record<string, unknown>; required?: string[] };
    const { '*': wildcard, ...others } = params.properties;
    documented.params = { ...params, properties: { ...others, path: wildcard }, required: ['path'] };
    return { schema: documented, url: `${url.slice(0, -1)}{path}` };
  }
  return { schema: documented, url };
}
