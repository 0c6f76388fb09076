import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Language } from '../../common/language.js';
import type { SqlPart } from '../../eventstore/statement.js';
import type { Db } from '../../platform/db.js';
import { insertLinkRow, reservationOfTokenHash, saveLink } from './links-repository.js';

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
  return insertLinkRow(reservationId, salt, tokenHash(token));
}

/** The reservation a number and token open together, or undefined (wrong, tampered or revoked token, or another number). */
export async function reservationOfLink(db: Db, reference: string, token: string): Promise<string | undefined> {
  if (!LINK_TOKEN.test(token)) return undefined;
  return reservationOfTokenHash(db, reference, tokenHash(token));
}

/** Revokes the reservation's link and issues a new one (or its first, for a reservation from before links). */
export async function renewLink(db: Db, links: ReservationLinks, reservationId: string): Promise<string> {
  const { salt, token } = links.issue(reservationId);
  await saveLink(db, reservationId, salt, tokenHash(token));
  return token;
}
