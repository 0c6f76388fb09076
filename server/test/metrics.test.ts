import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createSql } from '../src/platform/db.js';
import { createTestApp, TEST_JWT_SECRET } from './app.js';
import { freePort } from './global-setup.js';
import { parsePrometheus } from './prometheus.js';

const TOKEN = 'olcum-anahtari-0123456789abcdef';

describe('GET /metrics', async () => {
  const t = await createTestApp({ METRICS_TOKEN: TOKEN });

  it('is refused without its token and with a wrong one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers Prometheus text with the named series, counting a request it just made', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/health' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(res.body);
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'fethiye_http_requests_total',
      'fethiye_http_request_duration_seconds_bucket',
      'fethiye_db_connections',
      'fethiye_event_log_position',
      'fethiye_projection_lag_events',
      'fethiye_mail_outbox',
      'fethiye_mail_oldest_queued_seconds',
      'fethiye_backup_age_seconds',
      'fethiye_process_cpu_seconds_total',
    ]) {
      expect(names, name).toContain(name);
    }
    const health = samples.find(
      (s) =>
        s.name === 'fethiye_http_requests_total' &&
        s.labels.includes('route="/v1/health"') &&
        s.labels.includes('status="200"'),
    );
    expect(health?.value).toBeGreaterThanOrEqual(1);
  });
});

describe('metrics are never public by default', async () => {
  const t = await createTestApp();
  it('has no /metrics route without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('liveness and readiness', async () => {
  const t = await createTestApp();

  it('are both 200 while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/health/ready' })).statusCode).toBe(200);
  });

  it('answers readiness 503 while the database is down, liveness still 200', async () => {
    // A pool pointed at a port nobody listens on: the database is away.
    const down = createSql(`postgres://nobody:nothing@127.0.0.1:${await freePort()}/fethiye`, { max: 1 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: t.db.url,
    });
    const app = await buildApp({ config, sql: down, logger: false });
    onTestFinished(async () => {
      await app.close();
      await down.end({ timeout: 0 });
    });
    const ready = await app.inject({ method: 'GET', url: '/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ content: { status: 'unavailable' } });
    expect((await app.inject({ method: 'GET', url: '/v1/health/live' })).statusCode).toBe(200);
  });
});
