import { boatCountAtPlace, countBoatsAtPlace } from '../boats/read.js';
import { likePattern, type Db } from '../platform/db.js';
import type { Marina, MarinaListQuery } from './schemas.js';

interface PlaceRow {
  id: number;
  name: string;
  nameEn: string | null;
  kind: 'marina' | 'district';
  city: string | null;
  description: string | null;
  popular: boolean;
  boatCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const toMarina = (r: PlaceRow): Marina => ({
  id: r.id,
  name: r.name,
  nameEn: r.nameEn,
  kind: r.kind,
  city: r.city,
  description: r.description,
  popular: r.popular,
  boatCount: r.boatCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export interface PlaceValues {
  name: string;
  /** Undefined on an update keeps the English name. */
  nameEn?: string | null;
  kind: 'marina' | 'district';
  city: string | null;
  description: string | null;
  popular: boolean;
}

export function createPlacesRepository(db: Db) {
  const select = db`
    select p.*, ${boatCountAtPlace(db, 'p.id')}::int as boat_count from places p`;
  return {
    async findById(id: number): Promise<Marina | undefined> {
      const [row] = await db<PlaceRow[]>`${select} where p.id = ${id}`;
      return row && toMarina(row);
    },

    async list(q: MarinaListQuery): Promise<{ content: Marina[]; total: number }> {
      const like = q.search ? likePattern(q.search) : null;
      const rows = await db<(PlaceRow & { total: number })[]>`
        select p.*, ${boatCountAtPlace(db, 'p.id')}::int as boat_count, count(*) over () as total
        from places p
        where (${q.kind ?? null}::text is null or p.kind = ${q.kind ?? null})
          and (${q.popular ?? null}::boolean is null or p.popular = ${q.popular ?? null})
          and (${like}::text is null or tr_fold(p.name) like tr_fold(${like}))
        order by p.popular desc, p.name, p.id offset ${q.skip} limit ${q.take}`;
      return { content: rows.map(toMarina), total: rows[0]?.total ?? (await this.count(q)) };
    },

    async count(q: MarinaListQuery): Promise<number> {
      const like = q.search ? likePattern(q.search) : null;
      const [row] = await db<{ n: number }[]>`
        select count(*) as n from places p
        where (${q.kind ?? null}::text is null or p.kind = ${q.kind ?? null})
          and (${q.popular ?? null}::boolean is null or p.popular = ${q.popular ?? null})
          and (${like}::text is null or tr_fold(p.name) like tr_fold(${like}))`;
      return row?.n ?? 0;
    },

    /** Popular places for the footer. */
    async popular(): Promise<{ id: number; name: string; nameEn: string | null }[]> {
      return db<{ id: number; name: string; nameEn: string | null }[]>`
        select id, name, name_en from places where popular order by name, id`;
    },

    async insert(v: PlaceValues): Promise<Marina> {
      const [row] = await db<{ id: number }[]>`
        insert into places (name, name_en, kind, city, description, popular)
        values (${v.name}, ${v.nameEn ?? null}, ${v.kind}, ${v.city}, ${v.description}, ${v.popular}) returning id`;
      return (await this.findById(row!.id))!;
    },

    async update(id: number, v: PlaceValues): Promise<Marina | undefined> {
      const [row] = await db<{ id: number }[]>`
        update places set name = ${v.name},
          name_en = case when ${v.nameEn !== undefined} then ${v.nameEn ?? null} else name_en end, kind = ${v.kind}, city = ${v.city}, description = ${v.description},
          popular = ${v.popular}, updated_at = now()
        where id = ${id} returning id`;
      return row && this.findById(row.id);
    },

    /** Locks the row so no boat can be moved onto it while it is being deleted. */
    async lockAndCountBoats(id: number): Promise<number | undefined> {
      const [row] = await db<{ id: number }[]>`select id from places where id = ${id} for update`;
      if (!row) return undefined;
      return countBoatsAtPlace(db, id);
    },

    async delete(id: number): Promise<void> {
      await db`delete from places where id = ${id}`;
    },
  };
}
export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
