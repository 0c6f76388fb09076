import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { WEBHOOK_ENV, webhookConfig, type WebhookConfig } from './webhooks/env.js';

/** Repository root: server/src/config.ts -> ../.. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const Bool = (description: string, fallback: 'on' | 'off') =>
  Type.Union([Type.Literal('on'), Type.Literal('off')], { description, default: fallback });

/**
 * Every environment variable the product reads, with its meaning. This schema is the only
 * place that knows about process.env; everything else gets the validated Config.
 */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    description: 'development, production veya test',
    default: 'development',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'dinlenecek adres' }),
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 3000,
    description: '0 ile 65535 arasında bir port numarası',
  }),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s]+$',
      description: 'sitenin dışarıdan görünen adresi (http:// veya https:// ile)',
    }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://[^\\s]+$', description: 'postgres:// ile başlayan bir bağlantı adresi' }),
  ),
  MIGRATION_DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://[^\\s]+$',
      description: 'tabloların sahibi olan kullanıcının postgres:// ile başlayan bağlantı adresi',
    }),
  ),
  DATA_DIR: Type.String({
    minLength: 1,
    default: resolve(ROOT_DIR, '.data'),
    description: 'gömülü veritabanı ve yüklemeler için klasör',
  }),
  UPLOADS_DIR: Type.Optional(
    Type.String({ minLength: 1, description: 'yüklenen görsellerin klasörü (varsayılan DATA_DIR/uploads)' }),
  ),
  STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3')], {
    default: 'local',
    description: 'local (yerel disk, UPLOADS_DIR) veya s3 (S3 uyumlu nesne deposu)',
  }),
  S3_ENDPOINT: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s/]+(/[^\\s]*)?$',
      description:
        'S3 uyumlu deponun adresi, http:// veya https:// ile (ör. http://minio:9000); boşsa S3_REGION bölgesindeki Amazon S3',
    }),
  ),
  S3_BUCKET: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      description: 'kova adı: 3-63 karakter, küçük harf, rakam, nokta ve tire',
    }),
  ),
  S3_REGION: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[a-z0-9-]+$',
    default: 'us-east-1',
    description: 'deponun bölgesi (ör. eu-central-1; MinIO için us-east-1)',
  }),
  S3_ACCESS_KEY_ID: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      pattern: '^\\S+$',
      description: 'deponun erişim anahtarı kimliği (boşluksuz)',
    }),
  ),
  S3_SECRET_ACCESS_KEY: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      pattern: '^\\S+$',
      description: 'deponun gizli erişim anahtarı (boşluksuz)',
    }),
  ),
  S3_PUBLIC_BASE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s]+$',
      description:
        'görsellerin tarayıcıya verilen adreslerinin başı, http:// veya https:// ile (ör. https://cdn.ornek.com/fethiye); boşsa dosyalar /v1/uploads/ üzerinden sunulur',
    }),
  ),
  // No default in the schema: unset follows S3_ENDPOINT (Value.Default would fill an optional one too).
  S3_FORCE_PATH_STYLE: Type.Optional(
    Type.Union([Type.Literal('on'), Type.Literal('off')], {
      description: 'on veya off (on: adres/kova/anahtar biçimi; boşsa S3_ENDPOINT verildiğinde on, verilmediğinde off)',
    }),
  ),
  UPLOAD_MAX_MB: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 10,
    description: 'bir görselin en büyük boyutu, MB (1-100)',
  }),
  SEARCH_CACHE_MS: Type.Integer({
    minimum: 0,
    maximum: 600000,
    default: 2000,
    description: 'herkese açık arama yanıtlarının bellekte tutulma süresi, ms (0 kapatır)',
  }),
  EMBEDDED_PG_PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 5433,
    description: 'gömülü PostgreSQL portu (1-65535)',
  }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'en az 32 karakterlik gizli anahtar' })),
  JWT_TTL_SECONDS: Type.Integer({
    minimum: 60,
    maximum: 2592000,
    default: 43200,
    description: 'oturum süresi, saniye (60-2592000)',
  }),
  ADMIN_EMAIL: Type.Optional(Type.String({ format: 'email', description: 'geçerli bir e-posta adresi' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, description: 'en az 8 karakterlik parola' })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info', description: 'fatal, error, warn, info, debug, trace veya silent' },
  ),
  LOG_PRETTY: Type.Optional(Bool('on veya off', 'off')),
  TRUST_PROXY: Bool('on veya off', 'off'),
  CORS_ORIGINS: Type.String({ default: '*', description: 'virgülle ayrılmış kaynak listesi veya *' }),
  WORKERS: Bool('on veya off', 'on'),
  DEMO_DATA: Bool('on veya off', 'on'),
  OPTION_HOLD_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 48, description: '1 ile 720 arasında saat' }),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 5, description: 'pozitif bir tam sayı' }),
  LOGIN_MAX_FAILURES_PER_IP: Type.Integer({ minimum: 1, default: 20, description: 'pozitif bir tam sayı' }),
  LOGIN_WINDOW_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 1440,
    default: 15,
    description: '1 ile 1440 arasında dakika',
  }),
  HOLD_LIMIT_PER_CLIENT_HOUR: Type.Integer({
    minimum: 1,
    maximum: 1000000,
    default: 5,
    description: 'bir istemci adresinin bir saatte açabileceği rezervasyon isteği sayısı (1-1000000)',
  }),
  HOLD_LIMIT_PER_CONTACT: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 2,
    description: 'bir e-posta adresinin veya telefonun aynı anda ödeme bekleyen rezervasyon isteği sayısı (1-1000)',
  }),
  QUOTE_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 100000,
    default: 120,
    description: 'bir istemci adresinin dakikada isteyebileceği fiyat teklifi sayısı (1-100000)',
  }),
  SEARCH_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 10000000,
    default: 600,
    description:
      'bir istemci adresinin dakikada yaptırabileceği önbellekte olmayan arama sayısı (liste ve arama kutusu, 1-10000000)',
  }),
  RESERVATION_LINK_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    maximum: 100000,
    default: 30,
    description:
      'bir istemci adresinin dakikada açabileceği rezervasyon sayfası bağlantısı (doğru ya da yanlış) sayısı (1-100000)',
  }),
  ENQUIRY_LIMIT_PER_10_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 100000,
    default: 5,
    description: 'bir istemci adresinin 10 dakikada gönderebileceği satın alma/kiralama talebi sayısı (1-100000)',
  }),
  MAIL_LIMIT_PER_RECIPIENT_DAY: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 3,
    description: 'ziyaretçi isteğiyle bir alıcı adresine bir günde gidebilecek e-posta sayısı (1-1000)',
  }),
  MAIL_LIMIT_PER_CLIENT_HOUR: Type.Integer({
    minimum: 1,
    maximum: 10000,
    default: 5,
    description: 'bir istemci adresinin istekleriyle bir saatte gidebilecek e-posta sayısı (1-10000)',
  }),
  HOLD_SURGE_PER_HOUR: Type.Integer({
    minimum: 1,
    maximum: 1000000,
    default: 30,
    description:
      'son bir saatteki site rezervasyon isteği eşiği; aşılınca ofise uyarı gider ve yeni istekler e-posta onayı ister (1-1000000)',
  }),
  HOLD_SURGE_OPTION_MINUTES: Type.Integer({
    minimum: 5,
    maximum: 1440,
    default: 30,
    description: 'yoğunluk sırasında e-postayla onaylanmamış bir isteğin tarihleri tutma süresi, dakika (5-1440)',
  }),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://[^\\s]+$',
      description:
        'e-posta sunucusu, smtp:// veya smtps:// ile (ör. smtps://kullanici:parola@smtp.ornek.com:465); boşsa e-postalar yalnızca kayda geçer',
    }),
  ),
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'Fethiye Tekne <noreply@fethiyetekne.com>',
    description: 'gönderen adresi (ör. Fethiye Tekne <rezervasyon@ornek.com>)',
  }),
  OFFICE_EMAIL: Type.Optional(
    Type.String({
      format: 'email',
      description: 'ofis bildirimlerinin gideceği geçerli bir e-posta adresi (boşsa site ayarlarındaki site_email)',
    }),
  ),
  MAIL_RETRY_DELAY_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: 30,
    description: 'başarısız e-postanın ilk yeniden deneme gecikmesi, saniye (1-3600; her denemede katlanır)',
  }),
  MAIL_RETRY_LIMIT: Type.Integer({
    minimum: 0,
    maximum: 20,
    default: 6,
    description: 'bir e-postanın en fazla yeniden deneme sayısı (0-20)',
  }),
  MAIL_CONNECTIONS: Type.Integer({
    minimum: 1,
    maximum: 50,
    default: 5,
    description: 'bir süreçte SMTP sunucusuna açık tutulan bağlantı, aynı anda gönderilen e-posta sayısı (1-50)',
  }),
  MAIL_BATCH_SIZE: Type.Integer({
    minimum: 1,
    maximum: 500,
    default: 20,
    description: 'e-posta işçisinin kuyruktan bir seferde aldığı iş sayısı (1-500)',
  }),
  ICAL_SYNC_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 1440,
    default: 15,
    description: 'iCal takvimlerinin kaç dakikada bir eşitleneceği (1-1440)',
  }),
  ICAL_FETCH_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120000,
    default: 10000,
    description: 'bir iCal adresini okuma süre sınırı, ms (100-120000)',
  }),
  ICAL_RECHECK_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120000,
    default: 2000,
    description:
      'site rezervasyonundan hemen önce teknenin iCal adresini yeniden okuma süre sınırı, ms (100-120000); aşılırsa rezervasyon alınır ve ofis için işaretlenir',
  }),
  // At most a few seconds: a booking must never rest on a read of the other platform older than that
  // (a minute let an event added there meanwhile through as an overbooking; issue 34 point 6).
  ICAL_RECHECK_REUSE_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 10,
    default: 5,
    description:
      'bir iCal adresinin son okunuşu (eşitleme, ofis veya başka bir rezervasyon; her sunucu için ortak) kaç saniye boyunca yeniden okunmadan kullanılır (0-10)',
  }),
  ICAL_ALLOW_PRIVATE_HOSTS: Bool(
    'on veya off (on: iç ağdaki iCal adresleri de okunur; yalnızca test ve yerel kullanım için)',
    'off',
  ),
  ICAL_MAX_BYTES: Type.Integer({
    minimum: 1024,
    maximum: 52428800,
    default: 2097152,
    description: 'bir iCal dosyasının en büyük boyutu, bayt (1024-52428800)',
  }),
  BACKUP: Bool(
    'on veya off (on: gömülü veritabanının WAL arşivi ve her gece temel yedeği BACKUP_DIR klasörüne veya BACKUP_S3_BUCKET kovasına)',
    'on',
  ),
  BACKUP_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'yedeklerin klasörü (varsayılan DATA_DIR/backups; başka bir diskte olmalı)',
    }),
  ),
  BACKUP_S3_BUCKET: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      description:
        'yedeklerin gideceği kova (3-63 karakter, küçük harf, rakam, nokta ve tire); S3_ENDPOINT ve S3 anahtarlarıyla; yüklemelerin kovasından ayrı olmalı',
    }),
  ),
  BACKUP_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: 14,
    description: 'kaç günlük geri dönüş noktasının saklanacağı (1-3650)',
  }),
  BACKUP_PGDATA: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'DATABASE_URL ile: o PostgreSQL’in veri klasörü, bu süreçle paylaşılan (docker compose’un backup servisi); verilirse `node server/dist/backup-service.js` onun WAL arşivini ve temel yedeklerini alır',
    }),
  ),
  BACKUP_ARCHIVE_TIMEOUT_SECONDS: Type.Integer({
    minimum: 30,
    maximum: 3600,
    default: 300,
    description: 'yazma olduğunda en geç kaç saniyede bir WAL dosyasının arşive gideceği (30-3600)',
  }),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 24,
      pattern: '^\\S+$',
      description: 'GET /metrics için en az 24 karakterlik, boşluksuz erişim anahtarı (Authorization: Bearer)',
    }),
  ),
  METRICS_PORT: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 65535,
      description: 'ölçümlerin (GET /metrics) anahtarsız verileceği ayrı port (1-65535); yalnızca iç ağa açın',
    }),
  ),
  TEST_FAULT: Type.Optional(
    Type.Union([Type.Literal('exception'), Type.Literal('rejection'), Type.Literal('database-rejection')], {
      description: 'yalnızca NODE_ENV=test: başladıktan sonra kasıtlı bir hata (yeniden başlatma testleri için)',
    }),
  ),
  WORKER_HEALTH_PORT: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 65535,
      description: 'işçi sürecinin sağlık yanıtı (GET /v1/health) vereceği port (1-65535); boşsa işçi port açmaz',
    }),
  ),
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

