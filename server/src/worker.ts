import { createServer } from 'node:http';
import pino from 'pino';
import { loggerOptions } from './app.js';
import { configOrExit } from './config.js';
import { limitHeapGrowth } from './platform/memory.js';
import { jobDefinitions } from './jobs.js';
import { createMailQueue } from './mail/queue.js';
import { openDatabase, type Database } from './platform/database.js';
import { pingDatabase } from './platform/db.js';
import { startJobs, type Jobs } from './platform/jobs.js';
import { createScrubber, configuredSecrets } from './platform/log-redaction.js';
import { startupFailureLine } from './platform/startup-error.js';
import { metricsTokenMatches } from './metrics/access.js';
import { createMetrics } from './metrics/registry.js';
import { serveMetrics } from './metrics/server.js';
import { FAULT_EXIT_CODE, handleProcessFaults, injectTestFault } from './platform/process-faults.js';
import { tellSupervisorReady } from './platform/supervised.js';

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

// The worker's own series: its process, and the database figures (the queue it drains is the outbox).
const metrics = createMetrics(db.sql, 'worker');
const metricsServer = config.metrics.port ? serveMetrics(metrics, config.host, config.metrics.port) : undefined;

// For a container's health check: 200 while the jobs run and the database answers, else 503.
let stopping = false;
const health = config.workerHealthPort
  ? createServer((request, response) => {
      const token = config.metrics.token;
      if (request.method === 'GET' && request.url === '/metrics' && token) {
        if (!metricsTokenMatches(request.headers.authorization, token)) {
          response.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end(
            JSON.stringify({
              statusCode: 401,
              code: 'UNAUTHORIZED',
              content: { message: 'Ölçümler için geçerli bir anahtar gerekli.' },
            }),
          );
          return;
        }
        void metrics.registry
          .metrics()
          .then((text) =>
            response
              .writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
              .end(text),
          );
        return;
      }
      if (request.method !== 'GET' || request.url !== '/v1/health') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', content: { message: 'Bulunamadı.' } }));
        return;
      }
      void pingDatabase(db.sql).then((dbOk) => {
        const ok = dbOk && !stopping;
        response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(
          JSON.stringify({
            content: {
              status: ok ? 'ok' : 'degraded',
              database: dbOk ? 'ok' : 'unreachable',
              uptimeSeconds: Math.round(process.uptime()),
            },
          }),
        );
      });
    })
      .on('error', (err) => {
        log.error({ err }, 'sağlık portu açılamadı');
        process.exit(1);
      })
      .listen(config.workerHealthPort, config.host)
  : undefined;

async function stop(code: number): Promise<void> {
  if (stopping) process.exit(130);
  stopping = true;
  // A step that never settles (a socket the database dropped) must not keep a stopping worker alive.
  setTimeout(() => {
    log.error('kapanış süresi aşıldı; süreç sonlandırılıyor');
    process.exit(code || 1);
  }, 20_000).unref();
  db!.holdRestarts();
  health?.close();
  metricsServer?.close();
  await jobs.stop().catch((err: unknown) => log.warn({ err }, 'işler kapatılırken hata'));
  await db!.close();
  process.exit(code);
}

/** A failed close ends the process as an unhandled rejection would, but with the reason logged. */
const stopWith = (code: number) =>
  stop(code).catch((err: unknown) => {
    log.error({ err }, 'kapatılırken hata');
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopWith(0));
// A fault after the start: logged, then the orderly stop the supervisor follows with a new start.
handleProcessFaults(log, () => void stopWith(FAULT_EXIT_CODE));
tellSupervisorReady();
injectTestFault(config.testFault);
