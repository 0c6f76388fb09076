import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Sql } from '../platform/db.js';
import type { JobDefinition } from '../platform/jobs.js';
import { createMailDelivery } from './delivery.js';
import { MAIL_DEAD_QUEUE, MAIL_SEND_QUEUE, type MailJob, type MailQueue } from './queue.js';
import { createMailTransport } from './transport.js';

/** `mail.send` (one job per outbox row, retried with backoff, then `mail.dead`), and `mail.dispatch`. */
export function mailJobs(deps: { sql: Sql; config: Config; queue: MailQueue; log: FastifyBaseLogger }): JobDefinition[] {
  const delivery = createMailDelivery({ sql: deps.sql, transport: createMailTransport(deps.config.mail.smtpUrl, deps.log), from: deps.config.mail.from, log: deps.log });
  const send: JobDefinition<MailJob> = {
    name: MAIL_SEND_QUEUE,
    options: {
      retryLimit: deps.config.mail.retryLimit,
      retryDelay: deps.config.mail.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
      deadLetter: MAIL_DEAD_QUEUE,
    },
    handler: async (jobs) => {
      for (const job of jobs) await delivery.deliver(job.data.outboxId);
    },
  };
  const dead: JobDefinition<MailJob> = {
    name: MAIL_DEAD_QUEUE,
    handler: async (jobs) => {
      for (const job of jobs) await delivery.dead(job.data.outboxId);
    },
  };
  const dispatch: JobDefinition = {
    name: 'mail.dispatch',
    schedule: '* * * * *',
    options: { retryLimit: 1, expireInSeconds: 120 },
    handler: async () => {
      await delivery.dispatch(deps.queue);
    },
  };
  // The dead-letter queue must exist before the queue that names it.
  return [dead as JobDefinition, send as JobDefinition, dispatch];
}
