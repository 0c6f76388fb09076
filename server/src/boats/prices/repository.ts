import type { Db } from '../../platform/db.js';
import type { PricePeriod } from '../price-schemas.js';

/** The columns a create or an update writes (both dates inclusive). */
export type PriceValues = Omit<PricePeriod, 'id' | 'boatId'>;

export function createPricesRepository(db: Db) {
  const columns = db`
    id, boat_id, lower(period)::text as start_date, (upper(period) - 1)::text as end_date, daily_price_minor,
    currency, min_days, note`;
  return {
    async listForBoat(boatId: number): Promise<PricePeriod[]> {
      return db<PricePeriod[]>`select ${columns} from boat_prices where boat_id = ${boatId} order by lower(period)`;
    },

    async findById(id: number): Promise<PricePeriod | undefined> {
      const [row] = await db<PricePeriod[]>`select ${columns} from boat_prices where id = ${id}`;
      return row;
    },

    /** The first period of the boat that overlaps [start, end] (both inclusive), other than `exceptId`. */
    async firstOverlap(
      boatId: number,
      start: string,
      end: string,
      exceptId: number | null,
    ): Promise<PricePeriod | undefined> {
      const [row] = await db<PricePeriod[]>`
        select ${columns} from boat_prices
        where boat_id = ${boatId} and period && daterange(${start}::date, ${end}::date, '[]')
          and (${exceptId}::int is null or id <> ${exceptId})
        order by lower(period) limit 1`;
      return row;
    },

    async insert(boatId: number, v: PriceValues): Promise<PricePeriod> {
      const [row] = await db<PricePeriod[]>`
        insert into boat_prices (boat_id, period, daily_price_minor, currency, min_days, note)
        values (${boatId}, daterange(${v.startDate}::date, ${v.endDate}::date, '[]'), ${v.dailyPriceMinor}, ${v.currency},
          ${v.minDays}, ${v.note})
        returning ${columns}`;
      return row!;
    },

    async update(id: number, v: PriceValues): Promise<PricePeriod> {
      const [row] = await db<PricePeriod[]>`
        update boat_prices set period = daterange(${v.startDate}::date, ${v.endDate}::date, '[]'),
          daily_price_minor = ${v.dailyPriceMinor}, currency = ${v.currency}, min_days = ${v.minDays}, note = ${v.note},
          updated_at = now()
        where id = ${id} returning ${columns}`;
      return row!;
    },

    async delete(id: number): Promise<void> {
      await db`delete from boat_prices where id = ${id}`;
    },
  };
}