/** An S3-compatible bucket (Amazon S3, MinIO, R2 …) for uploads. */
export interface S3Config {
  /** Unset: Amazon S3 in `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load files from (`<base>/<key>`); unset: through the app's /v1/uploads/ route. */
  publicBaseUrl: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string | undefined;
  /** The application's connection (its role only reads and writes rows); unset: the embedded cluster. */
  databaseUrl: string | undefined;
  /** The tables' owner, for migrations, pg-boss's schema and rebuilds; unset: DATABASE_URL is both. */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Where uploads are kept: the local folder `uploadsDir`, or the bucket of `s3`. */
  storage: 'local' | 's3';
  /** The bucket's settings when S3_BUCKET is given (required with STORAGE=s3; `npm run uploads:to-s3` reads them too). */
  s3: S3Config | undefined;
  uploadMaxBytes: number;
  searchCacheMs: number;
  migrationsDir: string;
  embeddedPgPort: number;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  logPretty: boolean;
  corsOrigins: '*' | string[];
  trustProxy: boolean;
  workers: boolean;
  demoData: boolean;
  loginThrottle: { maxPerAccount: number; maxPerIp: number; windowMinutes: number };
  optionHoldHours: number;
  /** Limits on anonymous clients (holds, quotes, mails), counted in PostgreSQL. */
  publicLimits: {
    holdsPerClientHour: number;
    liveOptionsPerContact: number;
    quotesPerClientMinute: number;
    /** Searches (listings, typeahead) per client address a minute that the answer cache did not answer. */
    searchesPerClientMinute: number;
    /** Reservation-page link lookups (right or wrong) per client address and minute. */
    reservationLinksPerClientMinute: number;
    enquiriesPerClient: number;
    mailsPerRecipientDay: number;
    mailsPerClientHour: number;
    surgeHoldsPerHour: number;
    surgeOptionMinutes: number;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    officeEmail: string | undefined;
    retryDelaySeconds: number;
    retryLimit: number;
    /** SMTP connections kept open by the pool, and mails sent at once, per process. */
    connections: number;
    /** `mail.send` jobs a worker fetches at once. */
    batchSize: number;
  };
  ical: {
    syncMinutes: number;
    fetchTimeoutMs: number;
    maxBytes: number;
    allowPrivateHosts: boolean;
    /** A website hold's re-read of the boat's feed: its deadline, and how long a read (anyone's) is reused. */
    recheckTimeoutMs: number;
    recheckReuseSeconds: number;
  };
  /** `npm run worker` answers GET /v1/health on this port when set (container health checks). */
  workerHealthPort: number | undefined;
  /** The embedded cluster's continuous backup (issue 37); with DATABASE_URL the provider's or compose's. */
  backup: {
    enabled: boolean;
    dir: string;
    /** The bucket backups go to instead of `dir` (the S3_* endpoint and keys). */
    s3: S3Config | undefined;
    retentionDays: number;
    archiveTimeoutSeconds: number;
    /** With DATABASE_URL: that cluster's data folder, shared with the backup service (compose). */
    pgData: string | undefined;
  };
  /** GET /metrics: behind `token` on the app's port, or open on `port` (an internal one); neither: not served. */
  metrics: { token: string | undefined; port: number | undefined };
  /** A fault thrown on purpose after the start (process-faults.ts); set under NODE_ENV=test only. */
  testFault: Env['TEST_FAULT'];
  /** Webhook deliveries (issue 39): timeouts, the retry schedule, concurrency, private hosts. */
  webhooks: WebhookConfig;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

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
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    const missing = e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(
      missing,
      `Yapılandırma hatası: ${missing} eksik; ADMIN_EMAIL ve ADMIN_PASSWORD birlikte verilmeli.`,
    );
  }
  if (e.MIGRATION_DATABASE_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      'DATABASE_URL',
      'Yapılandırma hatası: DATABASE_URL eksik; MIGRATION_DATABASE_URL yalnızca DATABASE_URL ile birlikte verilir (gömülü veritabanı rollerini kendisi kurar).',
    );
  }
  const s3 = s3Settings(e);
  if (e.STORAGE === 's3' && !s3) {
    throw new ConfigError(
      'S3_BUCKET',
      'Yapılandırma hatası: S3_BUCKET eksik; STORAGE=s3 için S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY verilmeli.',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    uploadsDir: resolve(e.UPLOADS_DIR ?? resolve(e.DATA_DIR, 'uploads')),
    storage: e.STORAGE,
    s3,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    searchCacheMs: e.SEARCH_CACHE_MS,
    migrationsDir: resolve(ROOT_DIR, 'migrations'),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY === undefined ? Boolean(opts.isTTY) : e.LOG_PRETTY === 'on',
    corsOrigins:
      e.CORS_ORIGINS.trim() === '*'
        ? '*'
        : e.CORS_ORIGINS.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'on',
    workers: e.WORKERS === 'on',
    demoData: e.DEMO_DATA === 'on',
    optionHoldHours: e.OPTION_HOLD_HOURS,
    publicLimits: {
      holdsPerClientHour: e.HOLD_LIMIT_PER_CLIENT_HOUR,
      liveOptionsPerContact: e.HOLD_LIMIT_PER_CONTACT,
      quotesPerClientMinute: e.QUOTE_LIMIT_PER_MINUTE,
      searchesPerClientMinute: e.SEARCH_LIMIT_PER_MINUTE,
      reservationLinksPerClientMinute: e.RESERVATION_LINK_LIMIT_PER_MINUTE,
      enquiriesPerClient: e.ENQUIRY_LIMIT_PER_10_MINUTES,
      mailsPerRecipientDay: e.MAIL_LIMIT_PER_RECIPIENT_DAY,
      mailsPerClientHour: e.MAIL_LIMIT_PER_CLIENT_HOUR,
      surgeHoldsPerHour: e.HOLD_SURGE_PER_HOUR,
      surgeOptionMinutes: e.HOLD_SURGE_OPTION_MINUTES,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      officeEmail: e.OFFICE_EMAIL?.toLowerCase(),
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      retryLimit: e.MAIL_RETRY_LIMIT,
      connections: e.MAIL_CONNECTIONS,
      batchSize: e.MAIL_BATCH_SIZE,
    },
    ical: {
      syncMinutes: e.ICAL_SYNC_MINUTES,
      fetchTimeoutMs: e.ICAL_FETCH_TIMEOUT_MS,
      maxBytes: e.ICAL_MAX_BYTES,
      allowPrivateHosts: e.ICAL_ALLOW_PRIVATE_HOSTS === 'on',
      recheckTimeoutMs: e.ICAL_RECHECK_TIMEOUT_MS,
      recheckReuseSeconds: e.ICAL_RECHECK_REUSE_SECONDS,
    },
    loginThrottle: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    workerHealthPort: e.WORKER_HEALTH_PORT,
    backup: {
      enabled: e.BACKUP === 'on',
      dir: resolve(e.BACKUP_DIR ?? resolve(e.DATA_DIR, 'backups')),
      s3: backupBucket(e),
      retentionDays: e.BACKUP_RETENTION_DAYS,
      archiveTimeoutSeconds: e.BACKUP_ARCHIVE_TIMEOUT_SECONDS,
      pgData: e.BACKUP_PGDATA === undefined ? undefined : resolve(e.BACKUP_PGDATA),
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    testFault: e.NODE_ENV === 'test' ? e.TEST_FAULT : undefined,
    webhooks: webhookConfig(e),
  };
}

/** The backup bucket, on the uploads' endpoint and keys. */
function backupBucket(e: Env): S3Config | undefined {
  if (e.BACKUP_S3_BUCKET === undefined) return undefined;
  for (const variable of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (e[variable] === undefined) {
      throw new ConfigError(
        variable,
        `Yapılandırma hatası: ${variable} eksik; BACKUP_S3_BUCKET ile birlikte S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY verilmeli.`,
      );
    }
  }
  if (e.BACKUP_S3_BUCKET === e.S3_BUCKET) {
    throw new ConfigError(
      'BACKUP_S3_BUCKET',
      'Yapılandırma hatası: BACKUP_S3_BUCKET yüklemelerin kovasıyla (S3_BUCKET) aynı; yüklemeler herkese açık okunabilir, yedekler ayrı bir kovada durmalı.',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    bucket: e.BACKUP_S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicBaseUrl: undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : e.S3_FORCE_PATH_STYLE === 'on',
  };
}

/** The bucket settings, when S3_BUCKET is given; its keys must come with it. */
function s3Settings(e: Env): S3Config | undefined {
  if (e.S3_BUCKET === undefined) return undefined;
  for (const variable of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (e[variable] === undefined) {
      throw new ConfigError(
        variable,
        `Yapılandırma hatası: ${variable} eksik; S3_BUCKET ile birlikte S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY verilmeli.`,
      );
    }
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicBaseUrl: e.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : e.S3_FORCE_PATH_STYLE === 'on',
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
