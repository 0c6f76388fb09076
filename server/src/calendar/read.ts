import type { OwnerScope } from '../boats/read.js';
import type { Db } from '../platform/db.js';
import { CalendarError } from './errors.js';
import { createCalendarRepository } from './repository.js';

/** For the panel counts: imported ranges flagged as clashing, on the boats the user may see. */
export const countIcalClashes = (db: Db, owner: OwnerScope): Promise<number> =>
  createCalendarRepository(db).clashCount(owner);

/** The boat's feed columns, if `owner` may see the boat; else `CalendarError.boatNotFound`. */
export async function calendarBoat(db: Db, boatId: number, owner: OwnerScope) {
  const boat = await createCalendarRepository(db).boatFeed(boatId, owner);
  if (!boat) throw CalendarError.boatNotFound(boatId);
  return boat;
}
