import pino from 'pino';
import { loggerOptions } from './app.js';
import { configOrExit } from './config.js';
import { limitHeapGrowth } from './platform/memory.js';
import { jobDefinitions } from './jobs.js';
import { createMailQueue } from './mail/queue.js';
import { openDatabase, type Database } from './platform/database.js';
import { startJobs, type Jobs } from './platform/jobs.js';
import { createScrubber, configuredSecrets } from './platform/log-redaction.js';
import { startupFailureLine } from './platform/startup-error.js';

/** `npm run worker`: the job workers alone, for instances that run no API (pair with WORKERS=off on the API). */
limitHeapGrowth();
const config = configOrExit();
const log = pino(loggerOptions(config) as pino.LoggerOptions);

const scrub = createScrubber(configuredSecrets(config));

let db: Database | undefined;
let jobs: Jobs;
try {
  db = await openDatabase(config, log);
  const mailQueue = createMailQueue();
  const definitions = jobDefinitions({ sql: db.sql, config, mailQueue, log });
  jobs = await startJobs({ databaseUrl: db.url, ownerUrl: db.ownerUrl, work: true, definitions, log });
  mailQueue.attach(jobs.boss);
  log.info({ queues: definitions.map((d) => d.name) }, 'işçiler çalışıyor');
} catch (err) {
  // One line with the cause and the fix, as the server's start (main.ts); the stack only at debug.
  log.debug({ err }, 'başlatılamadı');
  const line = startupFailureLine(err);
  process.stderr.write(`Başlatılamadı: ${scrub ? scrub(line) : line}\n`);
  await db?.close();
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(130);
    stopping = true;
    db!.holdRestarts();
    await jobs.stop().catch((err: unknown) => log.warn({ err }, 'işler kapatılırken hata'));
    await db!.close();
    process.exit(0);
  });
}
