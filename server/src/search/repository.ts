import type { Currency, RatesInKurus } from '../common/money.js';
import { trFold } from '../common/turkish.js';
import type { Db } from '../platform/db.js';
import type { SearchOrder } from './schemas.js';

export type Listing = 'rent' | 'sale';

/** Search filters after validation; prices already converted to kuruş. */
export interface SearchFilters {
  skip: number;
  take: number;
  order: SearchOrder;
  marinaId?: number;
  typeId?: number;
  guests?: number;
  cabins?: number;
  lengthMin?: number;
  lengthMax?: number;
  minKurus?: number;
  maxKurus?: number;
  from?: string;
  to?: string;
}

export interface SearchRow {
  id: number;
  slug: string;
  name: string;
  thumbnail: string | null;
  typeName: string;
  marinaId: number;
  marinaName: string;
  lengthM: number;
  guestsDay: number;
  guestsNight: number;
  cabins: number;
  lowestAmountMinor: number | null;
  lowestCurrency: Currency | null;
  lowestKurus: number | null;
  salePriceMinor: number | null;
  saleCurrency: Currency | null;
  saleKurus: number | null;
  popular: boolean;
  boatOfMonth: boolean;
  ratingAverage: number | null;
  ratingCount: number;
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createSearchRepository(db: Db) {
  return {
    /**
     * Active boats whose folded name, marina or type contains the folded text (trigram GIN
     * index); only when that finds fewer than `limit`, boats that merely resemble it are added.
     */
    async typeahead(text: string, limit = 10): Promise<{ slug: string; name: string; thumbnail: string | null }[]> {
      const folded = trFold(text);
      const contains = `%${escapeLike(folded)}%`;
      const prefix = `${escapeLike(folded)}%`;
      const rows = await db<{ slug: string; name: string; thumbnail: string | null }[]>`
        select b.slug, b.name, b.thumbnail from boats b
        where b.active and b.search_text like tr_fold(${contains})
        order by (b.search_text like tr_fold(${prefix})) desc, b.name, b.id
        limit ${limit}`;
      if (rows.length >= limit || folded.length < 3) return rows;
      const seen = rows.map((r) => r.slug);
      const similar = await db<{ slug: string; name: string; thumbnail: string | null }[]>`
        select b.slug, b.name, b.thumbnail from boats b
        where b.active and tr_fold(${folded}) <% b.search_text and b.slug <> all(${seen}::text[])
        order by word_similarity(tr_fold(${folded}), b.search_text) desc, b.name, b.id
        limit ${limit - rows.length}`;
      return [...rows, ...similar];
    },

    async listing(kind: Listing, f: SearchFilters, rates: RatesInKurus): Promise<{ rows: SearchRow[]; total: number }> {
      const rateOf = (column: ReturnType<typeof db>) =>
        db`case ${column} when 'USD' then ${rates.USD}::bigint when 'EUR' then ${rates.EUR}::bigint
           when 'GBP' then ${rates.GBP}::bigint else 100::bigint end`;
      const window = f.from && f.to
        ? db`p.period && daterange(${f.from}::date, ${f.to}::date, '[)')`
        : db`upper(p.period) > current_date`;
      // The cheapest current (or, with dates, overlapping) period, compared in kuruş.
      const lowest = db`
        left join lateral (
          select p.daily_price_minor as amount_minor, p.currency, p.daily_price_minor * ${rateOf(db`p.currency`)} / 100 as kurus
          from boat_prices p where p.boat_id = b.id and ${window}
          order by 3, lower(p.period) limit 1
        ) lp on true`;
      const saleKurus = db`(b.sale_price_minor * ${rateOf(db`b.sale_currency`)} / 100)`;
      const price = kind === 'rent' ? db`lp.kurus` : saleKurus;
      const byPrice = f.order === 'price_asc' || f.order === 'price_desc';
      const needsPrice = kind === 'rent' && (byPrice || f.minKurus !== undefined || f.maxKurus !== undefined);

      let where = db`b.active and ${kind === 'rent' ? db`b.for_rent` : db`b.for_sale`}`;
      const and = (cond: ReturnType<typeof db>) => (where = db`${where} and ${cond}`);
      if (f.marinaId !== undefined) and(db`b.marina_id = ${f.marinaId}`);
      if (f.typeId !== undefined) and(db`b.boat_type_id = ${f.typeId}`);
      if (f.guests !== undefined) and(db`greatest(b.guests_day, b.guests_night) >= ${f.guests}`);
      if (f.cabins !== undefined) and(db`b.cabins >= ${f.cabins}`);
      if (f.lengthMin !== undefined) and(db`b.length_m >= ${f.lengthMin}`);
      if (f.lengthMax !== undefined) and(db`b.length_m <= ${f.lengthMax}`);
      if (f.minKurus !== undefined) and(db`${price} >= ${f.minKurus}`);
      if (f.maxKurus !== undefined) and(db`${price} <= ${f.maxKurus}`);
      if (f.from && f.to) {
        and(db`not exists (
          select 1 from occupancy o
          where o.boat_id = b.id and o.active and o.period && daterange(${f.from}::date, ${f.to}::date, '[)'))`);
      }
      const orders: Record<SearchOrder, ReturnType<typeof db>> = {
        boat_desc: db`b.created_at desc, b.id desc`,
        boat_asc: db`b.created_at asc, b.id asc`,
        price_asc: db`${price} asc nulls last, b.id desc`,
        price_desc: db`${price} desc nulls last, b.id desc`,
        popular: db`b.popular desc, b.display_order asc, b.created_at desc, b.id desc`,
      };

      // Page ids first (an index walk for the default order), the total beside it, then the
      // details of those ids only: no window function over every matching boat.
      const [ids, [count]] = await Promise.all([
        db<{ id: number }[]>`
          select b.id from boats b ${needsPrice ? lowest : db``}
          where ${where} order by ${orders[f.order]} offset ${f.skip} limit ${f.take}`,
        db<{ n: number }[]>`select count(*)::int as n from boats b ${needsPrice ? lowest : db``} where ${where}`,
      ]);
      const total = count?.n ?? 0;
      if (!ids.length) return { rows: [], total };
      const rows = await db<SearchRow[]>`
        select b.id, b.slug, b.name, b.thumbnail, t.name as type_name, b.marina_id, pl.name as marina_name,
          b.length_m::float8 as length_m, b.guests_day, b.guests_night, b.cabins,
          lp.amount_minor as lowest_amount_minor, lp.currency as lowest_currency, lp.kurus as lowest_kurus,
          b.sale_price_minor, b.sale_currency, ${saleKurus} as sale_kurus, b.popular, b.boat_of_month,
          r.rating_average, r.rating_count
        from unnest(${ids.map((r) => r.id)}::int[]) with ordinality as page(id, rn)
        join boats b on b.id = page.id
        join boat_types t on t.id = b.boat_type_id
        join places pl on pl.id = b.marina_id
        ${lowest}
        left join lateral (
          select round(avg(c.rating), 1)::float8 as rating_average, count(*)::int as rating_count
          from boat_comments c where c.boat_id = b.id and c.approved
        ) r on true
        order by page.rn`;
      return { rows, total };
    },

    async boatOptions() {
      const [marinas, boatTypes, [ranges]] = await Promise.all([
        db<{ id: number; name: string; kind: string; popular: boolean; count: number }[]>`
          select pl.id, pl.name, pl.kind, pl.popular, count(b.id)::int as count
          from places pl left join boats b on b.marina_id = pl.id and b.active
          group by pl.id order by pl.popular desc, pl.name, pl.id`,
        db<{ id: number; name: string; count: number }[]>`
          select t.id, t.name, count(b.id)::int as count
          from boat_types t left join boats b on b.boat_type_id = t.id and b.active
          group by t.id order by t.name, t.id`,
        db<{ maxGuests: number; maxCabins: number; lengthMin: number; lengthMax: number }[]>`
          select coalesce(max(greatest(guests_day, guests_night)), 0)::int as max_guests,
            coalesce(max(cabins), 0)::int as max_cabins,
            coalesce(min(length_m), 0)::float8 as length_min, coalesce(max(length_m), 0)::float8 as length_max
          from boats where active`,
      ]);
      return { marinas, boatTypes, ...ranges! };
    },
  };
}
