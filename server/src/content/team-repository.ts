import type { Db } from '../platform/db.js';
import type { TeamMember } from './schemas.js';

export function createTeamRepository(db: Db) {
  const columns = db`id, name, title, photo, sort_order as "order"`;
  return {
    async list(): Promise<TeamMember[]> {
      return db<TeamMember[]>`select ${columns} from team_members order by sort_order, id`;
    },
    async insert(m: { name: string; title: string; photo: string | null }): Promise<TeamMember> {
      const [row] = await db<TeamMember[]>`
        insert into team_members (name, title, photo, sort_order)
        values (${m.name}, ${m.title}, ${m.photo}, (select coalesce(max(sort_order) + 1, 0) from team_members))
        returning ${columns}`;
      return row!;
    },
    async delete(id: number): Promise<boolean> {
      return (await db`delete from team_members where id = ${id} returning id`).length > 0;
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
