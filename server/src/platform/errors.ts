import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Refusal, RefusalKind } from '../common/refusal.js';
import { DATE_INPUT_PATTERN, IDEMPOTENCY_KEY_PATTERN, NOT_BLANK_PATTERN } from '../common/schemas.js';
import { isDatabaseUnavailable } from './db.js';
import { isSitePath } from './site-paths.js';
import { isTransientConflict } from './transient.js';

/** An error the client can act on: a status, a stable code and a Turkish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries (e.g. `retry-after` on a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
const retryAfterValue = (seconds: number) => String(Math.max(1, Math.ceil(seconds)));
/** A 429 that says, in `Retry-After`, how many seconds to wait. */
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(429, code, message, { 'retry-after': retryAfterValue(retryAfterSeconds) });

/**
 * A module's typed errors as answers: status, code and Turkish message for the errors it knows,
 * undefined for any other. Modules keep their refusals as typed values (no HTTP status in the
 * domain or the event store); the error handler asks these maps, so each error is answered in one place.
 */
export type ErrorMap = (error: unknown) => AppError | undefined;

/** The status of each kind of refusal: the one table that turns the modules' refusals into HTTP. */
const STATUS_OF: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many': 429,
};

/** A refusal as an answer: the status of its kind, its code and message, and `Retry-After` when it says when to retry. */
export function refusalAnswer(e: Refusal): AppError {
  const wait = e.retryAfterSeconds;
  return wait === undefined
    ? new AppError(STATUS_OF[e.kind], e.code, e.message)
    : new AppError(STATUS_OF[e.kind], e.code, e.message, { 'retry-after': retryAfterValue(wait) });
}

/** The `ErrorMap` of a module whose refusals are instances of `type` (its `errors.ts` registers it). */
export const refusalMap =
  (type: abstract new (...args: never[]) => Refusal): ErrorMap =>
  (e) =>
    e instanceof type ? refusalAnswer(e) : undefined;

/** The answer for a known error (an AppError, or one a map knows), else undefined. */
export function toAppError(error: unknown, maps: readonly ErrorMap[] = []): AppError | undefined {
  if (error instanceof AppError) return error;
  for (const map of maps) {
    const known = map(error);
    if (known) return known;
  }
  return undefined;
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  integer: 'tam sayı',
  number: 'sayı',
  boolean: 'true veya false',
  object: 'nesne',
  array: 'liste',
  null: 'boş (null)',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'geçerli bir e-posta adresi',
  date: 'YYYY-AA-GG biçiminde bir tarih',
  'date-time': 'ISO 8601 biçiminde bir tarih-saat',
  uri: 'geçerli bir adres (URL)',
  uuid: 'geçerli bir UUID',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'istek gövdesi',
  querystring: 'sorgu parametresi',
  params: 'adres parametresi',
  headers: 'başlık',
};

/** What a value refused by one of the shared patterns should have been. */
const PATTERN_MESSAGES: Record<string, (field: string) => string> = {
  [DATE_INPUT_PATTERN]: (field) => `${field} 2000 ile 2100 yılları arasında bir tarih olmalıdır.`,
  [NOT_BLANK_PATTERN]: (field) => `${field} boş olamaz.`,
  [IDEMPOTENCY_KEY_PATTERN]: () =>
    'Idempotency-Key 8-128 karakter olmalı ve yalnızca harf, rakam, nokta, tire veya alt çizgi içermelidir.',
};

