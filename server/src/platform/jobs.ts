import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';

/** The schema pg-boss keeps its tables in (jobs, archive, schedules). */
export const PGBOSS_SCHEMA = 'pgboss';

/** A job kind: its queue name and the handler that works a batch (pg-boss hands arrays). */
export interface JobDefinition<T extends object = object> {
  name: string;
  options?: Omit<PgBoss.Queue, 'name'>;
  /** Cron expression (Europe/Istanbul) for recurring jobs; pg-boss sends one job per tick across all instances. */
  schedule?: string;
  handler: (jobs: PgBoss.Job<T>[]) => Promise<void>;
}

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the same PostgreSQL (schema `pgboss`). Every queue is created first (pg-boss
 * 10 needs it before any send); workers are attached only when `work` is true, so API-only
 * instances can enqueue while dedicated worker instances process.
 */
export async function startJobs(opts: {
  databaseUrl: string;
  work: boolean;
  definitions: JobDefinition[];
  log: FastifyBaseLogger;
}): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: opts.databaseUrl, schema: PGBOSS_SCHEMA, max: 4, application_name: 'fethiye-tekne-jobs' });
  let stopped = false;
  boss.on('error', (err: Error & { code?: string }) => {
    // While stopping (or when a terminal's Ctrl-C stopped PostgreSQL first) lost connections are expected.
    const expected = stopped || err.code === '57P01';
    opts.log[expected ? 'debug' : 'error']({ err: { message: err.message, code: err.code } }, 'pg-boss error');
  });
  await boss.start();
  for (const def of opts.definitions) {
    await boss.createQueue(def.name, { name: def.name, ...def.options });
    if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'Europe/Istanbul' });
    if (opts.work) await boss.work(def.name, def.handler as (jobs: PgBoss.Job<object>[]) => Promise<void>);
  }
  return {
    boss,
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
