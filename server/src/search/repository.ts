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

/** Rows walked past the page to count: totals up to this far beyond the page are exact. */
export const COUNT_AHEAD = 200;

type Fragment = ReturnType<Db>;
const CURRENCIES: readonly Currency[] = ['TRY', 'USD', 'EUR', 'GBP'];

/** An amount in minor units of a currency as kuruş at the given rates (integer division, as `toKurus`). */
function kurusOf(db: Db, rates: RatesInKurus, amount: Fragment, currency: Fragment): Fragment {
  return db`(${amount} * case ${currency} when 'USD' then ${rates.USD}::bigint when 'EUR' then ${rates.EUR}::bigint
    when 'GBP' then ${rates.GBP}::bigint else 100::bigint end / 100)`;
}

/**
 * The smallest and largest amounts in minor units of a currency whose kuruş value (`floor(m * rate / 100)`)
 * lies within [minKurus, maxKurus]: the price filter as a range of the per-currency price index.
 */
export function minorBounds(rate: number, minKurus?: number, maxKurus?: number): { min?: string; max?: string } {
  const r = BigInt(rate);
  return {
    ...(minKurus === undefined ? {} : { min: ((BigInt(minKurus) * 100n + r - 1n) / r).toString() }),
    ...(maxKurus === undefined ? {} : { max: ((BigInt(maxKurus + 1) * 100n - 1n) / r).toString() }),
  };
}

/**
 * The ids of every matching boat in the listing's order, at most `limit` of them. Each order walks
 * an index in that order and stops at `limit`: boats by creation (`boats_*_created_idx`), popularity
 * (`boats_*_popular_idx`), or, for price orders, the per-currency price indexes merged by their value
 * in kuruş. Filters are checked on the rows walked (dates: one probe of the occupancy exclusion index
 * per boat; a rental price range: one probe of the boat's prices).
 */
