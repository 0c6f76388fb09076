import type { Db } from '../platform/db.js';
import type { MailKind } from './placeholders.js';

/** What the visitor limits count: the outbox's visitor-caused mails per mailbox and per client, under their locks. */
export function createVisitorLimitsRepository(tx: Db) {
  return {
    /** The client each reservation was booked from (kept on its customer), for those that have one. */
    bookedFrom: (reservationIds: readonly string[]) =>
      tx<{ id: string; fingerprint: string }[]>`
        select r.id, c.client_fingerprint as fingerprint from reservations r join customers c on c.id = r.customer_id
        where r.id = any(${reservationIds as string[]}::uuid[]) and c.client_fingerprint is not null`,

    /** Takes the transaction-long lock of each key, in the order given (callers sort them: no deadlock). */
    async lock(keys: readonly string[]): Promise<void> {
      for (const key of keys) await tx`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    },

    /** Mails of these kinds not skipped in the last day, per recipient mailbox (`mailbox_of`). */
    sentToMailboxes: (kinds: readonly MailKind[], mailboxes: readonly string[]) =>
      tx<{ recipient: string; n: number }[]>`
        select mailbox_of(recipient) as recipient, count(*)::int as n from outbox_mails
        where kind = any(${kinds as MailKind[]}) and status <> 'skipped' and created_at > now() - interval '1 day' and mailbox_of(recipient) = any(${mailboxes as string[]})
        group by 1`,

    /** Mails of these kinds not skipped in the last hour, per client fingerprint. */
    causedByClients: (kinds: readonly MailKind[], clients: readonly string[]) =>
      tx<{ fingerprint: string; n: number }[]>`
        select client_fingerprint as fingerprint, count(*)::int as n from outbox_mails
        where client_fingerprint = any(${clients as string[]}) and kind = any(${kinds as MailKind[]}) and status <> 'skipped' and created_at > now() - interval '1 hour'
        group by 1`,
  };
}
