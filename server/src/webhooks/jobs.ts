import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createLimiter } from '../common/limiter.js';
import type { Config } from '../config.js';
import { EVENTS_APPENDED_CHANNEL } from '../eventstore/projections.js';
import type { MailQueue } from '../mail/queue.js';
import type { Sql } from '../platform/db.js';
import type { JobDefinition } from '../platform/jobs.js';
import { completeDeliveries, type Attempt } from './complete-deliveries.js';
import type { WebhookDeps } from './deps.js';
import { dispatchDeliveries } from './dispatch-deliveries.js';
import { postWebhook } from './http-post.js';
import { partnerSeams } from './partner-seams.js';
import { createWebhookQueue, DISPATCH_QUEUE, SEND_QUEUE, type SendJob } from './queue.js';
import { REQUESTS_CHANNEL } from './repository.js';
import { createGroupCommit } from './group-commit.js';
import { sendDeliveries } from './send-deliveries.js';

/** How often an idle worker looks for queued jobs (pg-boss's minimum); a busy one looks again at once. */
const POLLING_SECONDS = 0.5;
/** Lost jobs are looked for (and the log pruned) at most this often. */
const SWEEP_EVERY_MS = 60_000;
/**
 * Appends close together wake the dispatcher once: at 50 bookings a second a run per append would be 50
 * runs of a few statements each, for what one run reads anyway. The latency this adds is at most this.
 */
const KICK_GATHER_MS = 100;
/** Jobs a send handler fetches at once. */
const SEND_BATCH = 100;
/** Attempts finishing within this long are recorded in one transaction (one commit instead of one each). */
const RECORD_GATHER_MS = 10;

/**
 * The webhooks' jobs. `webhooks.dispatch` reads the log after its checkpoint into deliveries and queues
 * the office's requests; at most one waits and one runs across every instance (pg-boss's `stately`
 * policy). It is woken at once by the log's append notification and the office's requests, and every
 * minute by the schedule, which also covers notifications lost while the listening connection was down.
 * `webhooks.send` makes one attempt of one delivery; a process sends at most WEBHOOK_CONCURRENCY at once.
 */
export function webhookJobs(deps: {
  sql: Sql;
  config: Config;
  mailQueue: MailQueue;
  log: FastifyBaseLogger;
  /** Tests replace the clock, chance or the HTTP client. */
  overrides?: Partial<Pick<WebhookDeps, 'now' | 'random' | 'post' | 'partners'>>;
}): JobDefinition[] {
  const queue = createWebhookQueue();
  const wd: Omit<WebhookDeps, 'store'> = {
    sql: deps.sql,
    config: deps.config.webhooks,
    queue,
    mail: { queue: deps.mailQueue, officeEmail: deps.config.mail.officeEmail },
    partners: partnerSeams,
    post: postWebhook,
    now: () => new Date(),
    random: Math.random,
    newId: randomUUID,
    log: deps.log,
    ...deps.overrides,
  };

  let lastSweep = 0;
  /** The office asked for something (or a notification may have been missed): the next run queues it. */
  let requestsPending = true;
  let stopped = false;
  let kickTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const listening: { unlisten(): Promise<void> }[] = [];
  /** Notifications close together share one kick (the queue keeps one waiting run anyway). */
  const kickSoon = () => {
    if (kickTimer || stopped) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      queue.kick().catch((err: unknown) => deps.log.warn({ err }, 'webhook dağıtıcısı uyandırılamadı'));
    }, KICK_GATHER_MS);
  };
  /** Listens on both channels; until the database answers, the minute's schedule covers for it. */
  const listen = async (): Promise<void> => {
    try {
      // `onlisten` runs on every (re)connection: what was notified meanwhile is looked for then.
      const request = () => {
        requestsPending = true;
        kickSoon();
      };
      listening.push(await deps.sql.listen(EVENTS_APPENDED_CHANNEL, kickSoon, request));
      listening.push(await deps.sql.listen(REQUESTS_CHANNEL, request, request));
    } catch (err) {
      if (stopped) return;
      deps.log.warn({ err }, 'webhook bildirimleri dinlenemiyor; 5 saniye sonra yeniden denenecek');
      retryTimer = setTimeout(() => void listen(), 5000);
    }
  };

  const dispatch: JobDefinition = {
    name: DISPATCH_QUEUE,
    options: { policy: 'stately', retryLimit: 5, retryDelay: 2, expireInSeconds: 300 },
    schedule: '* * * * *',
    work: { batchSize: 1, handlers: 1, pollingIntervalSeconds: POLLING_SECONDS },
    started: async (boss, local) => {
      queue.attach(boss, local);
      await listen();
    },
    handler: async () => {
      const sweep = Date.now() - lastSweep >= SWEEP_EVERY_MS;
      if (sweep) lastSweep = Date.now();
      const requests = requestsPending;
      requestsPending = false;
      const run = await dispatchDeliveries(wd, { sweep, requests }).catch((err: unknown) => {
        requestsPending ||= requests;
        throw err;
      });
      if (run.events + run.requests + run.requeued > 0) queue.wakeSenders();
      // Committed events an older transaction still hides: their notification came already.
      if (run.waiting) await queue.kick(0.2);
    },
    close: () => {
      stopped = true;
      clearTimeout(kickTimer);
      clearTimeout(retryTimer);
      for (const l of listening.splice(0)) void l.unlisten().catch(() => {});
    },
  };

  const limit = createLimiter(deps.config.webhooks.concurrency);
  // A lane's next delivery, queued by its predecessor's record, goes at once.
  const records = createGroupCommit<Attempt>(async (attempts) => {
    await completeDeliveries(wd, attempts);
    queue.wakeSenders();
  }, RECORD_GATHER_MS);
  const send: JobDefinition<SendJob> = {
    name: SEND_QUEUE,
    // A job fails only when the database does (the receiver's failures are the delivery's own retries).
    options: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
    // A handler that fetched less than a full batch looks again only after the polling interval: 2 × 100 jobs
    // each half second is the most a process can take (2 × 20 capped deliveries at about 60 a second).
    work: { batchSize: SEND_BATCH, handlers: 2, pollingIntervalSeconds: POLLING_SECONDS },
    started: async (boss, local) => queue.attach(boss, local),
    handler: async (jobs) => {
      const failed = await sendDeliveries(wd, jobs, limit, (attempt) => records.add(attempt));
      // Sent, but not recorded: pg-boss runs those jobs again (the receiver may get them twice).
      if (failed.length > 0)
        deps.log.warn({ err: failed[0]!.error, jobs: failed.length }, 'webhook teslimatları kaydedilemedi');
      return { failed };
    },
  };
  return [dispatch, send as JobDefinition];
}