async function orderedIds(db: Db, kind: Listing, f: SearchFilters, rates: RatesInKurus, limit: number): Promise<number[]> {
  const dates = f.from && f.to ? db`daterange(${f.from}::date, ${f.to}::date, '[)')` : undefined;
  // The prices that count for a boat: those overlapping the dates, or without dates every current or later one.
  const inWindow = (alias: 'p' | 'q') =>
    alias === 'p'
      ? dates ? db`p.period && ${dates}` : db`upper(p.period) > current_date`
      : dates ? db`q.period && ${dates}` : db`upper(q.period) > current_date`;

  let where = db`b.active and ${kind === 'rent' ? db`b.for_rent` : db`b.for_sale`}`;
  const and = (cond: Fragment) => (where = db`${where} and ${cond}`);
  if (f.marinaId !== undefined) and(db`b.marina_id = ${f.marinaId}`);
  if (f.typeId !== undefined) and(db`b.boat_type_id = ${f.typeId}`);
  if (f.guests !== undefined) and(db`greatest(b.guests_day, b.guests_night) >= ${f.guests}`);
  if (f.cabins !== undefined) and(db`b.cabins >= ${f.cabins}`);
  if (f.lengthMin !== undefined) and(db`b.length_m >= ${f.lengthMin}`);
  if (f.lengthMax !== undefined) and(db`b.length_m <= ${f.lengthMax}`);
  if (dates) and(db`not exists (select 1 from occupancy o where o.boat_id = b.id and o.active and o.period && ${dates})`);
  const priced = f.minKurus !== undefined || f.maxKurus !== undefined;
  const byPrice = f.order === 'price_asc' || f.order === 'price_desc';
  const direction = f.order === 'price_desc' ? db`desc` : db`asc`;

  if (!byPrice) {
    if (priced) {
      const price =
        kind === 'rent'
          ? db`(select min(${kurusOf(db, rates, db`q.daily_price_minor`, db`q.currency`)}) from boat_prices q where q.boat_id = b.id and ${inWindow('q')})`
          : kurusOf(db, rates, db`b.sale_price_minor`, db`b.sale_currency`);
      if (f.minKurus !== undefined) and(db`${price} >= ${f.minKurus}`);
      if (f.maxKurus !== undefined) and(db`${price} <= ${f.maxKurus}`);
    }
    const order =
      f.order === 'boat_asc'
        ? db`b.created_at asc, b.id asc`
        : f.order === 'popular'
          ? db`b.popular desc, b.display_order asc, b.created_at desc, b.id desc`
          : db`b.created_at desc, b.id desc`;
    const rows = await db<{ id: number }[]>`select b.id from boats b where ${where} order by ${order} limit ${limit}`;
    return rows.map((r) => r.id);
  }

  // Price orders: each currency's prices walked in amount order (the same order as in kuruş while every
  // rate is at least 1 TL, so one index per currency serves whatever the rates are), merged by kuruş.
  const strict = CURRENCIES.every((c) => rates[c] >= 100);
  const children = CURRENCIES.map((currency) => {
    const bounds = minorBounds(rates[currency], f.minKurus, f.maxKurus);
    if (kind === 'sale') {
      const kurus = kurusOf(db, rates, db`b.sale_price_minor`, db`b.sale_currency`);
      const amountOrder = strict ? db`b.sale_price_minor ${direction}` : db`${kurus} ${direction}`;
      return db`(select b.id, ${kurus} as kurus from boats b
        where ${where} and b.sale_currency = ${currency}
          ${bounds.min === undefined ? db`` : db`and b.sale_price_minor >= ${bounds.min}::bigint`}
          ${bounds.max === undefined ? db`` : db`and b.sale_price_minor <= ${bounds.max}::bigint`}
        order by ${amountOrder}, b.id desc limit ${limit})`;
    }
    const kurus = kurusOf(db, rates, db`p.daily_price_minor`, db`p.currency`);
    const amountOrder = strict ? db`p.daily_price_minor ${direction}` : db`${kurus} ${direction}`;
    // Only a boat's lowest price in the window (the one its card shows) takes part: no cheaper one, and
    // none as cheap that starts earlier.
    return db`(select p.boat_id as id, ${kurus} as kurus from boat_prices p join boats b on b.id = p.boat_id
      where p.currency = ${currency} and ${inWindow('p')} and ${where}
        ${bounds.min === undefined ? db`` : db`and p.daily_price_minor >= ${bounds.min}::bigint`}
        ${bounds.max === undefined ? db`` : db`and p.daily_price_minor <= ${bounds.max}::bigint`}
        and not exists (
          select 1 from boat_prices q where q.boat_id = p.boat_id and ${inWindow('q')}
            and (${kurusOf(db, rates, db`q.daily_price_minor`, db`q.currency`)}, lower(q.period)) < (${kurus}, lower(p.period)))
      order by ${amountOrder}, p.boat_id desc limit ${limit})`;
  });
  const union = children.reduce((all, child) => db`${all} union all ${child}`);
  const rows = await db<{ id: number }[]>`select id from (${union}) s order by kurus ${direction}, id desc limit ${limit}`;
  const ids = rows.map((r) => r.id);
  if (ids.length >= limit || priced) return ids;
  // Boats without a price in the window come last (nulls last), newest id first.
  const unpriced =
    kind === 'sale'
      ? db`b.sale_price_minor is null`
      : db`not exists (select 1 from boat_prices q where q.boat_id = b.id and ${inWindow('q')})`;
  const rest = await db<{ id: number }[]>`
    select b.id from boats b where ${where} and ${unpriced} order by b.id desc limit ${limit - ids.length}`;
  return [...ids, ...rest.map((r) => r.id)];
}

