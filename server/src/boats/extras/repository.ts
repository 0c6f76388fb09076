import type { Db } from '../../platform/db.js';
import type { BoatExtra } from './schemas.js';

/** The columns a create or an update writes. */
export type ExtraValues = Omit<BoatExtra, 'id' | 'boatId'>;

export function createExtrasRepository(db: Db) {
  const columns = db`id, boat_id, name, name_en, price_minor, currency, unit, mandatory, max_quantity, position`;
  return {
    /** A boat's extras: mandatory first, then in the office's order. */
    async listForBoat(boatId: number): Promise<BoatExtra[]> {
      return db<BoatExtra[]>`
        select ${columns} from boat_extras where boat_id = ${boatId} order by mandatory desc, position, id`;
    },

    async findById(id: number): Promise<BoatExtra | undefined> {
      const [row] = await db<BoatExtra[]>`select ${columns} from boat_extras where id = ${id}`;
      return row;
    },

    async insert(boatId: number, v: ExtraValues): Promise<BoatExtra> {
      const [row] = await db<BoatExtra[]>`
        insert into boat_extras (boat_id, name, name_en, price_minor, currency, unit, mandatory, max_quantity, position)
        values (${boatId}, ${v.name}, ${v.nameEn}, ${v.priceMinor}, ${v.currency}, ${v.unit}, ${v.mandatory},
          ${v.maxQuantity}, ${v.position})
        returning ${columns}`;
      return row!;
    },

    async update(id: number, v: ExtraValues): Promise<BoatExtra> {
      const [row] = await db<BoatExtra[]>`
        update boat_extras set name = ${v.name}, name_en = ${v.nameEn}, price_minor = ${v.priceMinor},
          currency = ${v.currency}, unit = ${v.unit}, mandatory = ${v.mandatory}, max_quantity = ${v.maxQuantity},
          position = ${v.position}, updated_at = now()
        where id = ${id} returning ${columns}`;
      return row!;
    },

    async delete(id: number): Promise<void> {
      await db`delete from boat_extras where id = ${id}`;
    },
  };
}
