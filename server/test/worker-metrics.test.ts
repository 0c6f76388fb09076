import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailQueue } from '../src/mail/queue.js';
import { PGBOSS_SCHEMA } from '../src/platform/jobs.js';
import { createTestApp } from './app.js';
import { freePort } from './global-setup.js';
import { run } from './main-process.js';
import { parsePrometheus, sampleValue } from './prometheus.js';
import { bundled } from './server-bundle.js';
import { startTestSmtp } from './smtp.js';

const TOKEN = 'isci-olcum-anahtari-0123456789';

/**
 * Issue 37 point 4: the worker exposes its own metrics. The real worker process (`npm run worker`'s
 * server/dist/worker.js) on the test file's database: `GET /metrics` on its health port behind
 * METRICS_TOKEN, and on METRICS_PORT without one (an internal port), in Prometheus text with the label
 * process="worker", showing the mail it has just sent. One start, no fixed sleep: each wait is for a condition.
 */
describe('the worker process’s own metrics', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  // The app takes the contact form; it works no job (its mail is the worker's to send).
  const mailQueue = createMailQueue();
  const t = await createTestApp({}, { mailQueue });
  const [healthPort, metricsPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), 'fethiye-worker-metrics-'));
  const worker = run(
    {
      DATABASE_URL: t.db.url,
      MIGRATION_DATABASE_URL: t.db.owner.url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: 'ofis@fethiyetekne.test',
      WORKER_HEALTH_PORT: String(healthPort),
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
    },
    bundled('worker'),
  );
  afterAll(async () => {
    if (worker.child.exitCode === null) {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });
  const health = `http://127.0.0.1:${healthPort}`;
  // Ready: its health port answers 200 (the jobs run and the database answers).
  const until = Date.now() + 60_000;
  for (;;) {
    if (worker.child.exitCode !== null) throw new Error(`the worker stopped: ${worker.stderr()}`);
    if (Date.now() > until) throw new Error(`the worker did not start: ${worker.stdout()} ${worker.stderr()}`);
    const ok = await fetch(`${health}/v1/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // pg-boss in this process only sends (the worker prepared its queues): the app's mail gets its job.
  const boss = new PgBoss({
    connectionString: t.db.url,
    schema: PGBOSS_SCHEMA,
    max: 1,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  mailQueue.attach(boss);
  afterAll(() => boss.stop({ graceful: false, wait: true }));

  const scrape = async (url: string, token?: string) => {
    const res = await fetch(url, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };

  it('refuses its metrics on the health port without the token and with a wrong one', async () => {
    expect((await scrape(`${health}/metrics`)).status).toBe(401);
    expect((await scrape(`${health}/metrics`, `${TOKEN}x`)).status).toBe(401);
  });

  it('answers Prometheus text of its own (process="worker"), counting the mail it has just sent', async () => {
    const first = await scrape(`${health}/metrics`, TOKEN);
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(first.text);
    expect(samples.filter((s) => !s.labels.includes('process="worker"'))).toEqual([]);
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'fethiye_process_cpu_seconds_total',
      'fethiye_nodejs_heap_size_used_bytes',
      'fethiye_db_connections',
      'fethiye_event_log_position',
      'fethiye_mail_outbox',
      'fethiye_mail_oldest_queued_seconds',
      'fethiye_backup_age_seconds',
    ])
      expect(names, name).toContain(name);
    expect(sampleValue(samples, 'fethiye_mail_outbox', { status: 'sent' })).toBe(0);

    // A visitor's contact form: the app writes the copy and its job; only the worker works the queue.
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      payload: { name: 'Ayşe Kaya', email: 'ayse@example.com', subject: 'Ölçüm', message: 'Tekne müsait mi?' },
    });
    expect(res.statusCode).toBe(200);
    await smtp.waitForText('Tekne müsait mi?', 1);
    await expect
      .poll(
        async () => {
          const now = parsePrometheus((await scrape(`${health}/metrics`, TOKEN)).text);
          return ['sent', 'queued'].map((status) => sampleValue(now, 'fethiye_mail_outbox', { status }));
        },
        { timeout: 10_000 },
      )
      .toEqual([1, 0]);
  });

  it('serves the same series on METRICS_PORT without a token (an internal port)', async () => {
    const open = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(open.status).toBe(200);
    const samples = parsePrometheus(open.text);
    expect(sampleValue(samples, 'fethiye_mail_outbox', { status: 'sent', process: 'worker' })).toBe(1);
    expect(sampleValue(samples, 'fethiye_process_cpu_seconds_total', { process: 'worker' })).toBeGreaterThan(0);
  });
});