export function createSearchRepository(db: Db) {
  return {
    /**
     * Active boats whose folded name, marina or type contains the folded text, those starting with it
     * first, each group by name; only when that finds fewer than `limit`, boats that merely resemble
     * it (trigram similarity) are added. Each group is its own query so that PostgreSQL can walk the
     * name index and stop at `limit` when the text is common, or read the few matches from the trigram
     * index (contains) or the prefix index (starts with) when it is rare.
     */
    async typeahead(text: string, limit = 10): Promise<{ slug: string; name: string; thumbnail: string | null }[]> {
      const folded = trFold(text);
      const contains = `%${escapeLike(folded)}%`;
      const prefix = `${escapeLike(folded)}%`;
      type Hit = { slug: string; name: string; thumbnail: string | null };
      const starting = await db<Hit[]>`
        select b.slug, b.name, b.thumbnail from boats b
        where b.active and b.search_text like tr_fold(${prefix})
        order by b.name, b.id limit ${limit}`;
      if (starting.length >= limit) return starting;
      const inside = await db<Hit[]>`
        select b.slug, b.name, b.thumbnail from boats b
        where b.active and b.search_text like tr_fold(${contains}) and not b.search_text like tr_fold(${prefix})
        order by b.name, b.id limit ${limit - starting.length}`;
      const rows = [...starting, ...inside];
      if (rows.length >= limit || folded.length < 3) return rows;
      const seen = rows.map((r) => r.slug);
      const similar = await db<Hit[]>`
        select b.slug, b.name, b.thumbnail from boats b
        where b.active and tr_fold(${folded}) <% b.search_text and b.slug <> all(${seen}::text[])
        order by word_similarity(tr_fold(${folded}), b.search_text) desc, b.name, b.id
        limit ${limit - rows.length}`;
      return [...rows, ...similar];
    },

    /**
     * One page of a listing and its total, walking only as far as the page plus a look-ahead
     * (`countAhead` rows past it): a search costs one page of work plus index descents, not the
     * fleet. `total` is exact when the walk ended before the look-ahead did; otherwise it is a
     * lower bound (`totalExact: false`, "more than `total`"). See ARCHITECTURE, "How a search is answered".
     */
    async listing(
      kind: Listing,
      f: SearchFilters,
      rates: RatesInKurus,
      countAhead = COUNT_AHEAD,
    ): Promise<{ rows: SearchRow[]; total: number; totalExact: boolean }> {
      const limit = f.skip + f.take + countAhead + 1;
      const ids = await orderedIds(db, kind, f, rates, limit);
      const totalExact = ids.length < limit;
      const total = totalExact ? ids.length : limit - 1;
      const page = ids.slice(f.skip, f.skip + f.take);
      if (!page.length) return { rows: [], total, totalExact };
      const window = f.from && f.to ? db`p.period && daterange(${f.from}::date, ${f.to}::date, '[)')` : db`upper(p.period) > current_date`;
      const rows = await db<SearchRow[]>`
        select b.id, b.slug, b.name, b.thumbnail, t.name as type_name, b.marina_id, pl.name as marina_name,
          b.length_m::float8 as length_m, b.guests_day, b.guests_night, b.cabins,
          lp.amount_minor as lowest_amount_minor, lp.currency as lowest_currency, lp.kurus as lowest_kurus,
          b.sale_price_minor, b.sale_currency, ${kurusOf(db, rates, db`b.sale_price_minor`, db`b.sale_currency`)} as sale_kurus,
          b.popular, b.boat_of_month, r.rating_average, r.rating_count
        from unnest(${page}::int[]) with ordinality as page(id, rn)
        join boats b on b.id = page.id
        join boat_types t on t.id = b.boat_type_id
        join places pl on pl.id = b.marina_id
        left join lateral (
          select p.daily_price_minor as amount_minor, p.currency, ${kurusOf(db, rates, db`p.daily_price_minor`, db`p.currency`)} as kurus
          from boat_prices p where p.boat_id = b.id and ${window}
          order by 3, lower(p.period) limit 1
        ) lp on true
        left join lateral (
          select round(avg(c.rating), 1)::float8 as rating_average, count(*)::int as rating_count
          from boat_comments c where c.boat_id = b.id and c.approved
        ) r on true
        order by page.rn`;
      return { rows, total, totalExact };
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
