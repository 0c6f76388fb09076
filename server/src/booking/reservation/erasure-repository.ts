import { ERASED_TEXT } from '../../eventstore/personal-texts.js';
import type { Db } from '../../platform/db.js';

/**
 * The read models say "Kişisel veriler silindi (KVKK)" where the customer's bookings held a typed text: the
 * booking note, the cancellation's note, the refund override's reason, the payments' and refunds'
 * references. Answers the ids of the customer's reservations.
 */
export async function maskTypedTexts(tx: Db, customerId: string): Promise<string[]> {
  const reservations = await tx<{ id: string }[]>`
    update reservations set
      note = case when note is null then null else ${ERASED_TEXT} end,
      cancel_note = case when cancel_note is null then null else ${ERASED_TEXT} end,
      refund = case when refund #>> '{override,reason}' is null then refund
                    else jsonb_set(refund, '{override,reason}', to_jsonb(${ERASED_TEXT}::text)) end
    where customer_id = ${customerId}
    returning id`;
  const ids = reservations.map((r) => r.id);
  if (ids.length === 0) return ids;
  await tx`update payments set reference = ${ERASED_TEXT} where reference is not null and reservation_id = any(${ids}::uuid[])`;
  return ids;
}
