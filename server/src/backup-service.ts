import pino from 'pino';
import { loggerOptions } from './app.js';
import { startBackupRunner, type BackupRunner } from './backup/backup-runner.js';
import { backupJobs } from './backup/jobs.js';
import { backupStatus } from './backup/read.js';
import { configOrExit } from './config.js';
import { openDatabase, type Database } from './platform/database.js';
import { startJobs, type Jobs } from './platform/jobs.js';
import { createScrubber, configuredSecrets } from './platform/log-redaction.js';
import { limitHeapGrowth } from './platform/memory.js';
import { startupFailureLine } from './platform/startup-error.js';

/**
 * `node server/dist/backup-service.js`: the continuous backup of a PostgreSQL this process shares a data folder
 * with (docker compose's `backup` service, on the `db` service's volume). That PostgreSQL spools its WAL
 * with the same `archive_command` as the embedded one (platform/wal-archive-settings.ts); this process
 * ships the spool, takes the nightly base backup (the `backup.base` job) and records both in
 * backup_status, so the panel, the metrics and the office's alert see it as they see the embedded one.
 */
limitHeapGrowth();
const config = configOrExit();
const log = pino(loggerOptions(config) as pino.LoggerOptions);
const scrub = createScrubber(configuredSecrets(config));

let db: Database | undefined;
let runner: BackupRunner | undefined;
let jobs: Jobs | undefined;
try {
  const pgData = config.backup.pgData;
  if (!config.databaseUrl || !pgData)
    throw new Error(
      'Yedekleme servisi için DATABASE_URL ve BACKUP_PGDATA (o PostgreSQL’in paylaşılan veri klasörü) gerekli.',
    );
  db = await openDatabase(config, log);
  const database = db;
  runner = await startBackupRunner({
    config: config.backup,
    ownerUrl: database.ownerUrl,
    sql: database.sql,
    dataDir: pgData,
    log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
  });
  jobs = await startJobs({
    databaseUrl: database.url,
    ownerUrl: database.ownerUrl,
    work: true,
    definitions: backupJobs(runner),
    log,
  });
  // No restore point yet: the first base backup now.
  if (!(await backupStatus(database.sql)).find((r) => r.kind === 'base')?.lastAt)
    void runner.baseBackup(new Date()).catch(() => {});
  log.info({ target: runner.target.where, pgData }, 'yedekleme çalışıyor');
} catch (err) {
  log.debug({ err }, 'başlatılamadı');
  const line = startupFailureLine(err);
  process.stderr.write(`Başlatılamadı: ${scrub ? scrub(line) : line}\n`);
  await runner?.close().catch(() => {});
  await db?.close();
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(130);
    stopping = true;
    void (async () => {
      await jobs?.stop().catch((err: unknown) => log.warn({ err }, 'işler kapatılırken hata'));
      // The last spooled segments are shipped before the process ends.
      await runner?.close().catch((err: unknown) => log.warn({ err }, 'yedekleme kapatılırken hata'));
      await db?.close();
      process.exit(0);
    })();
  });
}
