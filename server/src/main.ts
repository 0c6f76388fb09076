import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { configOrExit } from './config.js';
import { createScrubber, configuredSecrets } from './platform/log-redaction.js';
import { limitHeapGrowth } from './platform/memory.js';
import { openDatabase } from './platform/database.js';
import { openStorage } from './platform/storage.js';
import { startJobs, type Jobs } from './platform/jobs.js';
import { jobDefinitions } from './jobs.js';
import { createMailQueue } from './mail/queue.js';
import { bootstrapData, loginLines } from './seed/index.js';

limitHeapGrowth();
const config = configOrExit();
const log = pino(loggerOptions(config) as pino.LoggerOptions);
// What the process writes itself (not through the logger) is scrubbed of configured secrets too.
const scrub = createScrubber(configuredSecrets(config));

let shuttingDown: Promise<void> | undefined;
const steps: { name: string; run: () => Promise<unknown> }[] = [];

async function shutdown(code: number): Promise<void> {
  for (const step of steps.reverse()) {
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

try {
  const db = await openDatabase(config, log);
  steps.push({ name: 'veritabanı', run: () => db.close() });

  const storage = await openStorage(config);
  steps.push({ name: 'depolama', run: async () => storage.close?.() });

  const { admin, seeded } = await bootstrapData(db.sql, config, storage);

  const mailQueue = createMailQueue();
  const app = await buildApp({ config, sql: db.sql, loggerInstance: log, mailQueue, storage });
  steps.push({ name: 'sunucu', run: () => app.close() });
  await app.listen({ host: config.host, port: config.port });

  let jobs: Jobs | undefined;
  jobs = await startJobs({ databaseUrl: db.url, ownerUrl: db.ownerUrl, work: config.workers, definitions: jobDefinitions({ sql: db.sql, config, mailQueue, log }), log });
  mailQueue.attach(jobs.boss);
  steps.push({ name: 'işler', run: () => jobs!.stop() });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Fethiye Tekne çalışıyor: ${url}`,
    `  API: ${url}/v1   Sağlık: ${url}/v1/health   Dokümantasyon: ${url}/docs`,
    `  Veritabanı: ${db.embedded ? `gömülü PostgreSQL (${config.dataDir}/pg)` : 'DATABASE_URL'}   İşler: ${config.workers ? 'bu süreçte' : 'kapalı (WORKERS=off)'}`,
    `  Yüklemeler: ${config.storage === 's3' && config.s3 ? `S3 kovası ${config.s3.bucket}${config.s3.endpoint ? ` (${config.s3.endpoint})` : ''}` : config.uploadsDir}`,
    ...loginLines(admin, seeded).map((line) => `  ${line}`),
    '  Durdurmak için Ctrl-C',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
} catch (err) {
  log.error({ err }, 'başlatılamadı');
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`Başlatılamadı: ${scrub ? scrub(message) : message}\n`);
  await shutdown(1);
}
