import type { FastifyError, FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Log lines carry no personal data: a KVKK erasure cannot reach a log file, so names, e-mail
 * addresses and phone numbers must not get there in the first place. Request bodies are never
 * logged; these serializers (installed by `loggerOptions`) cover what is: the request line and errors.
 */

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const HAS_EMAIL = new RegExp(EMAIL.source, 'u');
const MASK = '***';

/** Replaces every e-mail address in a text (an SMTP answer, a database message) with a marker. */
export const maskEmails = (text: string): string => text.replace(EMAIL, '[e-posta]');

/** Query parameters whose values are a person's data (the reservation list's customer filter…). */
const PERSONAL_QUERY_KEYS = new Set(['customer_name', 'customerName', 'name', 'email', 'phone']);

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** The URL as logged: personal query values (and any value or path holding an e-mail address) become ***. */
export function urlForLog(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  // A path segment holding an address (a mistyped URL, a 404) is masked whole.
  const safePath = HAS_EMAIL.test(decode(path))
    ? path
        .split('/')
        .map((seg) => (HAS_EMAIL.test(decode(seg)) ? MASK : seg))
        .join('/')
    : path;
  if (q < 0) return safePath;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const value = decode(pair.slice(eq + 1));
      const personal = PERSONAL_QUERY_KEYS.has(decode(pair.slice(0, eq))) || HAS_EMAIL.test(value);
      return personal && value !== '' ? `${pair.slice(0, eq)}=${MASK}` : pair;
    });
  return `${safePath}?${pairs.join('&')}`;
}

/** What an error line keeps: no `detail` (PostgreSQL writes the failing row there), `parameters` or `query`. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
  'routine',
] as const;

export function errForLog(err: unknown): unknown {
  if (!(err instanceof Error)) {
    if (typeof err === 'string') return maskEmails(err);
    if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') {
      return { ...err, message: maskEmails((err as { message: string }).message) };
    }
    return err;
  }
  const s = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: s.type,
    message: maskEmails(typeof s.message === 'string' ? s.message : ''),
  };
  if (typeof s.stack === 'string') out.stack = maskEmails(s.stack);
  for (const k of ERROR_FIELDS) if (s[k] !== undefined) out[k] = s[k];
  if (err.cause !== undefined) out.cause = errForLog(err.cause);
  return out;
}

/** Fastify's request serializer, with the URL passed through `urlForLog`. */
export function reqForLog(req: FastifyRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: urlForLog(req.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** For the logger options: pino calls the `err` serializer with whatever is logged under `err`, an Error or not. */
export const privateLogSerializers = {
  req: reqForLog,
  err: (err: FastifyError) => errForLog(err) as { type: string; message: string; stack: string },
};
