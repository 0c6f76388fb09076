import type PgBoss from 'pg-boss';
import type { Db } from '../platform/db.js';

export const MAIL_SEND_QUEUE = 'mail.send';
export const MAIL_DEAD_QUEUE = 'mail.dead';

export interface MailJob {
  outboxId: string;
}

/**
 * Puts a `mail.send` job in the caller's transaction, so the job commits with the event and its
 * outbox row. Until pg-boss is started in this process (tests, seed, the seconds before `listen`)
 * there is no job: the outbox row stays `queued` without a job id and the `mail.dispatch`
 * schedule enqueues it.
 */
export interface MailQueue {
  attach(boss: PgBoss): void;
  enqueue(tx: Db, outboxId: string): Promise<string | null>;
}

export function createMailQueue(): MailQueue {
  let boss: PgBoss | undefined;
  return {
    attach(b) {
      boss = b;
    },
    async enqueue(tx, outboxId) {
      if (!boss) return null;
      // pg-boss leaves unset options undefined (node-postgres sends NULL); postgres.js needs null.
      const executeSql = async (text: string, values: unknown[]) => ({
        rows: await tx.unsafe(text, values.map((v) => (v === undefined ? null : v)) as never[]),
      });
      const payload: MailJob = { outboxId };
      return boss.send(MAIL_SEND_QUEUE, payload, { singletonKey: outboxId, db: { executeSql } });
    },
  };
}
