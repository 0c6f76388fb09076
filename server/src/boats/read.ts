import { applied, type AppliedPolicy, type CancellationPolicy } from '../common/cancellation-policy.js';
import { part, type SqlPart } from '../eventstore/statement.js';
import type { Db } from '../platform/db.js';
import type { PricePeriod } from './price-schemas.js';
import { createPricesRepository } from './prices/repository.js';
import { createExtrasRepository } from './extras/repository.js';
import type { BoatExtra } from './extras/schemas.js';
import { createPublicBoatsRepository, type BookableBoat } from './page/repository.js';
import { createBoatsRepository, type BoatRecord } from './boat/repository.js';
import type { Boat } from './boat/schemas.js';
import type { OwnerScope } from './owner-scope.js';
import type { BoatType } from './types/schemas.js';
import { createBoatTypesRepository } from './types/repository.js';

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
export const allBoatTypes = (db: Db): Promise<Pick<BoatType, 'id' | 'name' | 'nameEn'>[]> =>
  createBoatTypesRepository(db).all();

export type { BookableBoat };

/** A boat by id within the caller's scope (ADMIN: every boat, OWNER: their own). */
export const findBoat = (db: Db, id: number, owner: OwnerScope): Promise<BookableBoat | undefined> =>
  createBoatsRepository(db).findById(id, owner);

/**
 * A boat's whole record (type and marina names, in Turkish and English, its papers), for the charter
 * contract; any boat, active or not.
 */
export const boatRecord = (db: Db, id: number): Promise<BoatRecord | undefined> => createBoatsRepository(db).record(id);

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

/** Whether a boat takes the balance on board (`boats.balance_on_board`); false for no such boat. */
export async function balanceOnBoardOf(db: Db, boatId: number): Promise<boolean> {
  const [row] = await db<{ onBoard: boolean }[]>`select balance_on_board as on_board from boats where id = ${boatId}`;
  return row?.onBoard ?? false;
}

/** The boats columns other modules may join (`join ${readableBoats(db)} b on b.id = …`). */
export const readableBoats = (db: Db) =>
  db`(select id, name, slug, owner_id, active, for_rent, ical_url, balance_on_board from boats)`;

/** The id of the active, rentable boat `slug` as a scalar subquery (null when there is none), for a statement of `statement.ts` parts. */
export const rentableBoatIdBySlug = (slug: string): SqlPart =>
  part`(select id from boats where slug = ${slug}::text and active and for_rent)`;

/** The caller's boats (or the one asked for) with their calendar URL, by name. */
export function boatsWithCalendar(db: Db, owner: OwnerScope, boatId?: number) {
  return db<Pick<Boat, 'id' | 'name' | 'slug' | 'active' | 'icalUrl'>[]>`
    select b.id, b.name, b.slug, b.active, b.ical_url from boats b
    where (${owner}::int is null or b.owner_id = ${owner}) and (${boatId ?? null}::int is null or b.id = ${boatId ?? null}) order by b.name, b.id`;
}

/** How many boats the caller sees. */
export const countBoats = (db: Db, owner: OwnerScope): Promise<number> => createBoatsRepository(db).count(owner);

/** What the fleet grid may filter its boats by (each given one narrows the list). */
export interface FleetFilter {
  marinaId?: number;
  typeId?: number;
  ownerId?: number;
  /** At least this many guests (the larger of the day and night capacities, as the public search). */
  guests?: number;
}

/**
 * The rentable boats of `owner`'s scope that pass `filter`, with their marina, type and owner names,
 * as a relation for another module's statement (`from ${fleetBoats(...)} f`): the booking core's fleet
 * grid joins each boat's occupancy to it in one statement. Columns: id, name, active, capacity,
 * marina_id, marina_name, type_id, type_name, owner_id, owner_name.
 */
export const fleetBoats = (db: Db, owner: OwnerScope, filter: FleetFilter) => db`(
  select b.id, b.name, b.active, greatest(b.guests_day, b.guests_night) as capacity,
    b.marina_id, m.name as marina_name, b.boat_type_id as type_id, t.name as type_name,
    b.owner_id, u.first_name || ' ' || u.last_name as owner_name
  from boats b join places m on m.id = b.marina_id join boat_types t on t.id = b.boat_type_id
    join users u on u.id = b.owner_id
  where b.for_rent and (${owner}::int is null or b.owner_id = ${owner})
    ${filter.marinaId === undefined ? db`` : db`and b.marina_id = ${filter.marinaId}`}
    ${filter.typeId === undefined ? db`` : db`and b.boat_type_id = ${filter.typeId}`}
    ${filter.ownerId === undefined ? db`` : db`and b.owner_id = ${filter.ownerId}`}
    ${filter.guests === undefined ? db`` : db`and greatest(b.guests_day, b.guests_night) >= ${filter.guests}`})`;

/**
 * The marinas, types and owners of the rentable boats in `owner`'s scope (the fleet grid's filter
 * choices), each by name, as a scalar subquery giving `{marinas, types, owners}` as JSON (each a list
 * of `{id, name}`), for another module's statement.
 */
export const fleetChoices = (db: Db, owner: OwnerScope) => db`(
  with mine as (select marina_id, boat_type_id, owner_id from boats where for_rent and (${owner}::int is null or owner_id = ${owner}))
  select json_build_object(
    'marinas', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name, p.id)
      from places p where p.id in (select marina_id from mine)), '[]'::json),
    'types', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id)
      from boat_types t where t.id in (select boat_type_id from mine)), '[]'::json),
    'owners', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)
      order by u.first_name || ' ' || u.last_name, u.id) from users u where u.id in (select owner_id from mine)), '[]'::json)))`;

/** Boat types without an English name, and boats whose description, rules or equipment has no English. */
export async function untranslatedCatalog(db: Db) {
  const [boatTypes, boats] = await Promise.all([
    db<{ id: number; name: string }[]>`select id, name from boat_types where name_en is null order by name, id`,
    db<{ id: number; name: string }[]>`
      select id, name from boats
      where (btrim(description) <> '' and description_en is null) or (btrim(rules) <> '' and rules_en is null)
        or (cardinality(equipment) > 0 and equipment_en is null)
      order by name, id`,
  ]);
  return { boatTypes, boats };
}

/** A boat's priced extras (mandatory first, then in the office's order), for quotes and bookings. */
export const extrasOf = (db: Db, boatId: number): Promise<BoatExtra[]> =>
  createExtrasRepository(db).listForBoat(boatId);
export type { BoatExtra };
