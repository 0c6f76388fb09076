import { readableBoats } from '../../boats/read.js';
import { addDays } from '../../common/dates.js';
import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { NotFound } from '../errors.js';
import type { ClosingKind } from './events.js';

export interface Closing {
  id: string;
  boat: { id: number; name: string };
  startDate: string;
  endDate: string;
  kind: ClosingKind;
  note: string | null;
  status: 'active' | 'removed';
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface ClosingFilters {
  skip: number;
  take: number;
  status?: 'active' | 'removed';
  boat_id?: number;
  started_at?: string;
  finished_at?: string;
  created_at?: string;
}

interface ClosingRow {
  id: string;
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  kind: ClosingKind;
  note: string | null;
  status: 'active' | 'removed';
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** API dates are inclusive (the last closed day); the domain keeps [start, end). */
const toClosing = (r: ClosingRow): Closing => ({
  id: r.id,
  boat: { id: r.boatId, name: r.boatName },
  startDate: r.startDate,
  endDate: addDays(r.endDate, -1),
  kind: r.kind,
  note: r.note,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

const scope = (db: Db, owner: OwnerScope) => db`(${owner}::int is null or b.owner_id = ${owner})`;
const select = (db: Db) => db`
  select k.id, k.boat_id, b.name as boat_name, k.start_date::text, k.end_date::text, k.kind, k.note, k.status,
    k.created_at, k.updated_at, k.version
  from closings k join ${readableBoats(db)} b on b.id = k.boat_id`;

/** The closing the caller may see (the `closings` read model), or a 404. */
export async function getClosing(db: Db, id: string, owner: OwnerScope): Promise<Closing> {
  const [row] = await db<ClosingRow[]>`${select(db)} where k.id = ${id} and ${scope(db, owner)}`;
  if (!row) throw new NotFound('Kapatma kaydı bulunamadı.');
  return toClosing(row);
}

export async function listClosings(
  db: Db,
  f: ClosingFilters,
  owner: OwnerScope,
): Promise<{ content: Closing[]; total: number }> {
  const where = db`
    where ${scope(db, owner)}
      and (${f.status ?? null}::text is null or k.status = ${f.status ?? null})
      and (${f.boat_id ?? null}::int is null or k.boat_id = ${f.boat_id ?? null})
      and (${f.started_at ?? null}::date is null or k.start_date >= ${f.started_at ?? null}::date)
      and (${f.finished_at ?? null}::date is null or k.end_date <= ${f.finished_at ?? null}::date + 1)
      and (${f.created_at ?? null}::date is null or k.created_at >= ${f.created_at ?? null}::date)`;
  const rows = await db<
    ClosingRow[]
  >`${select(db)} ${where} order by k.start_date desc, k.id offset ${f.skip} limit ${f.take}`;
  const [count] = await db<
    { n: number }[]
  >`select count(*) as n from closings k join ${readableBoats(db)} b on b.id = k.boat_id ${where}`;
  return { content: rows.map(toClosing), total: count?.n ?? 0 };
}
