import { erasePersonalTexts } from '../../eventstore/personal-texts.js';
import type { Db } from '../../platform/db.js';
import { blankCustomer, lockCustomerEmail } from './customers-repository.js';
import type { ErasureOptions, PersonalDataKeepers } from './deps.js';
import { maskTypedTexts } from './erasure-repository.js';
import { reservationStreamId } from './events.js';
import { erasePassengerList } from './passenger-list-repository.js';

/**
 * KVKK erasure of a reservation's customer, in the caller's transaction, so all of it commits or
 * none: the customer row is blanked (the events never held the person); the outbox keeps every
 * mail of the reservation, and every mail sent to the person's address, as a record without the
 * person, and a mail still waiting is cancelled; the passenger list is deleted; failed pg-boss mail jobs lose the error text they
 * kept; with `alsoMessages`, contact messages and the subscription with that address go too.
 *
 * The keepers (`personal-data.ts`: mail, messages) are given by the composition root; they hold off
 * whatever would copy the person meanwhile (the mail reactor) before the customer row is read.
 */
export async function eraseCustomerData(
  tx: Db,
  keepers: PersonalDataKeepers,
  target: { reservationId: string; customerId: string },
  opts: ErasureOptions = {},
): Promise<void> {
  await keepers.holdOff(tx);
  const email = await lockCustomerEmail(tx, target.customerId);
  const addresses = [
    ...new Set(
      [email, ...(await keepers.addressesOf(tx, target.reservationId))]
        .filter((a): a is string => !!a)
        .map((a) => a.trim().toLowerCase()),
    ),
  ];
  await blankCustomer(tx, target.customerId);
  // The guests' list (names, documents, births, the emergency phone) goes with the customer.
  await erasePassengerList(tx, target.reservationId);
  await eraseTypedTexts(tx, target.customerId);
  await keepers.erase(tx, { reservationId: target.reservationId, addresses }, opts);
}

/**
 * What the person (or the office, about them) typed into their bookings: the texts the events refer to
 * are deleted (`personal_texts`, so the events read "Kişisel veriler silindi (KVKK)" from now on) and the
 * read models say the same where a text was: the booking note, the cancellation's note, the refund
 * override's reason, the payments' and refunds' references. A rebuild gives these rows back as they are
 * now. (A booking whose events were written before 0118 kept its texts inline: its read model is masked
 * here, but those events cannot be.)
 */
async function eraseTypedTexts(tx: Db, customerId: string): Promise<void> {
  const ids = await maskTypedTexts(tx, customerId);
  if (ids.length === 0) return;
  await erasePersonalTexts(tx, ids.map(reservationStreamId));
}
