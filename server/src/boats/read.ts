import type { Db } from '../platform/db.js';
import type { OwnerScope } from './repository.js';
import { createBoatTypesRepository } from './types-repository.js';

/** What other modules read of the boats module's tables (`boats`, `boat_types`, …), which it alone writes. */

/** The boats a user may see: `null` for every boat (ADMIN), else the OWNER's user id. */
export type { OwnerScope };

/**
 * The ids of the boats in `owner`'s scope, as a subquery for another module's statement
 * (`boat_id in (${boatIdsOf(db, owner)})`): the caller keeps one statement.
 */
export const boatIdsOf = (db: Db, owner: OwnerScope) => db`select id from boats where (${owner}::int is null or owner_id = ${owner})`;

/**
 * How many boats have the outer query's place as their marina: a scalar subquery for the places
 * module's statements, `placeId` naming the outer column (`'p.id'`), so its list stays one statement.
 */
export const boatCountAtPlace = (db: Db, placeId: string) => db`(select count(*) from boats at_place where at_place.marina_id = ${db(placeId)})`;

/** How many boats have `placeId` as their marina (a place with boats cannot be deleted). */
export async function countBoatsAtPlace(db: Db, placeId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*) as n from boats where marina_id = ${placeId}`;
  return row?.n ?? 0;
}

/** Every boat type by name (the public header and footer). */
export const allBoatTypes = (db: Db): Promise<{ id: number; name: string }[]> => createBoatTypesRepository(db).all();
