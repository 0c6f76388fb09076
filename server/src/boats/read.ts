import { applied, type AppliedPolicy, type CancellationPolicy } from '../common/cancellation-policy.js';
import { part, type SqlPart } from '../eventstore/statement.js';
import type { Db } from '../platform/db.js';
import type { PricePeriod } from './price-schemas.js';
import { createPricesRepository } from './prices-repository.js';
import { createPublicBoatsRepository, type BookableBoat } from './public-repository.js';
import { createBoatsRepository, type OwnerScope } from './repository.js';
import { createBoatTypesRepository } from './types-repository.js';

/**
 * What other modules read of the boats module's tables (`boats`, `boat_prices`, `boat_types`, …), which
 * it alone writes. The booking core joins a boat's name or owner in its own statements through
 * `readableBoats` (a relation of the columns it may read, which PostgreSQL flattens into the query:
 * the plan is the one of a direct join).
 */

/** The boats a user may see: `null` for every boat (ADMIN), else the OWNER's user id. */
export type { OwnerScope };

/**
 * The ids of the boats in `owner`'s scope, as a subquery for another module's statement
 * (`boat_id in (${boatIdsOf(db, owner)})`): the caller keeps one statement.
 */
export const boatIdsOf = (db: Db, owner: OwnerScope) =>
  db`select id from boats where (${owner}::int is null or owner_id = ${owner})`;

/**
 * How many boats have the outer query's place as their marina: a scalar subquery for the places
 * module's statements, `placeId` naming the outer column (`'p.id'`), so its list stays one statement.
 */
export const boatCountAtPlace = (db: Db, placeId: string) =>
  db`(select count(*) from boats at_place where at_place.marina_id = ${db(placeId)})`;

/** How many boats have `placeId` as their marina (a place with boats cannot be deleted). */
export async function countBoatsAtPlace(db: Db, placeId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*) as n from boats where marina_id = ${placeId}`;
  return row?.n ?? 0;
}

/** Every boat type by name (the public header and footer). */
export const allBoatTypes = (db: Db): Promise<{ id: number; name: string }[]> => createBoatTypesRepository(db).all();

export type { BookableBoat };

/** A boat by id within the caller's scope (ADMIN: every boat, OWNER: their own). */
export const findBoat = (db: Db, id: number, owner: OwnerScope): Promise<BookableBoat | undefined> =>
  createBoatsRepository(db).findById(id, owner);

/** An active boat by its slug. */
export const findActiveBoatBySlug = (db: Db, slug: string): Promise<BookableBoat | undefined> =>
  createPublicBoatsRepository(db).bookableBySlug(slug);

/** A boat's own cancellation policy (null: the settings' default applies). */
export const cancellationPolicyOf = (db: Db, boatId: number): Promise<CancellationPolicy | null> =>
  createBoatsRepository(db).cancellationPolicy(boatId);

/**
 * The policy that applies to a boat now: its own, else `fallback`, the settings' default (read by the
 * caller: the settings module reads boats, so boats does not read settings).
 */
export async function appliedCancellationPolicy(
  db: Db,
  boatId: number,
  fallback: CancellationPolicy | Promise<CancellationPolicy>,
): Promise<AppliedPolicy> {
  const [own, other] = await Promise.all([cancellationPolicyOf(db, boatId), fallback]);
  return applied(own, other);
}

/** A boat's seasonal price periods, in date order. */
export const pricePeriodsOf = (db: Db, boatId: number): Promise<PricePeriod[]> =>
  createPricesRepository(db).listForBoat(boatId);

/** The boats columns other modules may join (`join ${readableBoats(db)} b on b.id = …`). */
export const readableBoats = (db: Db) => db`(select id, name, slug, owner_id, active, for_rent, ical_url from boats)`;

/** The id of the active, rentable boat `slug` as a scalar subquery (null when there is none), for a statement of `statement.ts` parts. */
export const rentableBoatIdBySlug = (slug: string): SqlPart =>
  part`(select id from boats where slug = ${slug}::text and active and for_rent)`;

/** The caller's boats (or the one asked for) with their calendar URL, by name. */
export function boatsWithCalendar(db: Db, owner: OwnerScope, boatId?: number) {
  return db<{ id: number; name: string; slug: string; active: boolean; icalUrl: string | null }[]>`
    select b.id, b.name, b.slug, b.active, b.ical_url from boats b
    where (${owner}::int is null or b.owner_id = ${owner}) and (${boatId ?? null}::int is null or b.id = ${boatId ?? null}) order by b.name, b.id`;
}

/** How many boats the caller sees. */
export const countBoats = (db: Db, owner: OwnerScope): Promise<number> => createBoatsRepository(db).count(owner);
