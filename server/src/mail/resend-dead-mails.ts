import { randomUUID } from 'node:crypto';
import type { Sql } from '../platform/db.js';
import { MailError } from './errors.js';
import { createOutboxRepository, type OutboxRow } from './outbox-repository.js';
import type { MailQueue } from './queue.js';

/**
 * Queues dead mails again (their every retry failed): one, or all of them, in one transaction with
 * their new `mail.send` jobs. Each job gets a new id (pg-boss may still keep the failed one under
 * the row's id); where no pg-boss runs in this process the row waits for the dispatch schedule.
 * An erased mail (KVKK) is never queued again: its person's data is gone and must not be sent.
 */
export async function resendDeadMails(
  sql: Sql,
  queue: MailQueue,
  target: { id: string } | 'all',
): Promise<{ queued: number; row?: OutboxRow }> {
  return sql.begin(async (tx) => {
    const outbox = createOutboxRepository(tx);
    if (target !== 'all') {
      const row = await outbox.lockForResend(target.id);
      if (!row) throw MailError.mailNotFound();
      if (row.erasedAt) throw MailError.mailErased();
      if (row.status !== 'dead') throw MailError.mailNotDead();
    }
    const rows = await outbox.requeueDead(target === 'all' ? 'all' : [target.id]);
    const mails = rows.map((r) => ({ ...r, jobId: randomUUID() }));
    if (await queue.enqueue(tx, mails)) await outbox.setJobs(mails);
    const row = target === 'all' ? undefined : await outbox.get(target.id);
    return { queued: rows.length, ...(row ? { row } : {}) };
  });
}
