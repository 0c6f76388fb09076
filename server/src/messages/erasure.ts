import type { Db } from '../platform/db.js';
import { createMessagesRepository, createSubscribersRepository } from './repository.js';

/**
 * KVKK erasure of what a person sent through the site, in the caller's transaction: their
 * contact-form messages and their newsletter subscription, found by e-mail address whatever case
 * it was typed in. `addresses` are lower-cased. Returns how many rows went.
 */
export async function eraseMessagesOf(
  tx: Db,
  addresses: readonly string[],
): Promise<{ messages: number; subscribers: number }> {
  if (addresses.length === 0) return { messages: 0, subscribers: 0 };
  // By mailbox (`mailbox_of`): every spelling of the person's address is theirs.
  const [messages, subscribers] = await Promise.all([
    createMessagesRepository(tx).eraseFrom(addresses),
    createSubscribersRepository(tx).eraseFrom(addresses),
  ]);
  return { messages, subscribers };
}
