import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createSql } from '../src/platform/db.js';
import { body, createTestApp, TEST_JWT_SECRET } from './app.js';

interface ErrorBody {
  statusCode: number;
  code: string;
  content: { message: string };
}

describe('the error envelope and the HTTP basics', async () => {
  const t = await createTestApp();

  it('answers an unknown path with a Turkish 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/yok-boyle-bir-yer?x=1' });
    expect(res.statusCode).toBe(404);
    expect(body<ErrorBody>(res)).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      content: { message: 'İstenen adres bulunamadı: GET /v1/yok-boyle-bir-yer' },
    });
  });

  it('answers a broken JSON body with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res)).toMatchObject({
      statusCode: 400,
      content: { message: 'İstek gövdesi geçerli bir JSON değil.' },
    });
  });

  it('answers an unsupported content type with a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(body<ErrorBody>(res).content.message).toBe('Bu içerik türü desteklenmiyor.');
  });

  it('answers a body over the limit with a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'a@b.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(body<ErrorBody>(res).content.message).toBe('İstek gövdesi izin verilen boyutu aşıyor.');
  });

  it('hides the details of an unexpected failure and names the request id', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: t.db.url });
    const app = await buildApp({ config, sql: t.db.sql, logger: false });
    app.get('/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
    const b = body<ErrorBody>(res);
    expect(b.code).toBe('INTERNAL_ERROR');
    expect(b.content.message).toContain(String(res.headers['x-request-id']));
  });

  it('gives every response a request id, and keeps one sent by the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const mine = await t.app.inject({ method: 'GET', url: '/v1/health', headers: { 'x-request-id': 'lb-1234' } });
    expect(mine.headers['x-request-id']).toBe('lb-1234');
  });

  it('sends the API security headers on /v1 answers and the full set on pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    // Page-only headers stay off JSON; with CORS * the JSON is readable anyway, so no resource policy.
    expect(api.headers['referrer-policy']).toBeUndefined();
    expect(api.headers['cross-origin-resource-policy']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/v1/yok' });
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const upload = await t.app.inject({ method: 'GET', url: '/v1/uploads/boats/1/yok.webp' });
    expect(upload.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('sends HSTS only when the site is served over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const build = (env: Record<string, string>) =>
      buildApp({
        config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: t.db.url, ...env }),
        sql: t.db.sql,
        logger: false,
      });
    const secure = await build({ PUBLIC_URL: 'https://www.fethiyetekne.com' });
    const proxied = await build({ TRUST_PROXY: 'on' });
    try {
      for (const url of ['/v1/health', '/robots.txt']) {
        expect((await secure.inject({ method: 'GET', url })).headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
      const viaTls = await proxied.inject({
        method: 'GET',
        url: '/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const viaHttp = await proxied.inject({
        method: 'GET',
        url: '/v1/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await secure.close();
      await proxied.close();
    }
  });

  it('answers CORS requests and preflights from any origin', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    expect(plain.headers['access-control-expose-headers']).toBeUndefined();
    const cross = await t.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(cross.headers['access-control-allow-origin']).toBe('*');
    expect(cross.headers['access-control-expose-headers']).toBe(
      'X-Request-Id, Content-Disposition, Retry-After, ETag, Idempotent-Replayed',
    );
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/admin/users',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(preflight.headers['access-control-max-age']).toBe('600');
    const notPreflight = await t.app.inject({ method: 'OPTIONS', url: '/v1/health' });
    expect(notPreflight.statusCode).toBe(400);
    expect(body<ErrorBody>(notPreflight)).toMatchObject({
      code: 'INVALID_PREFLIGHT',
      content: { message: expect.stringContaining('Geçersiz CORS ön kontrol isteği') },
    });
  });

  it('with a list of origins, allows only those and says the answer varies by Origin', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: t.db.url,
      CORS_ORIGINS: 'https://partner.example, https://ajans.example',
    });
    const app = await buildApp({ config, sql: t.db.sql, logger: false });
    try {
      const ok = await app.inject({ method: 'GET', url: '/v1/health', headers: { origin: 'https://ajans.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://ajans.example');
      expect(ok.headers['access-control-expose-headers']).toBe(
        'X-Request-Id, Content-Disposition, Retry-After, ETag, Idempotent-Replayed',
      );
      expect(ok.headers.vary).toBe('Origin');
      expect(ok.headers['cross-origin-resource-policy']).toBe('same-origin');
      const other = await app.inject({
        method: 'GET',
        url: '/v1/health',
        headers: { origin: 'https://baska.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers.vary).toBe('Origin');
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/v1/reservations',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
      const refused = await app.inject({
        method: 'OPTIONS',
        url: '/v1/reservations',
        headers: { origin: 'https://baska.example', 'access-control-request-method': 'POST' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('reports health with a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(body<{ content: { status: string; database: string } }>(res).content).toMatchObject({
      status: 'ok',
      database: 'ok',
    });
  });

  it('reports 503 when the database cannot be reached', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET });
    const dead = createSql('postgres://nobody:x@127.0.0.1:1/none');
    const app = await buildApp({ config, sql: dead, logger: false });
    const res = await app.inject({ method: 'GET', url: '/v1/health' });
    await app.close();
    await dead.end({ timeout: 0 });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(body<{ content: { status: string; database: string } }>(res).content).toMatchObject({
      status: 'degraded',
      database: 'unreachable',
    });
  });

  it('answers API calls with a 503 envelope and Retry-After, not a 500, when the database cannot be reached', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET });
    const dead = createSql('postgres://nobody:x@127.0.0.1:1/none');
    const app = await buildApp({ config, sql: dead, logger: false });
    try {
      const answers = [
        await app.inject({ method: 'GET', url: '/v1/website/sitedata' }),
        await app.inject({ method: 'GET', url: '/v1/boats/mavi-yolcu/availability?from=2027-06-01&to=2027-06-30' }),
        await app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'a@example.com', password: 'parola-parola' },
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(body<ErrorBody>(res)).toEqual({
          statusCode: 503,
          code: 'DATABASE_UNAVAILABLE',
          content: { message: 'Veritabanına şu anda ulaşılamıyor; lütfen birkaç saniye sonra tekrar deneyin.' },
        });
      }
    } finally {
      await app.close();
      await dead.end({ timeout: 0 });
    }
  });

  it('serves Swagger UI at /docs and the OpenAPI document', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(body<{ openapi: string }>(doc).openapi).toBe('3.1.0');
  });
});
