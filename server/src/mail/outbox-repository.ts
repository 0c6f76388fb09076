import type { Db } from '../platform/db.js';
import type { MailKind } from './placeholders.js';

/** What an erased mail holds instead of its subject and body (KVKK). */
export const ERASED_MAIL_TEXT = 'Kişisel veriler silindi (KVKK)';
/** Why a mail that was still waiting when its person was erased was not sent. */
export const ERASED_NOT_SENT = 'Kişisel veriler silindi (KVKK); e-posta gönderilmedi ve gönderilmeyecek.';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'dead' | 'skipped' | 'logged' | 'abandoned';

/** What a dead mail says: every retry failed; the SMTP answer of the last attempt follows. */
export const DEAD_NOTE = 'Tüm denemeler başarısız oldu; e-posta gönderilemedi.';

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
  /** Bulk mail (contact copies, anything marked so): sent after transactional mail. */
  bulk: boolean;
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
  bulk: boolean;
  /** The client whose form caused a visitor-caused mail (a keyed hash), counted by the per-client limit. */
  clientFingerprint: string | null;
}

/** A row that needs a `mail.send` job. */
export interface UnqueuedMail {
  outboxId: string;
  bulk: boolean;
}

const COLUMNS = [
  'id',
  'event_id',
  'kind',
  'reservation_id',
  'recipient',
  'bcc',
  'subject',
  'html',
  'text',
  'status',
  'attempts',
  'last_error',
  'message_id',
  'job_id',
  'bulk',
  'sent_at',
  'created_at',
  'erased_at',
];

