import type { Db } from '../platform/db.js';

/**
 * During a flood (website holds past the surge threshold) the office gets no notice per hold: the
 * flood alert first, then at most one digest of the holds held back every DIGEST_MINUTES. The alert
 * and the digests share the pace, so the office gets at most 60 / DIGEST_MINUTES notices an hour.
 */
export const DIGEST_MINUTES = 15;
/** Why a flood-time hold's own office notice is not sent (shown in the reservation's mail list). */
export const HELD_FOR_DIGEST = `Yoğunluk sırasında ofise her istek için ayrı bildirim gönderilmez; bu istek ${DIGEST_MINUTES} dakikalık özette bildirilir.`;

/**
 * Serialises the office's flood notices (the alert, the digests) across every instance: whoever
 * writes one takes this lock in its transaction and then looks at what the others wrote.
 */
export async function lockFloodNotices(tx: Db): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended('office-flood-notice', 0))`;
}

/** Whether the flood alert or a digest was written within the last DIGEST_MINUTES (call under the lock). */
export async function floodNoticeSentRecently(tx: Db): Promise<boolean> {
  const [row] = await tx<{ sent: boolean }[]>`
    select exists (
      select 1 from outbox_mails where kind in ('hold_surge_office', 'hold_digest_office')
        and created_at > now() - make_interval(mins => ${DIGEST_MINUTES})
    ) as sent`;
  return row?.sent ?? false;
}

/** A flood-time hold's office notice waits for the next digest (in the mail reactor's transaction). */
export async function holdForDigest(tx: Db, holds: readonly { reservationId: string; optionUntil: string }[]) {
  if (holds.length === 0) return;
  await tx`
    insert into office_hold_digest (reservation_id, option_until)
    select * from unnest(${holds.map((h) => h.reservationId)}::uuid[], ${holds.map((h) => h.optionUntil)}::timestamptz[])
    on conflict (reservation_id) do nothing`;
}
