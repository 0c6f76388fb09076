import type PgBoss from 'pg-boss';
import type { Db } from '../platform/db.js';

export const MAIL_SEND_QUEUE = 'mail.send';
export const MAIL_DEAD_QUEUE = 'mail.dead';

export interface MailJob {
  outboxId: string;
}

/**
 * Puts `mail.send` jobs in the caller's transaction, so they commit with the event and its outbox
 * rows. A job's id is its outbox row's id: one statement for a whole batch, no id to write back,
 * and a second job for the same row is refused by the job table itself. Until pg-boss is started
 * in this process (tests, seed, the seconds before `listen`) there is no job: the outbox row stays
 * `queued` without a job id and the `mail.dispatch` schedule enqueues it.
 */
export interface MailQueue {
  attach(boss: PgBoss): void;
  /** Whether jobs can be enqueued now (pg-boss runs in this process). */
  readonly attached: boolean;
  /** Enqueues one job per outbox row; false (and nothing enqueued) while pg-boss is not attached. */
  enqueue(tx: Db, outboxIds: readonly string[]): Promise<boolean>;
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
    async enqueue(tx, outboxIds) {
      if (!boss) return false;
      if (outboxIds.length === 0) return true;
      // pg-boss leaves unset options undefined (node-postgres sends NULL); postgres.js needs null.
      // Its first parameter is the jobs as JSON text, which node-postgres sends untyped; postgres.js
      // would send text, for which `json_to_recordset` has no overload: send it as json (oid 114,
      // which postgres.js serialises itself).
      const executeSql = async (text: string, values: unknown[]) => ({
        rows: await tx.unsafe(text, values.map((v, i) => (v === undefined ? null : i === 0 ? tx.typed(JSON.parse(v as string) as never, 114) : v)) as never[], { prepare: true }),
      });
      await boss.insert(
        outboxIds.map((outboxId) => ({ id: outboxId, name: MAIL_SEND_QUEUE, data: { outboxId } satisfies MailJob })),
        { db: { executeSql } },
      );
      return true;
    },
  };
}
