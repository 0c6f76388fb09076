import { holdProjection } from '../../eventstore/projections.js';
import { MAIL_REACTOR } from '../../mail/outbox.js';
import { customerAddressesInOutbox, eraseMailJobs, eraseMails } from '../../mail/outbox-erasure.js';
import { eraseMessagesOf } from '../../messages/erasure.js';
import type { Db } from '../../platform/db.js';

export interface ErasureOptions {
  /** The office also asks to erase the person's contact-form messages and newsletter subscription (same e-mail). */
  alsoMessages?: boolean;
}

/**
 * KVKK erasure of a reservation's customer, in the caller's transaction, so all of it commits or
 * none: the customer row is blanked (the events never held the person); the outbox keeps every
 * mail of the reservation, and every mail sent to the person's address, as a record without the
 * person, and a mail still waiting is cancelled; failed pg-boss mail jobs lose the error text they
 * kept; with `alsoMessages`, contact messages and the subscription with that address go too.
 *
 * The mail reactor is held off meanwhile: a pass that read the customer before this transaction
 * is waited for (its mails are then erased here), and one that starts later reads the erased row.
 */
export async function eraseCustomerData(tx: Db, target: { reservationId: string; customerId: string }, opts: ErasureOptions = {}): Promise<void> {
  await holdProjection(tx, MAIL_REACTOR);
  const [customer] = await tx<{ email: string | null }[]>`select email from customers where id = ${target.customerId} for update`;
  const addresses = [
    ...new Set([customer?.email, ...(await customerAddressesInOutbox(tx, target.reservationId))].filter((a): a is string => !!a).map((a) => a.trim().toLowerCase())),
  ];
  await tx`update customers set name = '', email = null, phone = null, client_fingerprint = null, erased_at = coalesce(erased_at, now()) where id = ${target.customerId}`;
  await eraseMailJobs(tx, await eraseMails(tx, { reservationId: target.reservationId, addresses }));
  if (opts.alsoMessages) await eraseMessagesOf(tx, addresses);
}
