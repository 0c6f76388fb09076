import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Sql } from '../platform/db.js';
import type { BatchOutcome, JobDefinition } from '../platform/jobs.js';
import { createLimiter } from '../common/limiter.js';
import { createMailDelivery, type MailAttachments } from './delivery.js';
import { MAIL_DEAD_QUEUE, MAIL_SEND_QUEUE, type MailJob, type MailQueue } from './queue.js';
import { sendHoldDigest } from './send-hold-digest.js';
import { createMailTransport } from './transport.js';

/** Two handlers per process: one fetches the next batch while the other waits for its batch's slowest mail. */
const MAIL_HANDLERS = 2;
/** An idle handler looks for new mail this often (pg-boss's minimum); a busy one looks again at once. */
const MAIL_POLLING_SECONDS = 0.5;

/**
 * `mail.send` (one job per outbox row, retried with backoff, then `mail.dead`), `mail.dead`,
 * `mail.dispatch` and `mail.hold-digest`. Jobs are fetched in batches, highest priority (transactional) first; the mails
 * of every handler of the process share one SMTP pool and at most `connections` deliveries run at
 * once, each claiming its row only when its turn comes (a worker that dies leaves at most that
 * many rows `sending`). A mail that fails fails its job alone.
 */
export function mailJobs(deps: {
  sql: Sql;
  config: Config;
  queue: MailQueue;
  log: FastifyBaseLogger;
  /** Files made at send time (the confirmation's charter contract). */
  attachments?: MailAttachments;
}): JobDefinition[] {
  const { mail } = deps.config;
  const transport = createMailTransport(mail.smtpUrl, deps.log, { connections: mail.connections });
  const delivery = createMailDelivery({
    sql: deps.sql,
    transport,
    from: mail.from,
    log: deps.log,
    ...(deps.attachments ? { attachments: deps.attachments } : {}),
  });
  const limit = createLimiter(mail.connections);
  const send: JobDefinition<MailJob> = {
    name: MAIL_SEND_QUEUE,
    options: {
      retryLimit: mail.retryLimit,
      retryDelay: mail.retryDelaySeconds,
      retryBackoff: true,
      // A batch's time: its mails at `connections` at a time, each within the transport's timeouts.
      expireInSeconds: 300,
      deadLetter: MAIL_DEAD_QUEUE,
    },
    work: { batchSize: mail.batchSize, handlers: MAIL_HANDLERS, pollingIntervalSeconds: MAIL_POLLING_SECONDS },
    handler: async (jobs) => {
      const outcome: BatchOutcome = { failed: [] };
      await Promise.all(
        jobs.map((job) =>
          limit(async () => {
            try {
              await delivery.deliver(job.data.outboxId);
            } catch (err) {
              outcome.failed.push({ id: job.id, error: err instanceof Error ? err : new Error(String(err)) });
            }
          }),
        ),
      );
      return outcome;
    },
    close: () => transport.close(),
  };
  const dead: JobDefinition<MailJob> = {
    name: MAIL_DEAD_QUEUE,
    work: { batchSize: 50, handlers: 1, pollingIntervalSeconds: 2 },
    handler: async (jobs) => {
      await delivery.dead(jobs.map((job) => job.data.outboxId));
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
  const holdDigest: JobDefinition = {
    // Every minute: during a flood, the digest of the holds whose office notice was held back, at most
    // one office flood notice per DIGEST_MINUTES (counted in the outbox, under one lock).
    name: 'mail.hold-digest',
    schedule: '* * * * *',
    options: { retryLimit: 1, expireInSeconds: 120 },
    handler: async () => {
      const limits = deps.config.publicLimits;
      await sendHoldDigest(deps.sql, {
        queue: deps.queue,
        officeEmail: mail.officeEmail,
        surge: { holdsPerHour: limits.surgeHoldsPerHour, optionMinutes: limits.surgeOptionMinutes },
      });
    },
  };
  // The dead-letter queue must exist before the queue that names it.
  return [dead as JobDefinition, send as JobDefinition, dispatch, holdDigest];
}
