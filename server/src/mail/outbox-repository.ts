import type { Db } from '../platform/db.js';
import type { MailKind } from './placeholders.js';

/** What an erased mail holds instead of its subject and body (KVKK). */
export const ERASED_MAIL_TEXT = 'Kişisel veriler silindi (KVKK)';
/** Why a mail that was still waiting when its person was erased was not sent. */
export const ERASED_NOT_SENT = 'Kişisel veriler silindi (KVKK); e-posta gönderilmedi ve gönderilmeyecek.';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped' | 'logged' | 'abandoned';

export interface OutboxRow {
  id: string;
  eventId: string;
  kind: MailKind;
  reservationId: string | null;
  recipient: string | null;
  bcc: string | null;
  subject: string;
  html: string;
  text: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  messageId: string;
  jobId: string | null;
  sentAt: Date | null;
  createdAt: Date;
  /** When the person's data left the row (KVKK): recipient, subject and body are gone. */
  erasedAt: Date | null;
}

export interface NewOutboxRow {
  id: string;
  eventId: string;
  kind: MailKind;
  reservationId: string | null;
  recipient: string | null;
  bcc: string | null;
  subject: string;
  html: string;
  text: string;
  status: 'queued' | 'skipped';
  lastError: string | null;
  messageId: string;
  /** The `mail.send` job enqueued with the row (its id is the row's id), when pg-boss runs. */
  jobId: string | null;
}

const COLUMNS = ['id', 'event_id', 'kind', 'reservation_id', 'recipient', 'bcc', 'subject', 'html', 'text', 'status', 'attempts',
  'last_error', 'message_id', 'job_id', 'sent_at', 'created_at', 'erased_at'];

export function createOutboxRepository(db: Db) {
  const columns = db(COLUMNS);
  return {
    /** At most one row per event and kind: a replayed event inserts nothing. One statement for the batch. */
    async insertMany(rows: readonly NewOutboxRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db`
        insert into outbox_mails (id, event_id, kind, reservation_id, recipient, bcc, subject, html, text, status, last_error, message_id, job_id)
        select * from unnest(
          ${rows.map((m) => m.id)}::uuid[], ${rows.map((m) => m.eventId)}::uuid[], ${rows.map((m) => m.kind)}::text[],
          ${rows.map((m) => m.reservationId)}::uuid[], ${rows.map((m) => m.recipient)}::text[], ${rows.map((m) => m.bcc)}::text[],
          ${rows.map((m) => m.subject)}::text[], ${rows.map((m) => m.html)}::text[], ${rows.map((m) => m.text)}::text[],
          ${rows.map((m) => m.status)}::text[], ${rows.map((m) => m.lastError)}::text[], ${rows.map((m) => m.messageId)}::text[],
          ${rows.map((m) => m.jobId)}::uuid[])
        on conflict (event_id, kind) do nothing`;
    },

    /** Records that each row's job (whose id is the row's id) was enqueued. */
    async setJobs(ids: readonly string[]): Promise<void> {
      await db`update outbox_mails set job_id = id where id = any(${ids as string[]}::uuid[])`;
    },

    /** Takes the row for one delivery attempt; nothing when it is sent, being sent, not sendable or erased. */
    async claim(id: string, leaseSeconds: number): Promise<OutboxRow | undefined> {
      const [row] = await db<OutboxRow[]>`
        update outbox_mails set status = 'sending', attempts = attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds}),
          updated_at = now()
        where id = ${id} and status in ('queued', 'failed') and erased_at is null returning ${columns}`;
      return row;
    },

    async finish(id: string, status: 'sent' | 'logged'): Promise<void> {
      await db`update outbox_mails set status = ${status}, sent_at = now(), lease_until = null, last_error = null, updated_at = now()
               where id = ${id} and status = 'sending'`;
    },

    /**
     * A failed attempt. A row erased while it was being sent keeps no failure text (the SMTP
     * server's answer may name the address) and is not retried.
     */
    async fail(id: string, error: string): Promise<void> {
      await db`update outbox_mails set status = case when erased_at is null then 'failed' else 'skipped' end,
                 last_error = case when erased_at is null then ${error} else ${ERASED_NOT_SENT} end, lease_until = null, updated_at = now()
               where id = ${id} and status = 'sending'`;
    },

    /** A note on a row (its last retry failed); an erased row keeps its KVKK note. */
    async note(id: string, error: string): Promise<void> {
      await db`update outbox_mails set last_error = ${error}, updated_at = now() where id = ${id} and erased_at is null`;
    },

    /** Rows whose job was never enqueued (written before pg-boss ran in that process). */
    async withoutJob(limit: number): Promise<string[]> {
      const rows = await db<{ id: string }[]>`
        select id from outbox_mails where status = 'queued' and job_id is null order by created_at limit ${limit}`;
      return rows.map((r) => r.id);
    },

    /**
     * A worker that died between claiming and marking may or may not have handed the mail to the
     * SMTP server; sending again could send twice, so the row is parked for a person instead.
     */
    async abandonExpiredLeases(): Promise<number> {
      const rows = await db`
        update outbox_mails set status = 'abandoned', lease_until = null, updated_at = now(),
          last_error = 'Gönderim yarıda kaldı (işçi durdu); iki kez gönderilmemesi için yeniden denenmedi.'
        where status = 'sending' and lease_until < now() returning id`;
      return rows.length;
    },

    async list(skip: number, take: number, status: OutboxStatus | undefined): Promise<{ rows: OutboxRow[]; total: number }> {
      const where = status ? db`where status = ${status}` : db``;
      const rows = await db<OutboxRow[]>`select ${columns} from outbox_mails ${where} order by created_at desc, id offset ${skip} limit ${take}`;
      const [count] = await db<{ n: number }[]>`select count(*)::int as n from outbox_mails ${where}`;
      return { rows, total: count?.n ?? 0 };
    },

    forReservation: (reservationId: string) =>
      db<OutboxRow[]>`select ${columns} from outbox_mails where reservation_id = ${reservationId} order by created_at, id`,

    async get(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db<OutboxRow[]>`select ${columns} from outbox_mails where id = ${id}`;
      return row;
    },
  };
}
