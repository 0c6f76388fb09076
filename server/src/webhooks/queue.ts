import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { uuidV5 } from '../common/uuid.js';
import type { Db } from '../platform/db.js';
import type { LocalWorkers } from '../platform/jobs.js';
import { transactionExecutor } from '../platform/job-tables.js';

/** Reads the log after its checkpoint into deliveries, and queues what the office asked for. */
export const DISPATCH_QUEUE = 'webhooks.dispatch';
/** One job per attempt of one delivery. */
export const SEND_QUEUE = 'webhooks.send';

export interface SendJob {
  deliveryId: string;
  /** The delivery's generation when the job was queued: a job of an older one sends nothing. */
  generation: number;
  /** A redelivery the office asked for: sent once, outside the lane's order, not counted by the schedule. */
  manual?: true;
}

export interface QueuedSend {
  id: string;
  generation: number;
  manual?: boolean;
  /** When the job may run (a retry's moment); now when unset. */
  at?: Date;
}

/**
 * The webhooks' jobs, put in the caller's transaction so a job commits with the delivery state it acts on.
 * Attached to pg-boss by the worker that runs the webhook jobs (`jobs.ts`): only that process queues them
 * (the API's requests reach it through a notification, `REQUESTS_CHANNEL`).
 */
export interface WebhookQueue {
  attach(boss: PgBoss, local?: LocalWorkers): void;
  sends(tx: Db, jobs: readonly QueuedSend[]): Promise<void>;
  /** After the transaction that queued sends committed: this process's send workers look at once. */
  wakeSenders(): void;
  /** Asks for a dispatcher run soon (a waiting one covers it: the queue keeps at most one waiting). */
  kick(startAfterSeconds?: number): Promise<void>;
}

/** An automatic attempt's job id: a second job for the same generation is refused by the job table itself. */
const sendJobId = (deliveryId: string, generation: number) => uuidV5(`webhook-send:${deliveryId}:${generation}`);

export function createWebhookQueue(): WebhookQueue {
  let boss: PgBoss | undefined;
  let local: LocalWorkers | undefined;
  const attached = () => {
    if (!boss) throw new Error('webhook queue used before pg-boss was attached');
    return boss;
  };
  return {
    attach(b, workers) {
      boss = b;
      local ??= workers;
    },
    wakeSenders() {
      local?.wake(SEND_QUEUE);
    },
    async sends(tx, jobs) {
      if (jobs.length === 0) return;
      await attached().insert(
        jobs.map((j) => ({
          id: j.manual ? randomUUID() : sendJobId(j.id, j.generation),
          name: SEND_QUEUE,
          data: { deliveryId: j.id, generation: j.generation, ...(j.manual ? { manual: true } : {}) } satisfies SendJob,
          ...(j.at ? { startAfter: j.at.toISOString() } : {}),
        })),
        { db: transactionExecutor(tx) },
      );
    },
    async kick(startAfterSeconds) {
      await attached().send(DISPATCH_QUEUE, {}, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
      if (!startAfterSeconds) local?.wake(DISPATCH_QUEUE);
    },
  };
}
