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

  it('reads mail and iCal settings, with no SMTP and a 15-minute sync by default', () => {
    expect(loadConfig({}).mail).toMatchObject({ smtpUrl: undefined, officeEmail: undefined });
    expect(loadConfig({}).ical).toEqual({ syncMinutes: 15, fetchTimeoutMs: 10_000, maxBytes: 2_097_152, allowPrivateHosts: false });
    const c = loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', OFFICE_EMAIL: 'Ofis@Example.com', ICAL_SYNC_MINUTES: '30' });
    expect(c.mail).toMatchObject({ smtpUrl: 'smtps://u:p@smtp.example.com:465', officeEmail: 'ofis@example.com' });
    expect(c.ical.syncMinutes).toBe(30);
    expect(configError({ SMTP_URL: 'http://smtp.example.com' }).message).toContain('smtp:// veya smtps://');
    expect(configError({ ICAL_SYNC_MINUTES: '0' }).message).toContain('ICAL_SYNC_MINUTES');
    expect(configError({ OFFICE_EMAIL: 'ofis' }).message).toContain('geçerli bir e-posta');
  });

  it('converts numbers, switches and lists from strings', () => {
    const c = loadConfig({ PORT: '8080', WORKERS: 'off', CORS_ORIGINS: 'https://a.com, https://b.com', DATABASE_URL: 'postgres://u:p@h:5432/db' });
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
    expect(err.message).toMatch(new RegExp(`^Yapılandırma hatası: ${variable} \\(değeri gizli olduğu için yazılmadı\\) geçersiz; .+ olmalı\\.$`));
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
    const c = loadConfig({ DATABASE_URL: 'postgres://app:p@h:5432/db', MIGRATION_DATABASE_URL: 'postgres://owner:q@h:5432/db' });
    expect(c.migrationDatabaseUrl).toBe('postgres://owner:q@h:5432/db');
    expect(loadConfig({ DATABASE_URL: 'postgres://app:p@h:5432/db' }).migrationDatabaseUrl).toBeUndefined();
    const err = configError({ MIGRATION_DATABASE_URL: 'postgres://owner:q@h:5432/db' });
    expect(err.variable).toBe('DATABASE_URL');
    expect(err.message.split('\n')).toHaveLength(1);
    expect(err.message).toContain('MIGRATION_DATABASE_URL yalnızca DATABASE_URL ile birlikte');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