export function createOutboxRepository(db: Db) {
  const columns = db(COLUMNS);
  return {
    /** At most one row per event and kind: a replayed event inserts nothing. One statement for the batch. */
    async insertMany(rows: readonly NewOutboxRow[]): Promise<void> {
      if (rows.length === 0) return;
      // postgres.js sends a JS array of booleans as one boolean: the flags go as text.
      await db`
        insert into outbox_mails (id, event_id, kind, reservation_id, recipient, bcc, subject, html, text, status, last_error, message_id, job_id, bulk, client_fingerprint)
        select * from unnest(
          ${rows.map((m) => m.id)}::uuid[], ${rows.map((m) => m.eventId)}::uuid[], ${rows.map((m) => m.kind)}::text[],
          ${rows.map((m) => m.reservationId)}::uuid[], ${rows.map((m) => m.recipient)}::text[], ${rows.map((m) => m.bcc)}::text[],
          ${rows.map((m) => m.subject)}::text[], ${rows.map((m) => m.html)}::text[], ${rows.map((m) => m.text)}::text[],
          ${rows.map((m) => m.status)}::text[], ${rows.map((m) => m.lastError)}::text[], ${rows.map((m) => m.messageId)}::text[],
          ${rows.map((m) => m.jobId)}::uuid[], ${rows.map((m) => String(m.bulk))}::text[]::boolean[],
          ${rows.map((m) => m.clientFingerprint)}::text[])
        on conflict (event_id, kind) do nothing`;
    },

    /** Records each row's enqueued job. */
    async setJobs(jobs: readonly { outboxId: string; jobId: string }[]): Promise<void> {
      if (jobs.length === 0) return;
      await db`
        update outbox_mails o set job_id = j.job_id, updated_at = now()
        from unnest(${jobs.map((j) => j.outboxId)}::uuid[], ${jobs.map((j) => j.jobId)}::uuid[]) as j(id, job_id)
        where o.id = j.id`;
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

    /**
     * The last retry failed (the job went to `mail.dead`): the row becomes `dead`, keeping the last
     * SMTP answer after the note. Nothing sends it again unless a person queues it again. A row
     * that is not `failed` (erased meanwhile, or still being sent by a job that timed out) stays.
     */
    async markDead(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db`
        update outbox_mails set status = 'dead', updated_at = now(),
          last_error = ${DEAD_NOTE} || coalesce(' Son yanıt: ' || last_error, '')
        where id = any(${ids as string[]}::uuid[]) and status = 'failed' and erased_at is null returning id`;
      return rows.length;
    },

    /**
     * Dead mails queued again: all of them, or the given ones. An erased mail (KVKK) is never
     * queued again. The job id is cleared here and written when the caller enqueues the job in the
     * same transaction (or by the dispatch schedule where no pg-boss runs).
     */
    async requeueDead(ids: readonly string[] | 'all'): Promise<UnqueuedMail[]> {
      const which = ids === 'all' ? db`` : db`and id = any(${ids as string[]}::uuid[])`;
      return db<UnqueuedMail[]>`
        update outbox_mails set status = 'queued', job_id = null, last_error = null, lease_until = null, updated_at = now()
        where status = 'dead' and erased_at is null and recipient is not null ${which}
        returning id as outbox_id, bulk`;
    },

    /**
     * Rows whose job was never enqueued (written before pg-boss ran in that process, or queued
     * again where none ran), oldest first. Locked for the caller's transaction: two dispatchers
     * never take the same rows.
     */
    async withoutJob(limit: number): Promise<(UnqueuedMail & { attempts: number })[]> {
      return db<(UnqueuedMail & { attempts: number })[]>`
        select id as outbox_id, bulk, attempts from outbox_mails where status = 'queued' and job_id is null
        order by created_at limit ${limit} for update skip locked`;
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

    async list(
      skip: number,
      take: number,
      status: OutboxStatus | undefined,
    ): Promise<{ rows: OutboxRow[]; total: number }> {
      const where = status ? db`where status = ${status}` : db``;
      const rows = await db<
        OutboxRow[]
      >`select ${columns} from outbox_mails ${where} order by created_at desc, id offset ${skip} limit ${take}`;
      const [count] = await db<{ n: number }[]>`select count(*)::int as n from outbox_mails ${where}`;
      return { rows, total: count?.n ?? 0 };
    },

    forReservation: (reservationId: string) =>
      db<
        OutboxRow[]
      >`select ${columns} from outbox_mails where reservation_id = ${reservationId} order by created_at, id`,

    /** The row, locked until the caller's transaction ends (an erasure or a worker waits for it). */
    async lockForResend(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db<OutboxRow[]>`select ${columns} from outbox_mails where id = ${id} for update`;
      return row;
    },

    async get(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db<OutboxRow[]>`select ${columns} from outbox_mails where id = ${id}`;
      return row;
    },
    /** The addresses mails of these kinds of the reservation were sent to, lower-cased. */
    recipientsOf: async (reservationId: string, kinds: readonly MailKind[]): Promise<string[]> => {
      const rows = await db<{ address: string }[]>`
        select distinct lower(recipient) as address from outbox_mails
        where reservation_id = ${reservationId} and kind = any(${kinds as MailKind[]}::text[]) and recipient is not null`;
      return rows.map((r) => r.address);
    },

    /**
     * KVKK erasure of the reservation's mails and of those sent to one of the addresses (by mailbox):
     * see `eraseMails`. Returns the ids of the rows erased.
     */
    async erase(target: { reservationId: string; addresses: readonly string[] }): Promise<string[]> {
      const rows = await db<{ id: string }[]>`
        update outbox_mails set
          recipient = null, client_fingerprint = null,
          subject = ${ERASED_MAIL_TEXT}, html = ${ERASED_MAIL_TEXT}, text = ${ERASED_MAIL_TEXT},
          status = case when status in ('queued', 'failed', 'dead') then 'skipped' else status end,
          last_error = case when status in ('queued', 'failed', 'dead') then ${ERASED_NOT_SENT} when status = 'sending' then null else last_error end,
          lease_until = case when status in ('queued', 'failed', 'dead') then null else lease_until end,
          erased_at = coalesce(erased_at, now()),
          updated_at = now()
        where reservation_id = ${target.reservationId}
           -- Every spelling of the person's mailbox (victim+1@, V.ictim@gmail): the same person's mails.
           or (recipient is not null
               and mailbox_of(recipient) = any(array(select mailbox_of(a) from unnest(${target.addresses as string[]}::text[]) a)))
        returning id`;
      return rows.map((r) => r.id);
    },
  };
}
