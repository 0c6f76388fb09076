import type { PersonalDataKeepers } from './booking/reservation/deps.js';
import { MAIL_REACTOR } from './mail/mail-reactor.js';
import { customerAddressesInOutbox, eraseMailJobs, eraseMails } from './mail/outbox-erasure.js';
import { eraseMessagesOf } from './messages/erasure.js';
import { holdProjection } from './eventstore/projections.js';

/**
 * Where a customer's personal data is kept besides the customer row, for a KVKK erasure: the
 * outbox's mails (and their pg-boss jobs) and the contact messages. Wired by the composition root,
 * so the booking core erases them without importing mail or messages (mail reacts to booking events).
 */
export const personalDataKeepers: PersonalDataKeepers = {
  // The mail reactor is held off meanwhile: a pass that read the customer before the erasure is
  // waited for (its mails are then erased too), and one that starts later reads the erased row.
  holdOff: (tx) => holdProjection(tx, MAIL_REACTOR),
  addressesOf: (tx, reservationId) => customerAddressesInOutbox(tx, reservationId),
  async erase(tx, target, opts) {
    await eraseMailJobs(tx, await eraseMails(tx, target));
    if (opts.alsoMessages) await eraseMessagesOf(tx, target.addresses);
  },
};
