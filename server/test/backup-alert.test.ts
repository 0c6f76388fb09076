import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { startBackupRunner } from '../src/backup/backup-runner.js';
import { createBackupRepository } from '../src/backup/repository.js';
import type { BackupOverview } from '../src/backup/schemas.js';
import { watchBackups } from '../src/backup/watch-backups.js';
import { loadConfig } from '../src/config.js';
import { jobDefinitions } from '../src/jobs.js';
import { createMailQueue } from '../src/mail/queue.js';
import { startJobs } from '../src/platform/jobs.js';
import { bearer, body, createTestApp, TEST_JWT_SECRET } from './app.js';
import { GENEROUS_LIMITS } from './generous-limits.js';
import { startTestSmtp, textOf } from './smtp.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const OFFICE = 'ofis@fethiyetekne.test';
const SUBJECT = 'Yedekleme uyarısı';

/**
 * Issue 37: a backup that fails is seen in the panel and mailed to the office once per incident. The
 * failure is real: the runner's BACKUP_DIR lies under a plain file (ENOTDIR, whoever runs the test).
 */
describe('backup failures in the panel and in the office’s mail', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const mailQueue = createMailQueue();
  const t = await createTestApp(
    { SMTP_URL: smtp.url, OFFICE_EMAIL: OFFICE, MAIL_RETRY_DELAY_SECONDS: '1' },
    { mailQueue },
  );
  const jobs = await startJobs({
    databaseUrl: t.db.url,
    ownerUrl: t.db.owner.url,
    work: true,
    // The mail jobs; the watch is called by the tests at the moments they choose, never by the clock.
    definitions: jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue, log }).filter(
      (d) => d.name !== 'backup.watch',
    ),
    log,
  });
  mailQueue.attach(jobs.boss);
  afterAll(() => jobs.stop());
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');

  const dir = await mkdtemp(join(tmpdir(), 'fethiye-backup-alert-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'disk'), 'bir dosya, klasör değil');
  // The same database as an embedded installation would see it: no DATABASE_URL, backups on.
  const embedded = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dir,
    BACKUP_DIR: join(dir, 'disk', 'backups'),
    ...GENEROUS_LIMITS,
  });
  const panel = await buildApp({ config: embedded, sql: t.db.sql, logger: false });
  await panel.ready();
  afterAll(() => panel.close());
  const runner = await startBackupRunner({
    config: embedded.backup,
    ownerUrl: t.db.owner.url,
    sql: t.db.sql,
    dataDir: join(dir, 'pg'),
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
  afterAll(() => runner.close());

  const overview = async (app = panel, token = admin.token) => {
    const res = await app.inject({ method: 'GET', url: '/v1/admin/backup', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ content: BackupOverview }>(res).content;
  };
  const watch = (now: Date) => watchBackups({ sql: t.db.sql, queue: mailQueue, officeEmail: OFFICE }, now);
  const alertRows = () =>
    t.db.sql<{ status: string }[]>`select status from outbox_mails where kind = 'backup_alert_office'`;

  it('says what to do when the database is the provider’s, and is the office’s only', async () => {
    const external = await overview(t.app);
    expect(external).toMatchObject({ mode: 'external', where: null, retentionDays: null, problems: [] });
    expect(external.base.at).toBeNull();
    expect(await watch(new Date())).toEqual([]);
    expect(await alertRows()).toEqual([]);
    const refused = await panel.inject({ method: 'GET', url: '/v1/admin/backup', headers: bearer(owner.token) });
    expect(refused.statusCode).toBe(403);
    expect((await panel.inject({ method: 'GET', url: '/v1/admin/backup' })).statusCode).toBe(401);
    // Every instance with workers runs the watch, every minute.
    const watchJob = jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue, log }).find(
      (d) => d.name === 'backup.watch',
    );
    expect(watchJob?.schedule).toBe('* * * * *');
  });

  it('shows a failed base backup and mails the office once, and again after a recovery and a new failure', async () => {
    await expect(runner.baseBackup(new Date())).rejects.toThrow(/ENOTDIR/);
    const failed = await overview();
    expect(failed).toMatchObject({ mode: 'embedded', where: join(dir, 'disk', 'backups'), retentionDays: 14 });
    expect(failed.base.failure).toMatch(/ENOTDIR/);
    expect(failed.problems).toEqual([expect.stringMatching(/^Temel yedek alınamadı \(.*Türkiye saati.*\): .*ENOTDIR/)]);

    const first = new Date();
    expect((await watch(first)).map((p) => p.kind)).toEqual(['base']);
    await watch(new Date(first.getTime() + 60_000));
    await watch(new Date(first.getTime() + 120_000));
    const [mail] = await smtp.waitForText(SUBJECT, 1);
    expect(mail!.to).toMatchObject({ text: OFFICE });
    expect(textOf(mail!)).toMatch(/Temel yedek alınamadı .*ENOTDIR/);
    expect(textOf(mail!)).toContain(join(dir, 'disk', 'backups'));
    expect(await alertRows()).toHaveLength(1);
    expect((await overview()).base.alertedAt).toBe(first.toISOString());

    // What a good night's backup records ends the incident; the next failure is a new one.
    await createBackupRepository(t.db.sql).succeeded('base', '20270612T003000Z', new Date(), 2048, runner.target.where);
    expect(await watch(new Date())).toEqual([]);
    const recovered = await overview();
    expect(recovered.problems).toEqual([]);
    expect(recovered.base).toMatchObject({ name: '20270612T003000Z', sizeBytes: 2048, failure: null, alertedAt: null });
    await expect(runner.baseBackup(new Date())).rejects.toThrow(/ENOTDIR/);
    await watch(new Date());
    await watch(new Date());
    await smtp.waitForText(SUBJECT, 2);
    expect(await alertRows()).toHaveLength(2);
  });

  it('counts the WAL archive behind once a finished segment has waited past twice archive_timeout', async () => {
    const status = createBackupRepository(t.db.sql);
    // Segments finished since the last one shipped: writes, each followed by a switch.
    for (let i = 0; i < 3; i++) {
      await t.db.owner.sql`select txid_current()`;
      await t.db.owner.sql`select pg_switch_wal()`;
    }
    const { currentWal } = await status.walPosition();
    const behind = BigInt(`0x${currentWal.slice(8)}`) - 3n;
    const shipped = currentWal.slice(0, 8) + behind.toString(16).toUpperCase().padStart(16, '0');
    await status.succeeded('wal', shipped, new Date(Date.now() - 3_600_000), 100, runner.target.where);
    const start = new Date();
    expect((await watch(start)).filter((p) => p.kind === 'wal')).toEqual([]);
    // archive_timeout is 0 on the test cluster: 2 × 300 s.
    const late = await watch(new Date(start.getTime() + 11 * 60_000));
    expect(late.find((p) => p.kind === 'wal')?.text).toMatch(/^WAL arşivi geride: 2 dolu WAL dosyası 11 dakikadır/);
    await smtp.waitForText('WAL arşivi geride', 1);
    await watch(new Date(start.getTime() + 12 * 60_000));
    expect(smtp.about('WAL arşivi geride')).toHaveLength(1);
  });
});
