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

/** Every boat type by name (the public header and footer). */
export const allBoatTypes = (db: Db): Promise<{ id: number; name: string }[]> => createBoatTypesRepository(db).all();
