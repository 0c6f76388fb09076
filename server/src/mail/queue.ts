import type PgBoss from 'pg-boss';
import type { Db } from '../platform/db.js';
import { transactionExecutor } from '../platform/job-tables.js';

export const MAIL_SEND_QUEUE = 'mail.send';
export const MAIL_DEAD_QUEUE = 'mail.dead';

export interface MailJob {
  outboxId: string;
}

/**
 * pg-boss hands out the highest priority first: transactional mail (a booking received, bank
 * details, a confirmation, a hold confirmation, an expired option) overtakes a backlog of bulk
 * mail (contact-form copies, anything marked bulk). Within one priority, oldest first.
 */
export const MAIL_PRIORITY = { transactional: 10, bulk: 0 } as const;

/** One outbox row to give a `mail.send` job. */
export interface QueuedMail {
  outboxId: string;
  bulk: boolean;
  /** The job's id; by default the row's id. A row queued again needs a new one (the old job may still be kept). */
  jobId?: string;
}

/**
 * Puts `mail.send` jobs in the caller's transaction, with the row's priority, so a job commits with
 * its outbox row or not at all: the mail reactor's transaction (with its checkpoint, after the event
 * has committed), or the one of the form or job that wrote the row. A row's first job has the row's
 * id: one statement for a whole batch, no id to write back, and a second job for the same row is
 * refused by the job table itself (a dead row queued again gets a new id). Until pg-boss is started
 * in this process (tests, seed, the seconds before `listen`) there is no job: the outbox row stays
 * `queued` without a job id and the `mail.dispatch` schedule enqueues it.
 */
export interface MailQueue {
  attach(boss: PgBoss): void;
  /** Whether jobs can be enqueued now (pg-boss runs in this process). */
  readonly attached: boolean;
  /** Enqueues one job per outbox row; false (and nothing enqueued) while pg-boss is not attached. */
  enqueue(tx: Db, mails: readonly QueuedMail[]): Promise<boolean>;
}

export function createMailQueue(): MailQueue {
  let boss: PgBoss | undefined;
  return {
    attach(b) {
      boss = b;
    },
    get attached() {
      return boss !== undefined;
    },
    async enqueue(tx, mails) {
      if (!boss) return false;
      if (mails.length === 0) return true;
      await boss.insert(
        mails.map((m) => ({
          id: m.jobId ?? m.outboxId,
          name: MAIL_SEND_QUEUE,
          data: { outboxId: m.outboxId } satisfies MailJob,
          priority: m.bulk ? MAIL_PRIORITY.bulk : MAIL_PRIORITY.transactional,
        })),
        { db: transactionExecutor(tx) },
      );
      return true;
    },
  };
}
