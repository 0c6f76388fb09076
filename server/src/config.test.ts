import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('fills every default when nothing is set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.workers).toBe(true);
    expect(c.corsOrigins).toBe('*');
    expect(c.loginThrottle).toEqual({ maxPerAccount: 5, maxPerIp: 20, windowMinutes: 15 });
  });

  it('reads mail and iCal settings, with no SMTP, a 15-minute sync and a 2 s / 5 s booking re-check by default', () => {
    expect(loadConfig({}).mail).toMatchObject({ smtpUrl: undefined, officeEmail: undefined });
    expect(loadConfig({}).ical).toEqual({
      syncMinutes: 15,
      fetchTimeoutMs: 10_000,
      maxBytes: 2_097_152,
      allowPrivateHosts: false,
      recheckTimeoutMs: 2000,
      recheckReuseSeconds: 5,
    });
    const c = loadConfig({
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      OFFICE_EMAIL: 'Ofis@Example.com',
      ICAL_SYNC_MINUTES: '30',
    });
    expect(c.mail).toMatchObject({ smtpUrl: 'smtps://u:p@smtp.example.com:465', officeEmail: 'ofis@example.com' });
    expect(c.ical.syncMinutes).toBe(30);
    expect(loadConfig({ ICAL_RECHECK_TIMEOUT_MS: '500', ICAL_RECHECK_REUSE_SECONDS: '0' }).ical).toMatchObject({
      recheckTimeoutMs: 500,
      recheckReuseSeconds: 0,
    });
    expect(configError({ SMTP_URL: 'http://smtp.example.com' }).message).toContain('smtp:// veya smtps://');
    expect(configError({ ICAL_SYNC_MINUTES: '0' }).message).toContain('ICAL_SYNC_MINUTES');
    expect(configError({ ICAL_RECHECK_TIMEOUT_MS: '50' }).message).toContain('ICAL_RECHECK_TIMEOUT_MS');
    // A booking never rests on a read of the other platform more than a few seconds old.
    expect(loadConfig({ ICAL_RECHECK_REUSE_SECONDS: '10' }).ical.recheckReuseSeconds).toBe(10);
    expect(configError({ ICAL_RECHECK_REUSE_SECONDS: '60' }).message).toContain('ICAL_RECHECK_REUSE_SECONDS');
    expect(configError({ OFFICE_EMAIL: 'ofis' }).message).toContain('geçerli bir e-posta');
  });

  it('converts numbers, switches and lists from strings', () => {
    const c = loadConfig({
      PORT: '8080',
      WORKERS: 'off',
      CORS_ORIGINS: 'https://a.com, https://b.com',
      DATABASE_URL: 'postgres://u:p@h:5432/db',
    });
    expect(c.port).toBe(8080);
    expect(c.workers).toBe(false);
    expect(c.corsOrigins).toEqual(['https://a.com', 'https://b.com']);
    expect(c.databaseUrl).toBe('postgres://u:p@h:5432/db');
  });

  it.each([
    ['DATABASE_URL', 'mysql://kullanici:db-gizli-parola@localhost/db'],
    ['MIGRATION_DATABASE_URL', 'mysql://sahip:db-gizli-parola@localhost/db'],
    ['JWT_SECRET', 'kisa-gizli'],
    ['SMTP_URL', 'http://kullanici:smtp-gizli-parola@smtp.example.com'],
    ['ADMIN_PASSWORD', 'kisa'],
  ])('refuses %s without writing its secret value', (variable, value) => {
    const env: Record<string, string> = { [variable]: value };
    if (variable === 'ADMIN_PASSWORD') env.ADMIN_EMAIL = 'patron@example.com';
    if (variable === 'MIGRATION_DATABASE_URL') env.DATABASE_URL = 'postgres://app:p@h:5432/db';
    const err = configError(env);
    expect(err.variable).toBe(variable);
    expect(err.message).toMatch(
      new RegExp(`^Yapılandırma hatası: ${variable} \\(değeri gizli olduğu için yazılmadı\\) geçersiz; .+ olmalı\\.$`),
    );
    expect(err.message).not.toContain(value);
    expect(err.message).not.toContain('gizli-parola');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['WORKERS', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['LOGIN_WINDOW_MINUTES', '0'],
  ])('refuses %s=%s with one line naming the variable', (variable, value) => {
    const env: Record<string, string> = { [variable]: value };
    if (variable === 'ADMIN_EMAIL') env.ADMIN_PASSWORD = 'uzun-bir-parola';
    const err = configError(env);
    expect(err.variable).toBe(variable);
    expect(err.message).toContain(`${variable}=`);
    expect(err.message).toContain(value);
    expect(err.message.split('\n')).toHaveLength(1);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(configError({ ADMIN_EMAIL: 'a@b.com' }).variable).toBe('ADMIN_PASSWORD');
    expect(configError({ ADMIN_PASSWORD: 'uzun-bir-parola' }).variable).toBe('ADMIN_EMAIL');
    expect(loadConfig({ ADMIN_EMAIL: 'Patron@Tekne.com', ADMIN_PASSWORD: 'uzun-bir-parola' }).admin).toEqual({
      email: 'patron@tekne.com',
      password: 'uzun-bir-parola',
    });
  });

  it('takes the owner connection for migrations beside DATABASE_URL, never alone', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://app:p@h:5432/db',
      MIGRATION_DATABASE_URL: 'postgres://owner:q@h:5432/db',
    });
    expect(c.migrationDatabaseUrl).toBe('postgres://owner:q@h:5432/db');
    expect(loadConfig({ DATABASE_URL: 'postgres://app:p@h:5432/db' }).migrationDatabaseUrl).toBeUndefined();
    const err = configError({ MIGRATION_DATABASE_URL: 'postgres://owner:q@h:5432/db' });
    expect(err.variable).toBe('DATABASE_URL');
    expect(err.message.split('\n')).toHaveLength(1);
    expect(err.message).toContain('MIGRATION_DATABASE_URL yalnızca DATABASE_URL ile birlikte');
  });

  it('keeps uploads on local disk by default, and reads the bucket settings for STORAGE=s3', () => {
    expect(loadConfig({})).toMatchObject({ storage: 'local', s3: undefined, workerHealthPort: undefined });
    const keys = {
      S3_BUCKET: 'fethiye-uploads',
      S3_ACCESS_KEY_ID: 'fethiye',
      S3_SECRET_ACCESS_KEY: 's3-gizli-anahtar',
    };
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_PUBLIC_BASE_URL: 'https://cdn.example.com/u/',
        ...keys,
      }),
    ).toMatchObject({
      storage: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'fethiye-uploads',
        region: 'us-east-1',
        accessKeyId: 'fethiye',
        secretAccessKey: 's3-gizli-anahtar',
        publicBaseUrl: 'https://cdn.example.com/u',
        forcePathStyle: true,
      },
    });
    // Without an endpoint it is Amazon S3: virtual-hosted addresses unless asked otherwise.
    expect(loadConfig({ STORAGE: 's3', S3_REGION: 'eu-central-1', ...keys }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'off', ...keys }).s3!
        .forcePathStyle,
    ).toBe(false);
    // The bucket settings are read beside local storage too (for `npm run uploads:to-s3`).
    expect(loadConfig(keys)).toMatchObject({ storage: 'local', s3: { bucket: 'fethiye-uploads' } });
  });

  it('names what STORAGE=s3 lacks or what is wrong, in one line, never the secret key', () => {
    const keys = {
      S3_BUCKET: 'fethiye-uploads',
      S3_ACCESS_KEY_ID: 'fethiye',
      S3_SECRET_ACCESS_KEY: 's3-gizli-anahtar',
    };
    expect(configError({ STORAGE: 's3' }).message).toBe(
      'Yapılandırma hatası: S3_BUCKET eksik; STORAGE=s3 için S3_BUCKET, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY verilmeli.',
    );
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'fethiye-uploads', S3_ACCESS_KEY_ID: 'fethiye' }).variable).toBe(
      'S3_SECRET_ACCESS_KEY',
    );
    expect(configError({ STORAGE: 'gcs' }).message).toContain('local (yerel disk, UPLOADS_DIR) veya s3');
    expect(configError({ STORAGE: 's3', ...keys, S3_BUCKET: 'Büyük_Kova' }).message).toContain(
      'S3_BUCKET="Büyük_Kova" geçersiz; kova adı',
    );
    expect(configError({ STORAGE: 's3', ...keys, S3_ENDPOINT: 'minio:9000' }).variable).toBe('S3_ENDPOINT');
    expect(configError({ STORAGE: 's3', ...keys, S3_FORCE_PATH_STYLE: 'evet' }).variable).toBe('S3_FORCE_PATH_STYLE');
    const secret = configError({ STORAGE: 's3', ...keys, S3_SECRET_ACCESS_KEY: 'boşluklu gizli anahtar' });
    expect(secret.message).toMatch(
      /^Yapılandırma hatası: S3_SECRET_ACCESS_KEY \(değeri gizli olduğu için yazılmadı\) geçersiz; .+ olmalı\.$/,
    );
    expect(secret.message).not.toContain('gizli anahtar');
    expect(configError({ WORKER_HEALTH_PORT: '0' }).variable).toBe('WORKER_HEALTH_PORT');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
