import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { removeWithClusters } from './cluster-folders.js';
import { ROOT_DIR } from '../src/config.js';
import { createSql } from '../src/platform/db.js';
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.js';
import { migrate } from '../src/platform/migrate.js';
import { ensureAppLogin, urlWithUser } from '../src/platform/roles.js';
import { archiveSettings } from '../src/platform/wal-archive-settings.js';
import { freePort } from './global-setup.js';

/**
 * Compose's `backup` service without Docker: a PostgreSQL it does not run (reached through DATABASE_URL,
 * archiving with the embedded cluster's settings, as compose's `db`), its data folder shared through
 * BACKUP_PGDATA. The service takes the first base backup, ships the spool and records both in
 * backup_status, and ships what is left when stopped.
 */
describe('the backup service on a PostgreSQL it shares a data folder with', () => {
  it('backs it up as the embedded runner does, and records it for every instance', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fethiye-backup-service-'));
    onTestFinished(() => removeWithClusters(dir));
    const cluster = await startEmbeddedPostgres({
      dir: join(dir, 'pg'),
      port: await freePort(),
      database: 'fethiye',
      settings: archiveSettings({ on: true, timeoutSeconds: 60 }),
    });
    onTestFinished(() => cluster.stop());
    const owner = createSql(cluster.url, { max: 2 });
    onTestFinished(() => owner.end({ timeout: 1 }));
    await migrate(owner, join(ROOT_DIR, 'migrations'));
    const password = randomBytes(12).toString('hex');
    await ensureAppLogin(owner, 'fethiye_app_login', password);
    const backups = join(dir, 'backups');

    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/backup-service.ts'], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'off',
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: urlWithUser(cluster.url, 'fethiye_app_login', password),
        MIGRATION_DATABASE_URL: cluster.url,
        BACKUP_PGDATA: cluster.dataDir,
        BACKUP_DIR: backups,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    onTestFinished(() => void child.kill('SIGKILL'));

    const status = () =>
      owner<{ kind: string; lastName: string | null; target: string | null; failure: string | null }[]>`
        select kind, last_name, target, failure from backup_status order by kind`;
    await expect
      .poll(async () => (await status()).every((r) => r.lastName), { timeout: 60_000, interval: 250 })
      .toBe(true);
    const [base, wal] = await status();
    expect(base).toMatchObject({ kind: 'base', target: backups, failure: null });
    expect(wal).toMatchObject({ kind: 'wal', target: backups, failure: null });
    const [system] = readdirSync(backups).filter((d) => !d.startsWith('.'));
    expect(readdirSync(join(backups, system!, 'base'))).toContain(`${base!.lastName}.json`);

    // A write, a switch: the segment reaches the target by the time the service has stopped.
    await owner`create table written_after (id int)`;
    const [switched] = await owner<{ segment: string }[]>`select pg_walfile_name(pg_switch_wal()) as segment`;
    const segment = switched!.segment;
    const shippedOrSpooled = () =>
      readdirSync(join(cluster.dataDir, 'wal-spool')).includes(segment) ||
      readdirSync(join(backups, system!, 'wal')).includes(`${segment}.gz`);
    await expect.poll(shippedOrSpooled, { timeout: 20_000 }).toBe(true);
    child.kill('SIGTERM');
    expect(await exited, stderr).toBe(0);
    expect(readdirSync(join(backups, system!, 'wal'))).toContain(`${segment}.gz`);
  });
});
