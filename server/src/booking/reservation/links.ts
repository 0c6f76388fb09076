import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Language } from '../../common/language.js';
import { part, type SqlPart } from '../../eventstore/statement.js';
import type { Db } from '../../platform/db.js';

/**
 * The visitor's signed link to their reservation page (`/rezervasyon/{number}?t=…`): the token is an
 * HMAC of the reservation id and a random salt under a key derived from the shared JWT key, so any
 * instance can write it into a mail again; the database keeps the salt and only the token's SHA-256,
 * which finds the reservation. The office revokes a link by giving the reservation a new salt.
 */
export interface ReservationLinks {
  /** A new salt for the reservation and its token (the token is not stored). */
  issue(reservationId: string): { salt: string; token: string };
  /** The token of the reservation's current salt. */
  token(reservationId: string, salt: string): string;
  /** The page's absolute address in the booking's language. */
  url(reference: string, language: Language, token: string): string;
}

export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** The tokens this module writes: 43 base64url characters. Anything else is not looked up. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function createReservationLinks(secret: string, siteUrl: string): ReservationLinks {
  const token = (reservationId: string, salt: string) =>
    createHmac('sha256', secret).update(`reservation-link\0${reservationId}\0${salt}`).digest('base64url');
  const origin = siteUrl.replace(/\/$/, '');
  return {
    token,
    issue(reservationId) {
      const salt = randomBytes(16).toString('base64url');
      return { salt, token: token(reservationId, salt) };
    },
    url: (reference, language, t) =>
      `${origin}${language === 'en' ? '/en/reservation' : '/rezervasyon'}/${encodeURIComponent(reference)}?t=${t}`,
  };
}

/** The link's row, a sub-statement of the booking's one statement (the same transaction as the booking). */
export function linkRow(links: ReservationLinks, reservationId: string): SqlPart {
  const { salt, token } = links.issue(reservationId);
  return part`insert into reservation_links (reservation_id, salt, token_hash)
              values (${reservationId}::uuid, ${salt}::text, ${tokenHash(token)}::bytea)`;
}

/** The reservation a number and token open together, or undefined (wrong, tampered or revoked token, or another number). */
export async function reservationOfLink(db: Db, reference: string, token: string): Promise<string | undefined> {
  if (!LINK_TOKEN.test(token)) return undefined;
  const [row] = await db<{ id: string }[]>`
    select l.reservation_id as id from reservation_links l join reservations r on r.id = l.reservation_id
    where l.token_hash = ${tokenHash(token)} and r.reference = ${reference}`;
  return row?.id;
}

/** Revokes the reservation's link and issues a new one (or its first, for a reservation from before links). */
export async function renewLink(db: Db, links: ReservationLinks, reservationId: string): Promise<string> {
  const { salt, token } = links.issue(reservationId);
  await db`
    insert into reservation_links (reservation_id, salt, token_hash) values (${reservationId}, ${salt}, ${tokenHash(token)})
    on conflict (reservation_id) do update set salt = excluded.salt, token_hash = excluded.token_hash, renewed_at = now()`;
  return token;
}

/** Revokes the reservation's link, issuing none: true when there was one. */
export async function revokeLink(db: Db, reservationId: string): Promise<boolean> {
  const rows = await db`delete from reservation_links where reservation_id = ${reservationId} returning reservation_id`;
  return rows.length > 0;
}

/** The current salts of these reservations (the mail reactor writes their links). */
export async function linkSalts(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ reservationId: string; salt: string }[]>`
    select reservation_id, salt from reservation_links where reservation_id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map((r) => [r.reservationId, r.salt]));
}
