import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { configuredSecrets, createScrubber, redactUrl } from './log-redaction.js';

describe('log scrubbing', () => {
  const config = loadConfig({
    ADMIN_EMAIL: 'patron@example.com',
    ADMIN_PASSWORD: 'yonetici"parola\\1',
    JWT_SECRET: 'j'.repeat(40),
    DATABASE_URL: 'postgres://kullanici:db%40parola@db.example.com:5432/fethiye',
    SMTP_URL: 'smtps://posta:smtp-parola@smtp.example.com:465',
    STORAGE: 's3',
    S3_BUCKET: 'fethiye-uploads',
    S3_ACCESS_KEY_ID: 'fethiye-app',
    S3_SECRET_ACCESS_KEY: 's3-gizli-anahtar',
  });

  it('knows every secret the configuration holds, URL passwords as written and decoded', () => {
    expect(configuredSecrets(config)).toEqual([
      'yonetici"parola\\1',
      'j'.repeat(40),
      's3-gizli-anahtar',
      'db%40parola',
      'db@parola',
      'smtp-parola',
    ]);
    expect(configuredSecrets(loadConfig({ DATABASE_URL: 'postgres://db.example.com/fethiye' }))).toEqual([]);
  });

  it('replaces them as they are and as they read inside a JSON string', () => {
    const scrub = createScrubber(configuredSecrets(config))!;
    const line = JSON.stringify({
      msg: 'hata',
      input: 'postgres://kullanici:db%40parola@db.example.com/x',
      note: 'yonetici"parola\\1',
      smtp: 'smtp-parola',
    });
    expect(scrub(line)).toBe(
      '{"msg":"hata","input":"postgres://kullanici:[gizli]@db.example.com/x","note":"[gizli]","smtp":"[gizli]"}',
    );
    expect(scrub('db@parola ile bağlanılamadı')).toBe('[gizli] ile bağlanılamadı');
  });

  it('has nothing to do without secrets, and leaves values too short to mean anything', () => {
    expect(createScrubber([])).toBeUndefined();
    expect(createScrubber(['ab'])).toBeUndefined();
  });

  it('masks credentials in a logged request URL (the iCal feed token)', () => {
    expect(redactUrl('/v1/calendar/7.ics?token=abc123&x=1')).toBe('/v1/calendar/7.ics?token=[gizli]&x=1');
    expect(redactUrl('/v1/search?q=token&page=2')).toBe('/v1/search?q=token&page=2');
    expect(redactUrl('/v1/health')).toBe('/v1/health');
  });
});
