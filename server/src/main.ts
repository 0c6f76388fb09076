import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { createSearchPools, endSearchPools } from './search/pools.js';
import { configOrExit } from './config.js';
import { createScrubber, configuredSecrets } from './platform/log-redaction.js';
import { limitHeapGrowth } from './platform/memory.js';
import { createSql } from './platform/db.js';
import { openDatabase, type Database } from './platform/database.js';
import { startupFailureLine } from './platform/startup-error.js';
import { openStorage } from './platform/open-storage.js';
import { startJobs } from './platform/jobs.js';
import { jobDefinitions } from './jobs.js';
import { createMailQueue } from './mail/queue.js';
import { bootstrapData, loginLines } from './seed/index.js';
import { startBackupRunner, type BackupRunner } from './backup/backup-runner.js';
import { createBackupRepository } from './backup/repository.js';
import { createMetrics } from './metrics/registry.js';
import { serveMetrics } from './metrics/server.js';
import { FAULT_EXIT_CODE, handleProcessFaults, injectTestFault } from './platform/process-faults.js';
import { tellSupervisorReady } from './platform/supervised.js';

limitHeapGrowth();
const config = configOrExit();
const log = pino(loggerOptions(config) as pino.LoggerOptions);
// What the process writes itself (not through the logger) is scrubbed of configured secrets too.
const scrub = createScrubber(configuredSecrets(config));

let shuttingDown: Promise<void> | undefined;
let db: Database | undefined;
const steps: { name: string; run: () => Promise<unknown> }[] = [];

/**
 * How long an orderly shutdown may take. A step that never settles (a library waiting on a socket the
 * database dropped, a job that does not stop) would otherwise keep the process alive after a stop signal,
 * so nothing restarts it; past this the step is named in the log and the process exits anyway.
 */
const SHUTDOWN_DEADLINE_MS = 20_000;

async function shutdown(code: number): Promise<void> {
  db?.holdRestarts();
  let current = '';
  setTimeout(() => {
    log.error({ step: current }, 'kapanış süresi aşıldı; süreç sonlandırılıyor');
    process.exit(code || 1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  for (const step of steps.reverse()) {
    current = step.name;
    try {
      await step.run();
    } catch (err) {
      log.warn({ err }, `${step.name} kapatılırken hata`);
    }
  }
  log.info('kapandı');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) {
      process.exit(130);
    }
    log.info({ signal }, 'kapanıyor');
    shuttingDown = shutdown(0);
  });
}

/**
 * A start failure is one line on stderr (the cause and the fix) and a non-zero exit; the stack goes
 * to the debug log only. An error thrown outside the start's promise chain (an 'error' event nobody
 * listens to) ends the same way while starting.
 */
async function failStart(err: unknown): Promise<void> {
  if (shuttingDown) return;
  log.debug({ err }, 'başlatılamadı');
  const line = startupFailureLine(err);
  process.stderr.write(`Başlatılamadı: ${scrub ? scrub(line) : line}\n`);
  shuttingDown = shutdown(1);
  await shuttingDown;
}
const whileStarting = (err: unknown) => void failStart(err);
process.on('uncaughtException', whileStarting);
process.on('unhandledRejection', whileStarting);

try {
  db = await openDatabase(config, log);
  steps.push({ name: 'veritabanı', run: () => db!.close() });

  // The embedded cluster's continuous backup: its WAL is shipped from this process, which runs the cluster.
  let backup: BackupRunner | undefined;
  if (db.embedded && db.dataDir && config.backup.enabled) {
    backup = await startBackupRunner({
      config: config.backup,
      ownerUrl: db.ownerUrl,
      sql: db.sql,
      dataDir: db.dataDir,
      log: { info: (msg) => log.info(msg), warn: (msg) => log.warn(msg), error: (msg) => log.error(msg) },
    });
    steps.push({ name: 'yedekleme', run: () => backup!.close() });
  }

  const storage = await openStorage(config);
  steps.push({ name: 'depolama', run: async () => storage.close?.() });

  const { admin, seeded } = await bootstrapData(db.sql, config, storage);

  // Public searches get their own few connections whose statements are planned with their values, a few
  // whose statements are planned once (listings in an index's order), and two where the typeahead looks
  // for boats closely resembling a text first (search/pools.ts, search/repository.ts).
  const searchPools = createSearchPools(db.url);
  steps.push({ name: 'arama bağlantıları', run: () => endSearchPools(searchPools, 5) });

  // The office's statements whose best plan depends on their values (app.ts, `officeValuesSql`).
  const officeValuesSql = createSql(db.url, { max: 4, prepare: false });
  steps.push({ name: 'ofis bağlantıları', run: () => officeValuesSql.end({ timeout: 5 }) });

  const mailQueue = createMailQueue();
  const metrics = createMetrics(db.sql, 'api');
  if (config.metrics.port) {
    const server = serveMetrics(metrics, config.host, config.metrics.port);
    steps.push({ name: 'ölçüm portu', run: () => new Promise<void>((done) => server.close(() => done())) });
  }
  const app = await buildApp({
    metrics,
    config,
    sql: db.sql,
    ...searchPools,
    officeValuesSql,
    loggerInstance: log,
    mailQueue,
    storage,
  });
  steps.push({ name: 'sunucu', run: () => app.close() });
  await app.listen({ host: config.host, port: config.port });

  const jobs = await startJobs({
    databaseUrl: db.url,
    ownerUrl: db.ownerUrl,
    work: config.workers,
    definitions: jobDefinitions({ sql: db.sql, config, mailQueue, log, backup }),
    log,
  });
  mailQueue.attach(jobs.boss);
  steps.push({ name: 'işler', run: () => jobs.stop() });

  // No restore point yet (a first start, or backups just turned on): the first base backup now, in the background.
  if (backup && !(await createBackupRepository(db.sql).all()).find((r) => r.kind === 'base')?.lastAt) {
    void backup.baseBackup(new Date()).catch(() => {});
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Fethiye Tekne çalışıyor: ${url}`,
    `  API: ${url}/v1   Sağlık: ${url}/v1/health   Dokümantasyon: ${url}/docs`,
    `  Veritabanı: ${db.embedded ? `gömülü PostgreSQL (${config.dataDir}/pg)` : 'DATABASE_URL'}   İşler: ${config.workers ? 'bu süreçte' : 'kapalı (WORKERS=off)'}`,
    `  Yedekler: ${backup ? `${backup.target.where} (WAL sürekli, temel yedek her gece)` : db.embedded ? 'kapalı (BACKUP=off)' : 'DATABASE_URL sağlayıcısında'}`,
    `  Yüklemeler: ${config.storage === 's3' && config.s3 ? `S3 kovası ${config.s3.bucket}${config.s3.endpoint ? ` (${config.s3.endpoint})` : ''}` : config.uploadsDir}`,
    ...loginLines(admin, seeded).map((line) => `  ${line}`),
    '  Durdurmak için Ctrl-C',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  process.off('uncaughtException', whileStarting);
  process.off('unhandledRejection', whileStarting);
  // From now on a fault is logged and ends in an orderly shutdown that the supervisor follows with a new start.
  handleProcessFaults(log, () => {
    shuttingDown ??= shutdown(FAULT_EXIT_CODE);
  });
  tellSupervisorReady();
  injectTestFault(config.testFault);
} catch (err) {
  await failStart(err);
}
