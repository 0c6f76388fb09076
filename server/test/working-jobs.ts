import type { FastifyBaseLogger } from 'fastify';
import { afterAll } from 'vitest';
import { jobDefinitions } from '../src/jobs.js';
import type { MailQueue } from '../src/mail/queue.js';
import { type Jobs, startJobs } from '../src/platform/jobs.js';
import type { TestApp } from './app.js';

/**
 * pg-boss working the app's jobs on the test database, as `npm start` does, with the mail queue attached so
 * queued mails are sent; stopped after the file. `keep` leaves out the jobs a test runs itself, at moments it
 * chooses.
 */
export async function workJobs(
  t: TestApp,
  mailQueue: MailQueue,
  log: FastifyBaseLogger,
  keep: (name: string) => boolean = () => true,
): Promise<Jobs> {
  const jobs = await startJobs({
    databaseUrl: t.db.url,
    ownerUrl: t.db.owner.url,
    work: true,
    definitions: jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue, log }).filter((d) => keep(d.name)),
    log,
  });
  mailQueue.attach(jobs.boss);
  afterAll(() => jobs.stop());
  return jobs;
}
