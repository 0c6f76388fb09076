import type { OwnerScope } from '../boats/read.js';
import type { Db } from '../platform/db.js';
import { createCalendarRepository } from './repository.js';

/** For the panel counts: imported ranges flagged as clashing, on the boats the user may see. */
export const countIcalClashes = (db: Db, owner: OwnerScope): Promise<number> =>
  createCalendarRepository(db).clashCount(owner);
