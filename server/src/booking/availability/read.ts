import { boatsWithCalendar, readableBoats } from '../../boats/read.js';
import { addDays } from '../../common/dates.js';
import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { NotFound } from '../errors.js';
import type { BlockKind } from './events.js';

/** A block as the API shows it (`endDate` the last closed day, inclusive). */
export interface BoatDate {
  id: string;
  startDate: string;
  endDate: string;
  kind: BlockKind;
  note: string | null;
  uid: string | null;
}

/** A block of a boat the caller may see, as stored ([start, end)), or a 404. */
export async function findBlock(db: Db, id: string, owner: OwnerScope): Promise<{ boatId: number } & BoatDate> {
  const [row] = await db<({ boatId: number } & BoatDate)[]>`
    select d.id, d.boat_id, d.start_date::text, d.end_date::text, d.kind, d.note, d.uid
    from boat_dates d join ${readableBoats(db)} b on b.id = d.boat_id where d.id = ${id} and (${owner}::int is null or b.owner_id = ${owner})`;
  if (!row) throw new NotFound('Tarih kaydı bulunamadı.');
  return row;
}

/** A block as the API shows it. */
export async function getBlock(db: Db, id: string, owner: OwnerScope): Promise<{ boatId: number } & BoatDate> {
  const row = await findBlock(db, id, owner);
  return { ...row, endDate: addDays(row.endDate, -1) };
}

/** The caller's boats (or one) with their blocks (the `boat_dates` read model). */
export async function boatsWithDates(db: Db, owner: OwnerScope, boatId?: number) {
  const boats = await boatsWithCalendar(db, owner, boatId);
  const dates = await db<({ boatId: number } & BoatDate)[]>`
    select d.id, d.boat_id, d.start_date::text, d.end_date::text, d.kind, d.note, d.uid from boat_dates d
    where d.boat_id = any(${boats.map((b) => b.id)}::int[]) order by d.start_date`;
  return boats.map((b) => ({
    ...b,
    dates: dates
      .filter((d) => d.boatId === b.id)
      .map(({ boatId: _b, ...d }) => ({ ...d, endDate: addDays(d.endDate, -1) })),
  }));
}
