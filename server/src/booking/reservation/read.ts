import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { createReservationsReadRepository } from './read-repository.js';
import type { ExtraLine } from '../pricing.js';
import type { ReservationListQuery } from './office-schemas.js';
import type { Reservation } from './schemas.js';

/** What other modules read of the reservation read model (`reservations`, `payments`, `customers`), which booking alone writes. */

/** A reservation as the panel shows it, within the caller's scope (ADMIN: every one, OWNER: their boats'). */
export const findReservation = (db: Db, id: string, owner: OwnerScope): Promise<Reservation | undefined> =>
  createReservationsReadRepository(db).get(id, owner);

/** A page of the office's reservation list (`GET /v1/admin/reservations`), within the caller's scope. */
export const listReservations = (
  db: Db,
  q: ReservationListQuery,
  owner: OwnerScope,
  today: string,
): ReturnType<ReturnType<typeof createReservationsReadRepository>['list']> =>
  createReservationsReadRepository(db).list(q, owner, today);

/** Several reservations by id, in one statement (the mail reactor's batch). */
export const reservationsByIds = (db: Db, ids: readonly string[]): Promise<Map<string, Reservation>> =>
  createReservationsReadRepository(db).getMany(ids);

/** The extras of each reservation (its quote's lines; none on a quote from before extras), for the iCal export. */
export async function extrasOfReservations(db: Db, ids: readonly string[]): Promise<Map<string, ExtraLine[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ id: string; extras: ExtraLine[] | null }[]>`
    select id, quote -> 'extras' as extras from reservations where id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map((r) => [r.id, r.extras ?? []]));
}

/** The current salts of these reservations (the mail reactor writes their links: `services.ts` gives it them). */
export async function linkSalts(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ reservationId: string; salt: string }[]>`
    select reservation_id, salt from reservation_links where reservation_id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map((r) => [r.reservationId, r.salt]));
}

/** What is said of a reservation outside the office: its number, boat, days and channel; nothing personal. */
export interface ReservationSummary {
  id: string;
  reference: string;
  boatId: number;
  start: string;
  end: string;
  channel: string;
  /** The partner whose key booked it (channel `partner`), else null. */
  partnerId: string | null;
}

/** Several reservations' summaries by id, in one statement (the webhook dispatcher's batch). */
export async function reservationSummaries(db: Db, ids: readonly string[]): Promise<Map<string, ReservationSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db<ReservationSummary[]>`
    select id, reference, boat_id, start_date::text as start, end_date::text as end, channel,
      partner_id::text as partner_id
    from reservations where id = any(${ids as string[]}::uuid[])`;
  return new Map(rows.map((r) => [r.id, r]));
}
