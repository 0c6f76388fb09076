import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, realpath, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { removeWithClusters } from './cluster-folders.js';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/password.js';
import { createUsersRepository } from '../src/auth/users-repository.js';
import { archiveSettings } from '../src/platform/wal-archive-settings.js';
import { startBackupRunner, type BackupRunner } from '../src/backup/backup-runner.js';
import { restoreBackup } from '../src/backup/restore.js';
import { loadConfig, ROOT_DIR } from '../src/config.js';
import { createSql, type Sql } from '../src/platform/db.js';
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.js';
import { migrate } from '../src/platform/migrate.js';
import { ensureAppLogin, urlWithUser } from '../src/platform/roles.js';
import { bearer, body, TEST_JWT_SECRET } from './app.js';
import { catalogFixtures } from './catalog.js';
import { freePort } from './global-setup.js';
import { GENEROUS_LIMITS } from './generous-limits.js';
import { READY, run, waitForLine } from './main-process.js';
import { startS3 } from './s3.js';

/**
 * Issue 37: a real embedded cluster with its WAL archive on, the real app writing bookings to it, base
 * backups and WAL shipped to a folder or a bucket, the data folder destroyed, and a restore to a moment
 * between two writes giving exactly the log of that moment.
 */
async function scenario(targetEnv: (dataDir: string) => Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'fethiye-backup-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    ...GENEROUS_LIMITS,
    ...targetEnv(dataDir),
  });
  const cluster = await startEmbeddedPostgres({
    dir: join(dataDir, 'pg'),
    port: await freePort(),
    database: 'fethiye',
    settings: archiveSettings({ on: true, timeoutSeconds: 60 }),
  });
  const owner = createSql(cluster.url, { max: 2 });
  await migrate(owner, join(ROOT_DIR, 'migrations'));
  const password = randomBytes(12).toString('hex');
  await ensureAppLogin(owner, 'fethiye_app_login', password);
  const sql = createSql(urlWithUser(cluster.url, 'fethiye_app_login', password), { max: 4 });
  const app = await buildApp({ config, sql, logger: false });
  await app.ready();
  const runner: BackupRunner = await startBackupRunner({
    config: config.backup,
    ownerUrl: cluster.url,
    sql,
    dataDir: cluster.dataDir,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
    await runner.close();
    await Promise.all([sql.end({ timeout: 1 }), owner.end({ timeout: 1 })]);
    await cluster.stop();
  };
  // Called inside a test, where vitest never runs an afterAll registered: these run when it ends.
  onTestFinished(async () => {
    await stop();
    await removeWithClusters(dataDir);
  });

  const users = createUsersRepository(sql);
  await users.insert({
    email: 'yedek@example.com',
    passwordHash: await hashPassword('Parola-yedek-1'),
    role: 'ADMIN',
    firstName: 'Ali',
    lastName: 'Yedek',
    phone: null,
    active: true,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: 'yedek@example.com', password: 'Parola-yedek-1' },
  });
  const token = body<{ content: { accessToken: string; user: { id: number } } }>(login).content.accessToken;
  const fx = catalogFixtures({ app } as Parameters<typeof catalogFixtures>[0], token);
  const boatOwner = await users.insert({
    email: 'kaptan@example.com',
    passwordHash: await hashPassword('Parola-kaptan-1'),
    role: 'OWNER',
    firstName: 'Kaptan',
    lastName: 'Yedek',
    phone: null,
    active: true,
  });
  const boat = await fx.boat(boatOwner.id);
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  let day = 0;
  const book = async () => {
    day += 4;
    const start = new Date(Date.UTC(2027, 5, day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 5, day + 2)).toISOString().slice(0, 10);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(token),
      payload: {
        boat_id: boat.id,
        start,
        end,
        guests: 2,
        customer: { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body<{ content: { id: string } }>(res).content.id;
  };
  const events = async (db: Sql) =>
    (await db<{ eventId: string }[]>`select event_id from events order by position`).map((r) => r.eventId);
  return { config, cluster, owner, app, runner, token, book, events, stop, dataDir };
}

async function backupThenRestore(targetEnv: (dataDir: string) => Record<string, string>) {
  const s = await scenario(targetEnv);
  const first = [await s.book(), await s.book()];
  const base = await s.runner.baseBackup(new Date());
  expect(base.sizeBytes).toBeGreaterThan(0);

  // More bookings, a payment and a cancellation after the base backup: only the WAL holds them.
  const third = await s.book();
  const paid = await s.app.inject({
    method: 'POST',
    url: `/v1/admin/reservations/${first[0]}/payments`,
    headers: bearer(s.token),
    payload: { amount: 10_000, currency: 'EUR', method: 'bank_transfer', receivedOn: '2027-05-01' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const cancelled = await s.app.inject({
    method: 'PUT',
    url: `/v1/admin/reservations/${first[1]}`,
    headers: bearer(s.token),
    payload: { status: 'cancelled', cancelReason: 'office' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await sleep(1100);
  const moment = new Date();
  const atMoment = await s.events(s.owner);
  await sleep(1100);
  const later = [await s.book(), await s.book()];
  const everything = await s.events(s.owner);
  expect(everything.length).toBeGreaterThan(atMoment.length);
  expect(third).toBeTruthy();
  expect(later).toHaveLength(2);

  // Every acknowledged write archived: the current segment switched, waited for, shipped.
  const [switched] = await s.owner<{ wal: string }[]>`select pg_walfile_name(pg_switch_wal()) as wal`;
  await expect
    .poll(
      async () =>
        ((await s.owner<{ last: string | null }[]>`select last_archived_wal as last from pg_stat_archiver`)[0]?.last ??
          '') >= switched!.wal,
      { timeout: 20_000 },
    )
    .toBe(true);
  await s.runner.ship();
  const status = await s.owner<{ kind: string; lastAt: Date | null }[]>`select kind, last_at from backup_status`;
  expect(status.every((r) => r.lastAt)).toBe(true);

  // The machine's disk is lost.
  await s.stop();
  const pgLink = join(s.dataDir, 'pg');
  // The cluster itself, wherever the link leads (as root it lives under /var/lib/fethiye-tekne/clusters).
  await rm(await realpath(pgLink), { recursive: true, force: true });
  await rm(pgLink, { recursive: true, force: true });

  const atTime = await restoreBackup({
    target: s.runner.target,
    dataDir: s.dataDir,
    to: moment,
    folderName: 'pg-at-moment',
  });
  expect(atTime.base.id).toBe(base.id);
  expect(atTime.check).toMatchObject({ brokenStreams: [], differingReadModels: [] });
  expect(atTime.check.events).toBe(atMoment.length);

  const latest = await restoreBackup({
    target: s.runner.target,
    dataDir: s.dataDir,
    to: undefined,
    folderName: 'pg-latest',
  });
  expect(latest.check).toMatchObject({ brokenStreams: [], differingReadModels: [], events: everything.length });

  // A restore never writes over a folder.
  await expect(
    restoreBackup({ target: s.runner.target, dataDir: s.dataDir, to: undefined, folderName: 'pg-latest' }),
  ).rejects.toThrow(/üzerine yazılmaz/);

  // The restored cluster starts and holds exactly the events up to the moment, the payment and cancellation with them.
  const restored = await startEmbeddedPostgres({ dir: atTime.folder, port: await freePort(), database: 'fethiye' });
  try {
    const sql = createSql(restored.url, { max: 1 });
    expect(await s.events(sql)).toEqual(atMoment);
    const [r] = await sql<{ status: string }[]>`select status from reservations where id = ${first[1]!}`;
    expect(r!.status).toBe('cancelled');
    await sql.end();
  } finally {
    await restored.stop();
  }
  return { ...s, first, atMoment, atTime };
}

/** The started server's settings: no demo data, no backup of the restored cluster (the test's target is gone). */
const GENERATED_OFF = { ...GENEROUS_LIMITS, DEMO_DATA: 'off', BACKUP: 'off' };

describe('continuous backup and point-in-time restore', () => {
  it('restores a folder backup to a moment between two writes, and to the latest write', async () => {
    const s = await backupThenRestore(() => ({}));
    // The archive is a folder of base backups and compressed segments under the cluster's system id.
    const root = s.config.backup.dir;
    const [system] = readdirSync(root).filter((n) => /^\d+$/.test(n));
    expect(readdirSync(join(root, system!, 'base')).some((n) => n.endsWith('.tar.gz'))).toBe(true);
    expect(readdirSync(join(root, system!, 'wal')).filter((n) => n.endsWith('.gz')).length).toBeGreaterThan(1);
    const manifest = JSON.parse(
      await readFile(
        join(
          root,
          system!,
          'base',
          readdirSync(join(root, system!, 'base')).find((n) => n.endsWith('.json'))!,
        ),
        'utf8',
      ),
    ) as { stopLsn: string };
    expect(manifest.stopLsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(existsSync(join(s.dataDir, 'pg'))).toBe(false);
    expect(statSync(join(s.dataDir, 'pg-latest')).isDirectory() || existsSync(join(s.dataDir, 'pg-latest'))).toBe(true);

    // The office switches to the restored folder (as the restore prints) and starts the server on it:
    // it serves the reservations of that moment, the cancellation included.
    await rename(s.atTime.folder, join(s.dataDir, 'pg'));
    const port = await freePort();
    const server = run({
      ...GENERATED_OFF,
      DATA_DIR: s.dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      JWT_SECRET: TEST_JWT_SECRET,
    });
    try {
      await waitForLine(server, READY);
      const get = (path: string) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: `Bearer ${s.token}` } });
      const cancelled = await get(`/v1/admin/reservations/${s.first[1]!}`);
      expect(cancelled.status).toBe(200);
      expect(((await cancelled.json()) as { content: { status: string } }).content.status).toBe('cancelled');
      const list = (await (await get('/v1/admin/reservations?take=100')).json()) as { total: number };
      expect(list.total).toBe(3);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 150_000);

  it('does the same through an S3-compatible bucket', async () => {
    const bucket = await startS3(['fethiye-uploads', 'fethiye-backups']);
    await backupThenRestore(() => ({ ...bucket.env, STORAGE: 'local', BACKUP_S3_BUCKET: 'fethiye-backups' }));
  }, 90_000);
});
