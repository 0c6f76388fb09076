import type { Db } from '../platform/db.js';

export interface TeamRow {
  id: number;
  name: string;
  title: string;
  /** A hand-given address (http(s) or uploads path). */
  photo: string | null;
  /** Storage key of an uploaded photo's WebP variants; wins over `photo`. */
  photoKey: string | null;
  order: number;
}

export function createTeamRepository(db: Db) {
  const columns = db`id, name, title, photo, photo_key, sort_order as "order"`;
  return {
    async list(): Promise<TeamRow[]> {
      return db<TeamRow[]>`select ${columns} from team_members order by sort_order, id`;
    },
    async find(id: number): Promise<TeamRow | undefined> {
      const [row] = await db<TeamRow[]>`select ${columns} from team_members where id = ${id}`;
      return row;
    },
    async insert(m: { name: string; title: string; photo: string | null }): Promise<TeamRow> {
      const [row] = await db<TeamRow[]>`
        insert into team_members (name, title, photo, sort_order)
        values (${m.name}, ${m.title}, ${m.photo}, (select coalesce(max(sort_order) + 1, 0) from team_members))
        returning ${columns}`;
      return row!;
    },
    /** Points the member at an uploaded photo and drops a hand-given address; answers the previous key. */
    async setPhotoKey(id: number, key: string): Promise<{ previousKey: string | null; row: TeamRow } | undefined> {
      const [current] = await db<
        { photoKey: string | null }[]
      >`select photo_key from team_members where id = ${id} for update`;
      if (!current) return undefined;
      const [row] = await db<
        TeamRow[]
      >`update team_members set photo_key = ${key}, photo = null where id = ${id} returning ${columns}`;
      return { previousKey: current.photoKey, row: row! };
    },
    /** Answers the deleted row (for its files), or undefined. */
    async delete(id: number): Promise<TeamRow | undefined> {
      const [row] = await db<TeamRow[]>`delete from team_members where id = ${id} returning ${columns}`;
      return row;
    },
    /** Locks every member so two reorders cannot interleave. */
    async lockAllIds(): Promise<number[]> {
      const rows = await db<{ id: number }[]>`select id from team_members order by id for update`;
      return rows.map((r) => r.id);
    },
    async setOrder(ids: number[]): Promise<void> {
      await db`
        update team_members t set sort_order = o.ord - 1
        from unnest(${ids}::int[]) with ordinality as o(id, ord) where t.id = o.id`;
    },
  };
}
