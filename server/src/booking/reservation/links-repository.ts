import { part, type SqlPart } from '../../eventstore/statement.js';
import type { Db } from '../../platform/db.js';

/** A link's row, a sub-statement of the booking's one statement (`linkRow`). */
export const insertLinkRow = (reservationId: string, salt: string, tokenHash: Buffer): SqlPart =>
  part`insert into reservation_links (reservation_id, salt, token_hash)
              values (${reservationId}::uuid, ${salt}::text, ${tokenHash}::bytea)`;

/** The reservation whose link has this token hash, if its number is `reference`. */
export async function reservationOfTokenHash(
  db: Db,
  reference: string,
  tokenHash: Buffer,
): Promise<string | undefined> {
  const [row] = await db<{ id: string }[]>`
    select l.reservation_id as id from reservation_links l join reservations r on r.id = l.reservation_id
    where l.token_hash = ${tokenHash} and r.reference = ${reference}`;
  return row?.id;
}

/** The reservation's link is now this salt's (a new one, or the first for a reservation from before links). */
export async function saveLink(db: Db, reservationId: string, salt: string, tokenHash: Buffer): Promise<void> {
  await db`
    insert into reservation_links (reservation_id, salt, token_hash) values (${reservationId}, ${salt}, ${tokenHash})
    on conflict (reservation_id) do update set salt = excluded.salt, token_hash = excluded.token_hash, renewed_at = now()`;
}

/** Revokes the reservation's link, issuing none: true when there was one. */
export async function revokeLink(db: Db, reservationId: string): Promise<boolean> {
  const rows = await db`delete from reservation_links where reservation_id = ${reservationId} returning reservation_id`;
  return rows.length > 0;
}
