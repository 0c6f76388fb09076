import type { Sql } from '../platform/db.js';
import type { OwnerScope } from '../booking/context.js';
import { findReservation } from '../booking/reservation/read.js';
import { createOutboxRepository, type OutboxRow } from './outbox-repository.js';
import type { OutboxMail, OutboxQuery } from './outbox-schemas.js';
import type { MailQueue } from './queue.js';
import { resendDeadMails } from './resend-dead-mails.js';
import { MailError } from './errors.js';

export const toMail = (r: OutboxRow): OutboxMail => ({
  id: r.id,
  eventId: r.eventId,
  kind: r.kind,
  reservationId: r.reservationId,
  recipient: r.recipient,
  subject: r.subject,
  text: r.text,
  status: r.status,
  attempts: r.attempts,
  lastError: r.lastError,
  messageId: r.messageId,
  bulk: r.bulk,
  sentAt: r.sentAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  erasedAt: r.erasedAt?.toISOString() ?? null,
});

/** The outbox as admins read it: every mail, and the mails of one reservation (its audit trail); dead mails queued again. */
export function createOutboxService(sql: Sql, queue: MailQueue) {
  const outbox = createOutboxRepository(sql);
  return {
    async resend(id: string): Promise<OutboxMail> {
      const { row } = await resendDeadMails(sql, queue, { id });
      return toMail(row!);
    },
    async resendAllDead(): Promise<{ queued: number }> {
      const { queued } = await resendDeadMails(sql, queue, 'all');
      return { queued };
    },
    async list(q: OutboxQuery): Promise<{ content: OutboxMail[]; total: number }> {
      const { rows, total } = await outbox.list(q.skip, q.take, q.status);
      return { content: rows.map(toMail), total };
    },
    async forReservation(id: string, owner: OwnerScope): Promise<OutboxMail[]> {
      if (!(await findReservation(sql, id, owner))) throw MailError.reservationNotFound();
      return (await outbox.forReservation(id)).map(toMail);
    },
  };
}
