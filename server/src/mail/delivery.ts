import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../platform/db.js';
import { maskEmails } from '../platform/log-privacy.js';
import { createOutboxRepository } from './outbox-repository.js';
import type { MailQueue } from './queue.js';
import type { MailKind } from './placeholders.js';
import type { MailAttachment, MailTransport } from './transport.js';

/**
 * The files a mail carries, made when it is sent (the confirmation's charter contract): given by the
 * composition root, which knows who makes them. None for most kinds. A throw fails the attempt like
 * an SMTP failure (retried); a file that can no longer be made (the reservation was cancelled
 * meanwhile) is the maker's to leave out.
 */
export type MailAttachments = (mail: { kind: MailKind; reservationId: string | null }) => Promise<MailAttachment[]>;

/** Longer than any SMTP conversation; a row still `sending` after it belongs to a dead worker. */
export const SENDING_LEASE_SECONDS = 300;

/** Rows given jobs per transaction by the dispatch schedule. */
const DISPATCH_PAGE = 500;

export class MailDeliveryError extends Error {}

/**
 * Delivery of outbox rows. At most once per (event, kind): the row is claimed (queued|failed ->
 * sending) in its own committed statement before the SMTP conversation, and only a claimed row is
 * sent. A retried or duplicated job finds nothing to claim; a worker killed mid-send leaves the row
 * `sending`, which is never claimed again (it turns `abandoned` after the lease for a person to check).
 * A clean SMTP failure marks the row `failed` and throws, so pg-boss retries with backoff.
 */
export function createMailDelivery(deps: {
  sql: Sql;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  attachments?: MailAttachments;
}) {
  const outbox = createOutboxRepository(deps.sql);
  return {
    async deliver(outboxId: string): Promise<'sent' | 'logged' | 'nothing'> {
      const row = await outbox.claim(outboxId, SENDING_LEASE_SECONDS);
      if (!row || !row.recipient) return 'nothing';
      let outcome: 'sent' | 'logged';
      try {
        const attachments = deps.attachments
          ? await deps.attachments({ kind: row.kind, reservationId: row.reservationId })
          : [];
        outcome = await deps.transport.send({
          from: deps.from,
          to: row.recipient,
          bcc: row.bcc,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: row.messageId,
          ...(attachments.length ? { attachments } : {}),
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

    /** The last retry failed: the rows become `dead` (the panel can queue them again); nothing retries them on their own. */
    async dead(outboxIds: readonly string[]): Promise<void> {
      const dead = await outbox.markDead(outboxIds);
      if (dead > 0) deps.log.error({ outboxIds, dead }, 'e-posta tüm denemelerden sonra gönderilemedi');
    },

    /**
     * Jobs for rows written (or queued again) while no pg-boss ran in their process, page by page
     * until none is left, and parking of dead leases. A row's first job has the row's id, as the
     * reactor gives it; a row that had a job before gets a new id (pg-boss may still keep the old one).
     */
    async dispatch(queue: MailQueue): Promise<{ enqueued: number; abandoned: number }> {
      const abandoned = await outbox.abandonExpiredLeases();
      let enqueued = 0;
      for (;;) {
        const page = await deps.sql.begin(async (tx) => {
          const rows = await createOutboxRepository(tx).withoutJob(DISPATCH_PAGE);
          const mails = rows.map((r) => ({ ...r, jobId: r.attempts === 0 ? r.outboxId : randomUUID() }));
          if (mails.length === 0 || !(await queue.enqueue(tx, mails))) return 0;
          await createOutboxRepository(tx).setJobs(mails.map((m) => ({ outboxId: m.outboxId, jobId: m.jobId })));
          return mails.length;
        });
        enqueued += page;
        if (page < DISPATCH_PAGE) return { enqueued, abandoned };
      }
    },
  };
}