/** Turns the first schema-validation error into one Turkish sentence naming the field. */
export function describeValidationError(errors: AjvError[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return 'İstek geçersiz.';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = (name: string) => (name ? `"${name}"` : (CONTEXT_NAMES[context ?? ''] ?? 'değer'));
  const p = first.params;
  switch (first.keyword) {
    case 'required': {
      const missing = typeof p.missingProperty === 'string' ? p.missingProperty : '';
      return `${field(path ? `${path}.${missing}` : missing)} alanı zorunludur.`;
    }
    case 'type':
      return `${field(path)} ${TYPE_NAMES[String(p.type)] ?? String(p.type)} olmalıdır.`;
    case 'format':
      return `${field(path)} ${FORMAT_NAMES[String(p.format)] ?? `${String(p.format)} biçiminde`} olmalıdır.`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `${field(path)} boş olamaz.`
        : `${field(path)} en az ${String(p.limit)} karakter olmalıdır.`;
    case 'maxLength':
      return `${field(path)} en fazla ${String(p.limit)} karakter olabilir.`;
    case 'finite':
      return `${field(path)} sonlu bir sayı olmalıdır (Infinity veya 1e309 gibi değerler kabul edilmez).`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field(path)} en az ${String(p.limit)} olmalıdır.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field(path)} en fazla ${String(p.limit)} olabilir.`;
    case 'minItems':
      return `${field(path)} en az ${String(p.limit)} öğe içermelidir.`;
    case 'maxItems':
      return `${field(path)} en fazla ${String(p.limit)} öğe içerebilir.`;
    case 'pattern':
      return PATTERN_MESSAGES[String(p.pattern)]?.(field(path)) ?? `${field(path)} biçimi geçersiz.`;
    case 'multipleOf': {
      const decimals = -Math.log10(Number(p.multipleOf));
      return Number.isInteger(decimals) && decimals > 0
        ? `${field(path)} en fazla ${decimals} ondalık basamak içerebilir.`
        : `${field(path)} ${String(p.multipleOf)} sayısının katı olmalıdır.`;
    }
    case 'additionalProperties':
      return `${field(typeof p.additionalProperty === 'string' ? p.additionalProperty : '')} tanınmayan bir alan.`;
    case 'const':
    case 'enum':
    case 'anyOf': {
      const allowed = errors
        .filter((e) => e.instancePath === first.instancePath && (e.keyword === 'const' || e.keyword === 'enum'))
        .flatMap((e) =>
          e.keyword === 'const' ? [e.params.allowedValue] : ((e.params.allowedValues as unknown[]) ?? []),
        );
      return allowed.length
        ? `${field(path)} şu değerlerden biri olmalıdır: ${allowed.map(String).join(', ')}.`
        : `${field(path)} izin verilen bir değer değil.`;
    }
    default:
      return `${field(path)} geçersiz.`;
  }
}

/** The body of every refusal. */
export interface ErrorEnvelope {
  statusCode: number;
  code: string;
  content: { message: string };
}
export const envelope = (statusCode: number, code: string, message: string): ErrorEnvelope => ({
  statusCode,
  code,
  content: { message },
});

/** Fastify's own refusals, by error code: status and Turkish message (the code loses its `FST_ERR_`/`CTP_` prefix). */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'İstek gövdesi geçerli bir JSON değil.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'İstek gövdesi boş olamaz; JSON bekleniyor.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'İstek gövdesi izin verilen boyutu aşıyor.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Bu içerik türü desteklenmiyor.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length başlığı gövdeyle uyuşmuyor.'],
  FST_ERR_RATE_LIMITED: [429, 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.'],
  FST_ERR_BAD_URL: [400, 'İstek adresi geçersiz: yüzde (%) kodlaması bozuk bir bölüm içeriyor.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'İstek adresindeki bir değer izin verilen uzunluğu aşıyor.'],
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: [400, 'Bu istek bir Content-Type başlığı içermelidir.'],
};

/**
 * The router's `maxParamLength`: it refuses a longer path parameter with a 414. Above every path
 * parameter the schemas admit (slugs up to 120 characters, upload keys up to 200).
 */
export const MAX_PARAM_LENGTH = 200;

const frameworkEnvelope = (code: string): ErrorEnvelope | undefined => {
  const known = FRAMEWORK_ERRORS[code];
  return known && envelope(known[0], code.replace(/^FST_ERR_(CTP_)?/, ''), known[1]);
};

const REFUSED = envelope(400, 'BAD_REQUEST', 'İstek işlenemedi; lütfen gönderilen bilgileri kontrol edin.');

/** Where the site (registered later) answers a refused page address with its own error page, in the page's language. */
export interface SiteErrorPages {
  answer?: (request: FastifyRequest, reply: FastifyReply, status: number) => Promise<unknown>;
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a broken
 * percent-encoding, a path parameter longer than `maxParamLength`). The answer gets the headers the
 * `onRequest` hook would have set, and the envelope; a page address a visitor followed gets the
 * site's error page with the same status instead (`sitePages`, filled in by the web plugin).
 */
export function frameworkErrorAnswer(
  setHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
  sitePages: SiteErrorPages = {},
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setHeaders(request, reply);
    const body = frameworkEnvelope(error.code) ?? REFUSED;
    const page = sitePages.answer;
    if (page && (request.method === 'GET' || request.method === 'HEAD') && isSitePath(request.url)) {
      void page(request, reply, body.statusCode).catch((e: unknown) => {
        request.log.error(e);
        if (!reply.sent) void reply.status(body.statusCode).send(body);
      });
      return;
    }
    void reply.status(body.statusCode).send(body);
  };
}

/**
 * While the app closes, requests still arriving on open connections get a 503 envelope that closes
 * the connection (a load balancer sends them elsewhere), instead of Fastify's own body. Registered
 * after the response-headers hook, so the answer carries them.
 */
const SHUTTING_DOWN = JSON.stringify(
  envelope(503, 'SHUTTING_DOWN', 'Sunucu yeniden başlatılıyor; lütfen birkaç saniye sonra tekrar deneyin.'),
);

export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    // Serialized here: the route's own 503 schema (e.g. health's) must not shape this body.
    void reply.header('connection', 'close').status(503).type('application/json; charset=utf-8').send(SHUTTING_DOWN);
  });
}

const CONCURRENT_WRITE = envelope(
  409,
  'CONCURRENCY_CONFLICT',
  'Aynı kayıtlar üzerinde aynı anda başka bir işlem yapıldığı için isteğiniz uygulanmadı; hiçbir şey değişmedi. Lütfen tekrar deneyin.',
);

const DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22P02']);

/** Seconds a client is asked to wait while the database is away (an embedded restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE = envelope(
  503,
  'DATABASE_UNAVAILABLE',
  'Veritabanına şu anda ulaşılamıyor; lütfen birkaç saniye sonra tekrar deneyin.',
);

/**
 * Logs a lost database once per outage, not once per request: the first failure is a warning, the
 * rest debug until a request gets through again.
 */
function createOutageLog() {
  let down = false;
  return {
    failed(request: FastifyRequest, error: unknown) {
      const code = (error as { code?: unknown }).code;
      request.log[down ? 'debug' : 'warn']({ code }, 'veritabanına ulaşılamıyor; istekler 503 ile yanıtlanıyor');
      down = true;
    },
    succeeded() {
      down = false;
    },
    get down() {
      return down;
    },
  };
}

/**
 * One place maps every error to the `{statusCode, code, content:{message}}` envelope: AppErrors,
 * the event store's and the modules' typed errors (`maps`), validation, database and framework refusals.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  maps: readonly ErrorMap[] = [],
  /** Told when a request found the database unreachable (database-gate.ts). */
  gate?: { failed(): void },
): void {
  const outage = createOutageLog();
  app.addHook('onResponse', (_request, reply, done) => {
    if (outage.down && reply.statusCode < 500) outage.succeeded();
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error, maps);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      return reply
        .status(known.statusCode)
        .send({ statusCode: known.statusCode, code: known.code, content: { message: known.message } });
    }
    if (error.validation) {
      const message = describeValidationError(error.validation, error.validationContext);
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'VALIDATION_ERROR', content: { message: `Geçersiz istek: ${message}` } });
    }
    // A deadlock or serialization failure the write paths did not retry away (they retry, and take
    // each boat's lock first): nothing was written, so the client may simply try again.
    if (isTransientConflict(error)) {
      request.log.warn({ err: error }, 'transient database conflict answered as 409');
      return reply.status(409).send(CONCURRENT_WRITE);
    }
    // PostgreSQL "data exception" class: a value the schemas let through but the column cannot hold.
    // The client sent it, so it is a 400; logged as a warning because a schema should have caught it.
    const pgCode = (error as { code?: string }).code;
    if (typeof pgCode === 'string' && DATA_EXCEPTIONS.has(pgCode)) {
      request.log.warn({ err: error }, 'value rejected by the database');
      return reply.status(400).send({
        statusCode: 400,
        code: 'VALUE_OUT_OF_RANGE',
        content: { message: 'Gönderilen değerlerden biri geçerli aralığın dışında.' },
      });
    }
    const framework = frameworkEnvelope(error.code);
    if (framework) return reply.status(framework.statusCode).send(framework);
    // PostgreSQL went away (restarting, crashed, network): the client may retry, the server reconnects.
    if (isDatabaseUnavailable(error)) {
      outage.failed(request, error);
      gate?.failed();
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(DATABASE_UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ ...REFUSED, statusCode: status });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      content: {
        message: `Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin (istek no: ${request.id}).`,
      },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    // The router answers a path parameter over maxParamLength with 414, unless a wildcard route (the
    // public site's catch-all) took the path instead and handed it here: the same 414 then.
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/v1/') && path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
      const body = frameworkEnvelope('FST_ERR_MAX_PARAM_LENGTH');
      if (body) return reply.status(body.statusCode).send(body);
    }
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      content: { message: `İstenen adres bulunamadı: ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
