import type { Db } from '../../platform/db.js';
import type { BoatImage } from './schemas.js';

/** An image's row: the storage key its variants are kept under, where the API shows their addresses. */
export type ImageRow = Pick<BoatImage, 'id' | 'boatId' | 'position' | 'width' | 'height'> & {
  key: string;
  createdAt: Date;
};

export function createImagesRepository(db: Db) {
  return {
    async listForBoat(boatId: number): Promise<ImageRow[]> {
      return db<ImageRow[]>`select * from boat_images where boat_id = ${boatId} order by position, id`;
    },

    async listForBoats(boatIds: number[]): Promise<ImageRow[]> {
      if (!boatIds.length) return [];
      return db<
        ImageRow[]
      >`select * from boat_images where boat_id = any(${boatIds}::int[]) order by boat_id, position, id`;
    },

    async findById(id: number): Promise<ImageRow | undefined> {
      const [row] = await db<ImageRow[]>`select * from boat_images where id = ${id}`;
      return row;
    },

    async nextPosition(boatId: number): Promise<number> {
      const [row] = await db<
        { n: number }[]
      >`select coalesce(max(position) + 1, 0)::int as n from boat_images where boat_id = ${boatId}`;
      return row?.n ?? 0;
    },

    async insert(boatId: number, position: number, key: string, width: number, height: number): Promise<ImageRow> {
      const [row] = await db<ImageRow[]>`
        insert into boat_images (boat_id, position, key, width, height)
        values (${boatId}, ${position}, ${key}, ${width}, ${height}) returning *`;
      return row!;
    },

    async delete(id: number): Promise<void> {
      await db`delete from boat_images where id = ${id}`;
    },

    /** Positions 0..n-1 in the order of `ids`. */
    async reorder(boatId: number, ids: number[]): Promise<void> {
      await db`
        update boat_images i set position = o.position - 1
        from unnest(${ids}::int[]) with ordinality as o(id, position)
        where i.id = o.id and i.boat_id = ${boatId}`;
    },

    async first(boatId: number): Promise<ImageRow | undefined> {
      const [row] = await db<
        ImageRow[]
      >`select * from boat_images where boat_id = ${boatId} order by position, id limit 1`;
      return row;
    },
  };
}
