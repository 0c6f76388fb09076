import type { Db } from '../platform/db.js';
import { PGBOSS_SCHEMA } from '../platform/jobs.js';
import { ERASED_MAIL_TEXT, ERASED_NOT_SENT } from './outbox-repository.js';
import type { MailKind } from './placeholders.js';
import { MAIL_DEAD_QUEUE, MAIL_SEND_QUEUE } from './queue.js';

/** The mails of a reservation that go to its customer (the office's copy goes to the office). */
const CUSTOMER_KINDS: readonly MailKind[] = [
  'reservation_received_customer',
  'bank_details',
  'confirmation',
  'option_expired',
];

/**
 * The addresses the reservation's customer mails were sent to, lower-cased. They find the person's
 * other mails and messages even when the customer row no longer has the address (it was changed
 * since, or erased before the outbox was).
 */
export async function customerAddressesInOutbox(tx: Db, reservationId: string): Promise<string[]> {
  const rows = await tx<{ address: string }[]>`
    select distinct lower(recipient) as address from outbox_mails
    where reservation_id = ${reservationId} and kind = any(${CUSTOMER_KINDS as MailKind[]}::text[]) and recipient is not null`;
  return rows.map((r) => r.address);
}

/**
 * KVKK erasure in the outbox, in the caller's transaction: every mail of the reservation and every
 * mail sent to one of the addresses keeps its kind, times, status and reservation but loses its
 * recipient, the client fingerprint it was counted for, subject and bodies (HTML and text). A mail still waiting (queued, failed and due for
 * a retry, or dead and waiting for a person to queue it again) becomes `skipped` and is never
 * claimed or queued again; one being sent right now finishes, and
 * its outcome writes no SMTP text. Returns the ids of the rows erased.
 */
export async function eraseMails(
  tx: Db,
  target: { reservationId: string; addresses: readonly string[] },
): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
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
}

/**
 * The pg-boss jobs of erased mails. Their payload is only the outbox id, but a failed job keeps the
 * error it threw as its output (and the dead-letter job a copy of it): that goes, in the live table
 * and the archive. Nothing to do where pg-boss never ran (its schema does not exist yet).
 */
export async function eraseMailJobs(tx: Db, outboxIds: readonly string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  const tables = await tx<{ name: string }[]>`
    select t.name from unnest(array['job', 'archive']) as t(name) where to_regclass(${PGBOSS_SCHEMA} || '.' || t.name) is not null`;
  for (const { name } of tables) {
    await tx`
      update ${tx(`${PGBOSS_SCHEMA}.${name}`)} set output = null
      where name = any(${[MAIL_SEND_QUEUE, MAIL_DEAD_QUEUE]}::text[]) and data->>'outboxId' = any(${outboxIds as string[]}::text[])
        and output is not null`;
  }
}
