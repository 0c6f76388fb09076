import type { Db } from '../platform/db.js';
import { eraseJobOutputs } from '../platform/job-tables.js';
import { createOutboxRepository } from './outbox-repository.js';
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
export const customerAddressesInOutbox = (tx: Db, reservationId: string): Promise<string[]> =>
  createOutboxRepository(tx).recipientsOf(reservationId, CUSTOMER_KINDS);

/**
 * KVKK erasure in the outbox, in the caller's transaction: every mail of the reservation and every
 * mail sent to one of the addresses keeps its kind, times, status and reservation but loses its
 * recipient, the client fingerprint it was counted for, subject and bodies (HTML and text). A mail still waiting (queued, failed and due for
 * a retry, or dead and waiting for a person to queue it again) becomes `skipped` and is never
 * claimed or queued again; one being sent right now finishes, and
 * its outcome writes no SMTP text. Returns the ids of the rows erased.
 */
export const eraseMails = (
  tx: Db,
  target: { reservationId: string; addresses: readonly string[] },
): Promise<string[]> => createOutboxRepository(tx).erase(target);

/**
 * The pg-boss jobs of erased mails. Their payload is only the outbox id, but a failed job keeps the
 * error it threw as its output (and the dead-letter job a copy of it): that goes, in the live table
 * and the archive.
 */
export async function eraseMailJobs(tx: Db, outboxIds: readonly string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  await eraseJobOutputs(tx, [MAIL_SEND_QUEUE, MAIL_DEAD_QUEUE], 'outboxId', outboxIds);
}
