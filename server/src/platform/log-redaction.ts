import type { Config } from '../config.js';

/** What a secret is replaced with wherever it would be written. */
export const REDACTED = '[gizli]';

/** Shorter values are left alone: replacing two letters everywhere would garble every line and hide nothing. */
const MIN_SECRET_LENGTH = 3;

/** Structured fields pino removes from every line (request headers, and any field named like a secret). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'accessToken',
  '*.accessToken',
];

/** Query parameters that carry a credential (the iCal feed's `token`, the reservation page's `t`): their values never reach a log. */
const SECRET_QUERY = /([?&](?:token|access_token|t)=)[^&#]*/gi;

/** A request URL as a log line may show it. */
export const redactUrl = (url: string): string =>
  url.includes('=') ? url.replace(SECRET_QUERY, `$1${REDACTED}`) : url;

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with credentials in the query string masked. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The password of a `scheme://user:password@host` URL, as written and percent-decoded. */
function urlPassword(url: string | undefined): string[] {
  const written = url ? /^[a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:([^@/?#]*)@/i.exec(url)?.[1] : undefined;
  if (!written) return [];
  try {
    return [written, decodeURIComponent(written)];
  } catch {
    return [written];
  }
}

/** Every secret the configuration holds: the admin password, the JWT key, the database (app and owner) and SMTP passwords, the bucket's secret key. */
export function configuredSecrets(
  config: Pick<Config, 'admin' | 'jwtSecret' | 'databaseUrl' | 'migrationDatabaseUrl' | 'mail' | 's3'>,
): string[] {
  const all = [
    config.admin?.password,
    config.jwtSecret,
    config.s3?.secretAccessKey,
    ...urlPassword(config.databaseUrl),
    ...urlPassword(config.migrationDatabaseUrl),
    ...urlPassword(config.mail.smtpUrl),
  ];
  return [...new Set(all.filter((s): s is string => s !== undefined))];
}

/**
 * A last line of defence for text about to be written to a log or the terminal: every occurrence of
 * a configured secret (as is, and as it reads inside a JSON string) becomes `[gizli]`. Errors of
 * libraries can carry a connection string (Node's URL parser puts the whole input on the error),
 * and no one reviews every such path; this catches what the structured redaction cannot name.
 */
export function createScrubber(secrets: readonly string[]): ((text: string) => string) | undefined {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    forms.add(secret);
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  if (forms.size === 0) return undefined;
  // Longest first, so a secret that contains another is replaced whole.
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const form of ordered) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  };
}
