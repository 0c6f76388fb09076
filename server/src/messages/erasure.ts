import type { Db } from '../platform/db.js';

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
  const list = addresses as string[];
  const [messages, subscribers] = await Promise.all([
    // By mailbox (`mailbox_of`): every spelling of the person's address is theirs.
    tx`delete from contact_messages where mailbox_of(btrim(email)) = any(array(select mailbox_of(a) from unnest(${list}::text[]) a)) returning id`,
    tx`delete from subscribers where mailbox_of(email) = any(array(select mailbox_of(a) from unnest(${list}::text[]) a)) returning id`,
  ]);
  return { messages: messages.length, subscribers: subscribers.length };
}
