import { likePattern, type Db } from '../../platform/db.js';
import type { BoatType, BoatTypeListQuery } from './schemas.js';

type BoatTypeRow = Omit<BoatType, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toBoatType = (r: BoatTypeRow): BoatType => ({
  id: r.id,
  name: r.name,
  nameEn: r.nameEn,
  boatCount: r.boatCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function createBoatTypesRepository(db: Db) {
  return {
    async findById(id: number): Promise<BoatType | undefined> {
      const [row] = await db<BoatTypeRow[]>`
        select t.*, (select count(*) from boats b where b.boat_type_id = t.id)::int as boat_count
        from boat_types t where t.id = ${id}`;
      return row && toBoatType(row);
    },

    async list(q: BoatTypeListQuery): Promise<{ content: BoatType[]; total: number }> {
      const like = q.search ? likePattern(q.search) : null;
      const where = db`where (${like}::text is null or tr_fold(t.name) like tr_fold(${like}) or tr_fold(t.name_en) like tr_fold(${like}))`;
      const rows = await db<(BoatTypeRow & { total: number })[]>`
        select t.*, (select count(*) from boats b where b.boat_type_id = t.id)::int as boat_count, count(*) over () as total
        from boat_types t ${where} order by t.name, t.id offset ${q.skip} limit ${q.take}`;
      if (rows.length || q.skip === 0) return { content: rows.map(toBoatType), total: rows[0]?.total ?? 0 };
      const [c] = await db<{ n: number }[]>`select count(*) as n from boat_types t ${where}`;
      return { content: [], total: c?.n ?? 0 };
    },

    async all(): Promise<Pick<BoatType, 'id' | 'name' | 'nameEn'>[]> {
      return db<Pick<BoatType, 'id' | 'name' | 'nameEn'>[]>`
        select id, name, name_en from boat_types order by name, id`;
    },

    async insert(name: string, nameEn: string | null = null): Promise<BoatType> {
      const [row] = await db<{ id: number }[]>`
        insert into boat_types (name, name_en) values (${name}, ${nameEn}) returning id`;
      return (await this.findById(row!.id))!;
    },

    /** `nameEn` undefined keeps the English name; null clears it. */
    async update(id: number, name: string, nameEn?: string | null): Promise<BoatType | undefined> {
      const [row] = await db<{ id: number }[]>`
        update boat_types set name = ${name},
          name_en = case when ${nameEn !== undefined} then ${nameEn ?? null} else name_en end, updated_at = now()
        where id = ${id} returning id`;
      return row && this.findById(row.id);
    },

    /** Locks the row so no boat can take this type while it is being deleted. */
    async lockAndCountBoats(id: number): Promise<number | undefined> {
      const [row] = await db<{ id: number }[]>`select id from boat_types where id = ${id} for update`;
      if (!row) return undefined;
      const [c] = await db<{ n: number }[]>`select count(*) as n from boats where boat_type_id = ${id}`;
      return c?.n ?? 0;
    },

    async delete(id: number): Promise<void> {
      await db`delete from boat_types where id = ${id}`;
    },
  };
}
export type BoatTypesRepository = ReturnType<typeof createBoatTypesRepository>;
