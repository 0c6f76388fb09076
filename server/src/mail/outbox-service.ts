import type { Sql } from '../platform/db.js';
import { notFound } from '../platform/errors.js';
import { createReservationsReadRepository, type OwnerScope } from '../reservations/read-repository.js';
import { createOutboxRepository, type OutboxRow } from './outbox-repository.js';
import type { OutboxMail, OutboxQuery } from './outbox-schemas.js';

const toMail = (r: OutboxRow): OutboxMail => ({
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
  sentAt: r.sentAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  erasedAt: r.erasedAt?.toISOString() ?? null,
});

/** The outbox as admins read it: every mail, and the mails of one reservation (its audit trail). */
export function createOutboxService(sql: Sql) {
  const outbox = createOutboxRepository(sql);
  return {
    async list(q: OutboxQuery): Promise<{ content: OutboxMail[]; total: number }> {
      const { rows, total } = await outbox.list(q.skip, q.take, q.status);
      return { content: rows.map(toMail), total };
    },
    async forReservation(id: string, owner: OwnerScope): Promise<OutboxMail[]> {
      if (!(await createReservationsReadRepository(sql).get(id, owner))) throw notFound('Rezervasyon bulunamadı.');
      return (await outbox.forReservation(id)).map(toMail);
    },
  };
}
