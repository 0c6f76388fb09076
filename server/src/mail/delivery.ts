import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../platform/db.js';
import { maskEmails } from '../platform/log-privacy.js';
import { createOutboxRepository } from './outbox-repository.js';
import type { MailQueue } from './queue.js';
import type { MailTransport } from './transport.js';

/** Longer than any SMTP conversation; a row still `sending` after it belongs to a dead worker. */
export const SENDING_LEASE_SECONDS = 300;

export class MailDeliveryError extends Error {}

/**
 * Delivery of outbox rows. At most once per (event, kind): the row is claimed (queued|failed ->
 * sending) in its own committed statement before the SMTP conversation, and only a claimed row is
 * sent. A retried or duplicated job finds nothing to claim; a worker killed mid-send leaves the row
 * `sending`, which is never claimed again (it turns `abandoned` after the lease for a person to check).
 * A clean SMTP failure marks the row `failed` and throws, so pg-boss retries with backoff.
 */
export function createMailDelivery(deps: { sql: Sql; transport: MailTransport; from: string; log: FastifyBaseLogger }) {
  const outbox = createOutboxRepository(deps.sql);
  return {
    async deliver(outboxId: string): Promise<'sent' | 'logged' | 'nothing'> {
      const row = await outbox.claim(outboxId, SENDING_LEASE_SECONDS);
      if (!row || !row.recipient) return 'nothing';
      let outcome: 'sent' | 'logged';
      try {
        outcome = await deps.transport.send({
          from: deps.from, to: row.recipient, bcc: row.bcc, subject: row.subject, html: row.html, text: row.text, messageId: row.messageId,
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await outbox.fail(outboxId, `Gönderilemedi (deneme ${row.attempts}): ${reason}`.slice(0, 1000));
        // pg-boss keeps this as the job's output: the SMTP answer often names the recipient, so
        // addresses are masked here (the outbox row has the full text, until an erasure).
        throw new MailDeliveryError(`e-posta gönderilemedi (giden kutusu ${outboxId}): ${maskEmails(reason)}`);
      }
      await outbox.finish(outboxId, outcome);
      return outcome;
    },

    /** The last retry failed: the row stays `failed` with a note; nothing retries it on its own. */
    async dead(outboxId: string): Promise<void> {
      await outbox.note(outboxId, 'Tüm denemeler başarısız oldu; e-posta gönderilemedi.');
      deps.log.error({ outboxId }, 'e-posta tüm denemelerden sonra gönderilemedi');
    },

    /** Jobs for rows written while no pg-boss ran in their process, and parking of dead leases. */
    async dispatch(queue: MailQueue): Promise<{ enqueued: number; abandoned: number }> {
      const abandoned = await outbox.abandonExpiredLeases();
      const ids = await outbox.withoutJob(200);
      const enqueued = await deps.sql.begin(async (tx) => {
        if (ids.length === 0 || !(await queue.enqueue(tx, ids))) return 0;
        await createOutboxRepository(tx).setJobs(ids);
        return ids.length;
      });
      return { enqueued, abandoned };
    },
  };
}
