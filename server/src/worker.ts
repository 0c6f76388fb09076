import pino from 'pino';
import { loggerOptions } from './app.js';
import { configOrExit } from './config.js';
import { limitHeapGrowth } from './platform/memory.js';
import { jobDefinitions } from './jobs.js';
import { createMailQueue } from './mail/queue.js';
import { openDatabase } from './platform/database.js';
import { startJobs } from './platform/jobs.js';

/** `npm run worker`: the job workers alone, for instances that run no API (pair with WORKERS=off on the API). */
limitHeapGrowth();
const config = configOrExit();
const log = pino(loggerOptions(config) as pino.LoggerOptions);

const db = await openDatabase(config, log);
const mailQueue = createMailQueue();
const definitions = jobDefinitions({ sql: db.sql, config, mailQueue, log });
const jobs = await startJobs({ databaseUrl: db.url, ownerUrl: db.ownerUrl, work: true, definitions, log });
mailQueue.attach(jobs.boss);
log.info({ queues: definitions.map((d) => d.name) }, 'işçiler çalışıyor');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(130);
    stopping = true;
    await jobs.stop().catch((err: unknown) => log.warn({ err }, 'işler kapatılırken hata'));
    await db.close();
    process.exit(0);
  });
}
