import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { authConfig, AuthEnv, type AuthConfig } from './config/auth.js';
import { backupConfig, BackupEnv, type BackupConfig } from './config/backup.js';
import { bookingConfig, BookingEnv, type BookingConfig } from './config/booking.js';
import { ConfigError } from './config/common.js';
import { databaseConfig, databaseEnv, type DatabaseConfig } from './config/database.js';
import { icalConfig, IcalEnv, type IcalConfig } from './config/ical.js';
import { limitsConfig, LimitsEnv, type LimitsConfig } from './config/limits.js';
import { mailConfig, MailEnv, type MailConfig } from './config/mail.js';
import { metricsConfig, MetricsEnv, type MetricsConfig } from './config/metrics.js';
import { serverConfig, ServerEnv, type ServerConfig } from './config/server.js';
import { storageConfig, StorageEnv, type StorageConfig } from './config/storage.js';
import { WEBHOOK_ENV, webhookConfig, type WebhookConfig } from './webhooks/env.js';

export { ConfigError } from './config/common.js';
export type { S3Config } from './config/storage.js';

/**
 * Repository root: server/src/config.ts -> ../.. (and server/dist/*.js, where the bundle inlines this
 * file, -> ../.. too; which is why it is computed here and not in a file of `config/`).
 */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every environment variable the product reads, with its meaning, gathered from one file per area
 * under `config/`. This schema is the only place that knows about process.env; everything else gets
 * the validated Config.
 */
export const EnvSchema = Type.Object({
  ...ServerEnv.properties,
  ...databaseEnv(ROOT_DIR).properties,
  ...StorageEnv.properties,
  ...AuthEnv.properties,
  ...BookingEnv.properties,
  ...LimitsEnv.properties,
  ...MailEnv.properties,
  ...IcalEnv.properties,
  ...BackupEnv.properties,
  ...MetricsEnv.properties,
  ...WEBHOOK_ENV,
});
export type Env = Static<typeof EnvSchema>;

/** Variables that hold a secret (or a URL with a password): a configuration error names them without their value. */
export const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
]);

export type Config = ServerConfig &
  DatabaseConfig &
  StorageConfig &
  AuthConfig &
  BookingConfig &
  LimitsConfig &
  MailConfig &
  IcalConfig &
  BackupConfig &
  MetricsConfig & {
    /** Webhook deliveries (issue 39): timeouts, the retry schedule, concurrency, private hosts. */
    webhooks: WebhookConfig;
  };

/** Reads the known variables from `env`, converts, fills defaults and validates them. */
export function loadConfig(env: Record<string, string | undefined>, opts: { isTTY?: boolean } = {}): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, { ...raw }));
  const first = Value.Errors(EnvSchema, converted)[0];
  if (first) {
    const variable = first.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const schema = (EnvSchema.properties as Record<string, { description?: string }>)[variable];
    const shown = SECRET_VARIABLES.has(variable)
      ? `${variable} (değeri gizli olduğu için yazılmadı)`
      : `${variable}=${JSON.stringify(raw[variable] ?? '')}`;
    throw new ConfigError(
      variable,
      `Yapılandırma hatası: ${shown} geçersiz; ${schema?.description ?? first.message} olmalı.`,
    );
  }
  const e = converted as Env;
  // The checks that span variables, in this order: the admin pair, the owner connection, the buckets.
  const auth = authConfig(e);
  const database = databaseConfig(e, ROOT_DIR);
  const storage = storageConfig(e, database.dataDir);
  return {
    ...serverConfig(e, opts),
    ...database,
    ...storage,
    ...auth,
    ...bookingConfig(e),
    ...limitsConfig(e),
    ...mailConfig(e),
    ...icalConfig(e),
    ...backupConfig(e, database.dataDir),
    ...metricsConfig(e),
    webhooks: webhookConfig(e),
  };
}

/** For entry points (server, worker, CLIs): the validated config, or the one-line error and exit code 1. */
export function configOrExit(): Config {
  try {
    return loadConfig(process.env, { isTTY: process.stdout.isTTY });
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}
