import type { Db } from '../platform/db.js';
import { DIGEST_MINUTES } from './hold-digest.js';

/**
 * The office's flood notices: the lock they are written under, what the outbox says was sent lately,
 * and `office_hold_digest`, the holds whose office notice waits for the next digest.
 */
export function createFloodRepository(tx: Db) {
  return {
    /**
     * Serialises the office's flood notices (the alert, the digests) across every instance: whoever
     * writes one takes this lock in its transaction and then looks at what the others wrote.
     */
    async lockFloodNotices(): Promise<void> {
      await tx`select pg_advisory_xact_lock(hashtextextended('office-flood-notice', 0))`;
    },

    /** Whether the flood alert or a digest was written within the last DIGEST_MINUTES (call under the lock). */
    async floodNoticeSentRecently(): Promise<boolean> {
      const [row] = await tx<{ sent: boolean }[]>`
        select exists (
          select 1 from outbox_mails where kind in ('hold_surge_office', 'hold_digest_office')
            and created_at > now() - make_interval(mins => ${DIGEST_MINUTES})
        ) as sent`;
      return row?.sent ?? false;
    },

    /** The office was alerted of a flood within the last hour (the reactor runs one batch at a time, so this is exact). */
    async surgeAlertSentRecently(): Promise<boolean> {
      const [row] = await tx<
        { sent: boolean }[]
      >`select exists (select 1 from outbox_mails where kind = 'hold_surge_office' and created_at > now() - interval '1 hour') as sent`;
      return row?.sent ?? false;
    },

    /** Website bookings of the last hour (the figure the flood alert gives the office). */
    async recentWebsiteHolds(): Promise<number> {
      const [row] = await tx<
        { n: number }[]
      >`select count(*)::int as n from reservations where channel = 'website' and created_at > now() - interval '1 hour'`;
      return row?.n ?? 0;
    },

    /** Flood-time holds whose office notice waits for the next digest (a hold already waiting stays as it is). */
    async holdForDigest(holds: readonly { reservationId: string; optionUntil: string }[]): Promise<void> {
      if (holds.length === 0) return;
      await tx`
        insert into office_hold_digest (reservation_id, option_until)
        select * from unnest(${holds.map((h) => h.reservationId)}::uuid[], ${holds.map((h) => h.optionUntil)}::timestamptz[])
        on conflict (reservation_id) do nothing`;
    },

    /** The holds no digest has listed yet, oldest first, locked until the caller's transaction ends. */
    waitingForDigest: () =>
      tx<{ reservationId: string; optionUntil: Date }[]>`
        select reservation_id, option_until from office_hold_digest where digest_outbox_id is null
        order by held_at, reservation_id for update`,

    async now(): Promise<Date> {
      const [row] = await tx<{ at: Date }[]>`select now() as at`;
      return row!.at;
    },

    /** The holds a digest listed, marked with its outbox row. */
    async listedIn(digestOutboxId: string, reservationIds: readonly string[]): Promise<void> {
      await tx`
        update office_hold_digest set digest_outbox_id = ${digestOutboxId}
        where reservation_id = any(${reservationIds as string[]}::uuid[])`;
    },
  };
}
