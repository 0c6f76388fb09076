import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './db.js';
import { APP_ROLE } from './roles.js';

/** The schema pg-boss keeps its tables in (jobs, archive, schedules). */
export const PGBOSS_SCHEMA = 'pgboss';

/** Jobs of a batch that failed on their own: they are retried (or dead-lettered) alone, the rest complete. */
export interface BatchOutcome {
  failed: { id: string; error: Error }[];
}

/** How a queue is worked in a process. Unset: one handler, one job at a time, pg-boss's 2 s polling. */
export interface WorkOptions {
  /** Jobs fetched at once (highest priority first, then oldest). */
  batchSize: number;
  /** Handlers fetching in parallel, so one fetches while another finishes its batch. */
  handlers: number;
  /** How long an idle handler waits before it looks again (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds: number;
}

/** A job kind: its queue name and the handler that works a batch (pg-boss hands arrays). */
export interface JobDefinition<T extends object = object> {
  name: string;
  options?: Omit<PgBoss.Queue, 'name'>;
  /** Cron expression (Europe/Istanbul) for recurring jobs; pg-boss sends one job per tick across all instances. */
  schedule?: string;
  work?: WorkOptions;
  /**
   * Works a batch. A throw fails every job of it; a handler that works jobs one by one reports
   * those that failed instead, and only they are retried.
   */
  handler: (jobs: PgBoss.Job<T>[]) => Promise<void | BatchOutcome>;
  /**
   * Runs once, before the handlers are attached, in a process that works this queue: a definition that
   * sends jobs itself (woken by a database notification) keeps the pg-boss instance here, and `wake`, which
   * has this process's workers of a queue look for jobs at once instead of at their next poll (after the
   * transaction that queued them has committed).
   */
  started?: (boss: PgBoss, local: LocalWorkers) => Promise<void>;
  /** Releases what the handler holds (an SMTP pool) once pg-boss has stopped. */
  close?: () => void;
}

/** This process's workers, by queue. */
export interface LocalWorkers {
  wake(queue: string): void;
}

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** The queue pg-boss 10's scheduler creates for itself when it starts (src/timekeeper.js, `QUEUES.SEND_IT`). */
const PGBOSS_CRON_QUEUE = '__pgboss__send-it';
/** Serialises the grants of instances starting together ("tuple concurrently updated" otherwise). */
const GRANT_LOCK_KEY = 7_283_119_006;

/**
 * What pg-boss does in DDL, done as the tables' owner: its schema (created or migrated at start),
 * one partition table per queue (`createQueue`, also the scheduler's own queue), then the rights
 * of `fethiye_app` on its tables. The application's connection then finds everything in place and
 * only reads and writes rows; a queue it would create itself fails for want of CREATE.
 */
async function preparePgBoss(ownerUrl: string, definitions: JobDefinition[], log: FastifyBaseLogger): Promise<void> {
  const boss = new PgBoss({
    connectionString: ownerUrl,
    schema: PGBOSS_SCHEMA,
    max: 1,
    supervise: false,
    schedule: false,
    application_name: 'fethiye-tekne-jobs-setup',
  });
  boss.on('error', (err: Error) => log.warn({ err: { message: err.message } }, 'pg-boss kurulum hatası'));
  await boss.start();
  try {
    for (const def of definitions) {
      await boss.createQueue(def.name, { name: def.name, ...def.options });
      // createQueue leaves an existing queue as it was: its options follow the definition (and the
      // configuration, e.g. MAIL_RETRY_LIMIT) at every start.
      if (def.options) await boss.updateQueue(def.name, { name: def.name, ...def.options });
    }
    await boss.createQueue(PGBOSS_CRON_QUEUE, { name: PGBOSS_CRON_QUEUE });
    await boss.getDb().executeSql(
      `
      begin;
      select pg_advisory_xact_lock(${GRANT_LOCK_KEY});
      grant usage on schema pgboss to ${APP_ROLE};
      grant select, insert, update, delete on all tables in schema pgboss to ${APP_ROLE};
      commit;`,
      [],
    );
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * Starts pg-boss on the same PostgreSQL (schema `pgboss`). The owner connection first installs or
 * migrates its schema and creates every queue (pg-boss 10 needs a queue before any send); the
 * application's connection then runs it without DDL (`migrate: false` only checks the version).
 * Workers are attached only when `work` is true, so API-only instances can enqueue while
 * dedicated worker instances process.
 */
export async function startJobs(opts: {
  databaseUrl: string;
  ownerUrl: string;
  work: boolean;
  definitions: JobDefinition[];
  log: FastifyBaseLogger;
}): Promise<Jobs> {
  await preparePgBoss(opts.ownerUrl, opts.definitions, opts.log);
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    schema: PGBOSS_SCHEMA,
    max: 4,
    migrate: false,
    application_name: 'fethiye-tekne-jobs',
  });
  let stopped = false;
  let lastLost = 0;
  boss.on('error', (err: Error & { code?: string }) => {
    // While stopping (or when a terminal's Ctrl-C stopped PostgreSQL first) lost connections are expected.
    // While the database is away every poll fails: one warning per outage (a minute without such an
    // error ends one). pg-boss keeps polling and its pool opens new connections, so the jobs resume
    // when the database is back.
    const lost = isDatabaseUnavailable(err);
    const ongoing = lost && Date.now() - lastLost < 60_000;
    if (lost) lastLost = Date.now();
    const level = stopped || err.code === '57P01' || ongoing ? 'debug' : lost ? 'warn' : 'error';
    opts.log[level](
      { err: { message: err.message, code: err.code } },
      lost ? 'pg-boss: veritabanına ulaşılamıyor, yeniden denenecek' : 'pg-boss error',
    );
  });
  await boss.start();
  const workerIds = new Map<string, string[]>();
  const local: LocalWorkers = {
    wake: (queue) => {
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
    },
  };
  for (const def of opts.definitions) {
    if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'Europe/Istanbul' });
    if (opts.work) {
      await def.started?.(boss, local);
      workerIds.set(def.name, await attachHandlers(boss, def));
    }
  }
  return {
    boss,
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      for (const def of opts.definitions) def.close?.();
    },
  };
}

/**
 * Attaches a definition's handlers and answers their worker ids. pg-boss fails a whole batch when its
 * handler throws; jobs a handler reports as failed are failed alone here (those that completed are then
 * the only ones still active, and only they complete). A handler that got a full batch looks again at once
 * instead of after the polling interval, so a backlog drains at the speed of the work.
 */
async function attachHandlers(boss: PgBoss, def: JobDefinition): Promise<string[]> {
  const work = def.work;
  const ids: string[] = [];
  for (let i = 0; i < (work?.handlers ?? 1); i++) {
    let workerId: string | undefined;
    const handler = async (jobs: PgBoss.Job<object>[]) => {
      const outcome = await def.handler(jobs);
      if (outcome) await Promise.all(outcome.failed.map((f) => boss.fail(def.name, f.id, f.error)));
      if (work && jobs.length >= work.batchSize && workerId) boss.notifyWorker(workerId);
    };
    workerId = work
      ? await boss.work(
          def.name,
          { batchSize: work.batchSize, pollingIntervalSeconds: work.pollingIntervalSeconds },
          handler,
        )
      : await boss.work(def.name, handler);
    ids.push(workerId);
  }
  return ids;
}
