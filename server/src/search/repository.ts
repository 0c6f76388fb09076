import { daysBetween } from '../common/dates.js';
import type { Currency, RatesInKurus } from '../common/money.js';
import { trFold } from '../common/turkish.js';
import { LostAnswerError, type Db, type SqlFragment } from '../platform/db.js';
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
  typeNameEn: string | null;
  marinaId: number;
  marinaName: string;
  marinaNameEn: string | null;
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

/** Names read in order before the typeahead turns to the trigram index. */
export const TYPEAHEAD_WALK = 1000;
/** Names containing a text that are sorted whole; more than this, the first names in order are read. */
export const TYPEAHEAD_FEW = 500;
/** How many times `TYPEAHEAD_WALK` names are read in order for the names containing a text. */
const TYPEAHEAD_NAME_WALKS = 5;

/**
 * Prices a price order's walk reads at most (in the window, in kuruş order). When the page is not full
 * within them (filters few boats pass, or boats that sort late: a cheap type in `price_desc`), every
 * matching boat is put in order by its lowest price instead, in a second statement.
 */
export const PRICE_WALK = 2000;
/**
 * The longest dates (in days) a price order finds in `boat_price_runs`: migration 0109 keeps every run whose
 * periods strictly between its first and last span fewer days, so dates this long always have theirs.
 */
export const PRICE_RUN_DAYS = 45;
/** Runs in a price range a dated search reads at most to learn that none answers its dates (then no boat can pass). */
export const PRICE_RANGE_PEEK = 2000;

/**
 * The typeahead's close resemblance: boats whose search text resembles the typed text at least this much
 * (`word_similarity`) are looked for first, on connections whose `pg_trgm.word_similarity_threshold` is
 * set to it (`closeResemblanceSettings`), where the trigram index passes over the boats sharing fewer of
 * its trigrams. Any threshold at least PostgreSQL's default (0.6, the one the full step uses) gives the
 * same answer: the boats at or above it rank before every other.
 */
export const CLOSE_RESEMBLANCE = 0.8;
/** The settings of the connections the close-resemblance step runs on. */
export const closeResemblanceSettings = { 'pg_trgm.word_similarity_threshold': String(CLOSE_RESEMBLANCE) };

/** Rows walked past the page to count: totals up to this far beyond the page are exact. */
export const COUNT_AHEAD = 100;

type Fragment = SqlFragment;
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
 * The ids of the matching boats in the listing's order up to `pageLimit` (at least), and how many match,
 * counted up to `countLimit`. Each order walks an index in that order and stops at its limit: boats by
 * creation (`boats_*_created_idx`, per marina or type when filtered) or popularity (`boats_*_popular_idx`),
 * in one walk that also counts; for price orders, the per-currency price indexes merged by their value in
 * kuruş, beside an unordered count. Filters are checked on the rows walked (dates: one probe of the
 * occupancy exclusion index per boat; a rental price range: one probe of the boat's prices).
 */
function walkOf(
  db: Db,
  kind: Listing,
  f: SearchFilters,
  rates: RatesInKurus,
  pageLimit: number,
  countLimit: number,
  priceWalk: number,
): {
  /** Common table expressions the walk and the count read, each followed by a comma (or nothing). */
  before: Fragment;
  walk: Fragment;
  counted: Fragment;
  /** True when the count found every matching boat, and the walk put them all in order itself. */
  exhaustive: Fragment;
  /** A price order's walk of the prices alone (for boats without a price after them). */
  pricesWalk?: Fragment;
  /** A price order's every matching boat in order (id, rn), by its lowest price (none last). */
  sorted?: Fragment;
  priceOrder: boolean;
  priced: boolean;
  where: Fragment;
  window: Fragment;
} {
  // The prices that count for a boat: those overlapping the dates, or without dates every current or
  // later one (written as an overlap with [today, ∞) so that the period index serves both).
  const window = windowOf(db, f);
  // Dates of at most `PRICE_RUN_DAYS` find each boat's lowest price there in one row of `boat_price_runs`
  // (migration 0109): the run of its periods they overlap. `answering`: its condition on the run's dates;
  // `ofFilters`: the type's when given, else the region's (the runs carry their boat's, migration 0110), so
  // that a walk of the runs meets that type's or region's only. (The price range as one probe of a boat's runs
  // instead of its prices was measured: PostgreSQL, multiplying the four dates' conditions, guessed few
  // boats pass and sorted a type's 3 334 boats instead of walking to the page, 28 against 2 ms.)
  const answering =
    f.from && f.to && daysBetween(f.from, f.to) <= PRICE_RUN_DAYS
      ? db`r.f_from <= ${f.from}::date and ${f.from}::date < r.f_until and r.t_after < ${f.to}::date and ${f.to}::date <= r.t_until`
      : undefined;
  // One of them only: a walk bounded by a number of rows then reads about that many index entries (with both,
  // the region's index was read with the type as a filter: every run of the region in range, 36 663, when
  // none was of the type). The region, when both are asked for, is checked on the boats (`alsoOfMarina`).
  const ofFilters =
    f.typeId !== undefined
      ? db`and r.boat_type_id = ${f.typeId}`
      : f.marinaId !== undefined
        ? db`and r.marina_id = ${f.marinaId}`
        : db``;
  const alsoOfMarina = f.typeId !== undefined && f.marinaId !== undefined ? db`and r.marina_id = ${f.marinaId}` : db``;
  // The price range on a run's lowest kuruş (nothing without one).
  const inRange = db`${f.minKurus === undefined ? db`` : db`and r.kurus >= ${f.minKurus}`}
    ${f.maxKurus === undefined ? db`` : db`and r.kurus <= ${f.maxKurus}`}`;

  // A type or region walks its own floors (they carry the boat's, migration 0136), as the runs do.
  const floorsOfFilters =
    f.typeId !== undefined
      ? db`and f.boat_type_id = ${f.typeId}`
      : f.marinaId !== undefined
        ? db`and f.marina_id = ${f.marinaId}`
        : db``;
  let where: Fragment = db`b.active and ${kind === 'rent' ? db`b.for_rent` : db`b.for_sale`}`;
  const and = (cond: Fragment): void => {
    where = db`${where} and ${cond}`;
  };
  if (f.marinaId !== undefined) and(db`b.marina_id = ${f.marinaId}`);
  if (f.typeId !== undefined) and(db`b.boat_type_id = ${f.typeId}`);
  if (f.guests !== undefined) and(db`greatest(b.guests_day, b.guests_night) >= ${f.guests}`);
  if (f.cabins !== undefined) and(db`b.cabins >= ${f.cabins}`);
  if (f.lengthMin !== undefined) and(db`b.length_m >= ${f.lengthMin}`);
  if (f.lengthMax !== undefined) and(db`b.length_m <= ${f.lengthMax}`);
  if (f.from && f.to)
    // On the period's bounds (exact: occupancy periods are bounded `[)`, check `occupancy_period_valid`)
    // and with `active is true`, so the probe reads the btree on (boat, end) of migration 0103 (the boat's
    // rows ending after the first day, a handful) and never the exclusion GiST, five times slower per
    // probe, which PostgreSQL otherwise takes (sorting 10 000 boats: 120 ms of GiST probes).
    and(
      db`not exists (select 1 from occupancy o where o.boat_id = b.id and o.active is true
        and upper(o.period) > ${f.from}::date and lower(o.period) < ${f.to}::date)`,
    );
  const strict = CURRENCIES.every((c) => rates[c] >= 100);
  // A rental search without dates reads the boats' lowest prices for today (`boat_price_floors`), each
  // currency's lowest by amount: the lowest by kuruş too while every rate is at least 1 TL.
  const floors = kind === 'rent' && !(f.from && f.to) && strict;
  const priced = f.minKurus !== undefined || f.maxKurus !== undefined;
  // The same filters with the price range checked per boat (its lowest price in the window, or its sale price).
  let counting: Fragment = where;
  if (priced) {
    // A rental boat's lowest price in the window lies in the range exactly when the boat has a price in the
    // window within it (its lowest is then at most the upper bound) and none below the lower bound: a
    // semi-join and an anti-join on the prices' kuruş (`boat_prices.kurus`, at the stored rates, which the
    // statement's rate check makes these), which PostgreSQL estimates from their statistics, so it starts
    // from the few prices in range when the range or the season is narrow and walks the order's index
    // otherwise. (The lowest price as a compared subquery was guessed to pass one boat in nine whatever the
    // range, which made it sort every boat of a wide range instead of walking to the page.) Sale boats: the
    // range as the exact range of amounts in each currency (`minorBounds`).
    const bounds = CURRENCIES.map((c) => ({ c, ...minorBounds(rates[c], f.minKurus, f.maxKurus) }));
    const inBounds = (currency: Fragment, amount: Fragment) =>
      bounds
        .map(
          ({ c, min, max }) =>
            db`(${currency} = ${c}${min === undefined ? db`` : db` and ${amount} >= ${min}::bigint`}${
              max === undefined ? db`` : db` and ${amount} <= ${max}::bigint`
            })`,
        )
        .reduce((all, one) => db`${all} or ${one}`);
    counting = floors
      ? // Without dates: the boat's lowest price for today is its cheapest floor (one per currency), in the
        // range exactly when a floor lies in it and none below its lower bound, as with dates. (Written as
        // "no floor cheaper than the one found", the anti-join depended on the semi-join's row, and
        // PostgreSQL, guessing it dropped half the boats, sorted every boat of a wide range instead of
        // walking the order's index to the page: 80 ms at 50 000 boats for a range a third pass, 11 ms so.)
        db`${counting} and exists (select from boat_price_floors g where g.boat_id = b.id and g.valid @> current_date
            ${f.minKurus === undefined ? db`` : db`and g.kurus >= ${f.minKurus}`}
            ${f.maxKurus === undefined ? db`` : db`and g.kurus <= ${f.maxKurus}`})${
              f.minKurus === undefined
                ? db``
                : db` and not exists (select from boat_price_floors h where h.boat_id = b.id and h.valid @> current_date
              and h.kurus < ${f.minKurus})`
            }`
      : kind === 'rent'
        ? db`${counting} and exists (select from boat_prices x where x.boat_id = b.id and x.period && ${window}
            ${f.minKurus === undefined ? db`` : db`and x.kurus >= ${f.minKurus}`}
            ${f.maxKurus === undefined ? db`` : db`and x.kurus <= ${f.maxKurus}`})${
              f.minKurus === undefined
                ? db``
                : db` and not exists (select from boat_prices y where y.boat_id = b.id and y.period && ${window}
            and y.kurus < ${f.minKurus})`
            }${
              answering && f.typeId !== undefined
                ? // With dates that have their run and a type (the filter prices go with): when the type's runs
                  // in range are fewer than `PRICE_RANGE_PEEK` and none answers the dates (and the region),
                  // no boat can pass and none is walked (a cheap type with a high lower bound walked every boat
                  // of the type, 31 ms at 50 000 boats, to find none). One-time filters reading at most that
                  // many index entries, the first of them usually a few ("does any answer", unbounded, read
                  // 36 000 runs of a region in 3 ms for December dates no run answered). Not without a type:
                  // planning the check cost a region's in-season search more than it ever saved (1.6 → 2.3 ms).
                  db` and (exists (select from (
                  select (${answering} ${alsoOfMarina}) as answers from boat_price_runs r where true ${ofFilters} ${inRange}
                  order by r.kurus limit ${PRICE_RANGE_PEEK}) r where answers)
                or (select count(*) from (select from boat_price_runs r where true ${ofFilters} ${inRange}
                  order by r.kurus limit ${PRICE_RANGE_PEEK}) r) >= ${PRICE_RANGE_PEEK})`
                : db``
            }`
        : db`${counting} and (${inBounds(db`b.sale_currency`, db`b.sale_price_minor`)})`;
  }

  if (f.order !== 'price_asc' && f.order !== 'price_desc') {
    // One walk in the order gives the page and the count: the ids and their place in the order.
    const order =
      f.order === 'boat_asc'
        ? db`b.created_at asc, b.id asc`
        : f.order === 'popular'
          ? db`b.popular desc, b.display_order asc, b.created_at desc, b.id desc`
          : db`b.created_at desc, b.id desc`;
    return {
      before: db``,
      walk: db`select b.id, row_number() over (order by ${order}) as rn from boats b where ${counting} order by ${order} limit ${countLimit}`,
      counted: db`(select count(*) from walk)`,
      exhaustive: db`false`,
      priceOrder: false,
      priced,
      where,
      window,
    };
  }

  // Price orders. Rental boats: the window's prices in kuruş order, all currencies in one index walk. Sale
  // boats: each currency's sale prices walked in amount order (the same order as in kuruş while every rate
  // is at least 1 TL, so one index per currency serves whatever the rates are), merged by kuruş.
  const direction = f.order === 'price_desc' ? db`desc` : db`asc`;
  const children = (kind === 'sale' ? CURRENCIES : []).map((currency) => {
    const bounds = minorBounds(rates[currency], f.minKurus, f.maxKurus);
    const kurus = kurusOf(db, rates, db`b.sale_price_minor`, db`b.sale_currency`);
    const amountOrder = strict ? db`b.sale_price_minor ${direction}` : db`${kurus} ${direction}`;
    return db`(select b.id, ${kurus} as kurus from boats b
      where ${where} and b.sale_currency = ${currency}
        ${bounds.min === undefined ? db`` : db`and b.sale_price_minor >= ${bounds.min}::bigint`}
        ${bounds.max === undefined ? db`` : db`and b.sale_price_minor <= ${bounds.max}::bigint`}
      order by ${amountOrder}, b.id desc limit ${pageLimit})`;
  });
  // Rental boats with dates (or rates below 1 TL): the window's prices in kuruş order; only a boat's lowest
  // price in the window (the one its card shows) takes part: no cheaper one, and none as cheap that starts
  // earlier (one probe of the boat's prices).
  const pricesInWindow = db`(select p.boat_id as id, p.kurus from (
        select p.boat_id, p.kurus, p.period from boat_prices p where p.period && ${window}
          ${f.minKurus === undefined ? db`` : db`and p.kurus >= ${f.minKurus}`}
          ${f.maxKurus === undefined ? db`` : db`and p.kurus <= ${f.maxKurus}`}
        order by p.kurus ${direction}, p.boat_id desc limit ${priceWalk}
      ) p join boats b on b.id = p.boat_id
      where ${where}
        and not exists (
          select 1 from boat_prices q where q.boat_id = p.boat_id and q.period && ${window}
            and (q.kurus, lower(q.period)) < (p.kurus, lower(p.period)))
      order by p.kurus ${direction}, p.boat_id desc limit ${pageLimit})`;
  // With dates of at most `PRICE_RUN_DAYS`: the runs of consecutive periods in kuruş order
  // (`boat_price_runs`, migration 0109), each boat met once, at the run its dates overlap, whose lowest
  // price is the boat's in the window; dates straddling a change of season no longer pass every boat's
  // dearer season first. A type or a region walks its own runs (they carry the boat's, migration 0110), so a
  // type priced below the rest meets its boats at once in `price_desc` instead of passing over the others'.
  // Longer dates (whose run may not be kept): the prices as above.
  const runsWalk = (answering: Fragment) => db`(select r.boat_id as id, r.kurus from (
        select r.boat_id, r.kurus from boat_price_runs r
        where ${answering} ${ofFilters} ${inRange}
        order by r.kurus ${direction}, r.boat_id desc limit ${priceWalk}
      ) r join boats b on b.id = r.boat_id
      where ${where}
      order by r.kurus ${direction}, r.boat_id desc limit ${pageLimit})`;
  const kurusWalk = answering ? runsWalk(answering) : pricesInWindow;
  // Without dates, under rates of at least 1 TL: each boat's lowest price for today, kept in kuruş at the
  // stored rates in `boat_price_floors` (the statement's rate check makes them the rates given here), one
  // walk in kuruş order across currencies; the row of a boat's cheapest currency takes part.
  const floorsWalk = db`(select f.boat_id as id, f.kurus from (
        select f.boat_id, f.kurus, f.lower_day from boat_price_floors f where f.valid @> current_date ${floorsOfFilters}
          ${f.minKurus === undefined ? db`` : db`and f.kurus >= ${f.minKurus}`}
          ${f.maxKurus === undefined ? db`` : db`and f.kurus <= ${f.maxKurus}`}
        order by f.kurus ${direction}, f.boat_id desc limit ${priceWalk}
      ) f join boats b on b.id = f.boat_id
      where ${where}
        and not exists (
          select 1 from boat_price_floors g where g.boat_id = f.boat_id and g.valid @> current_date
            and (g.kurus, g.lower_day) < (f.kurus, f.lower_day))
      order by f.kurus ${direction}, f.boat_id desc limit ${pageLimit})`;
  const union =
    kind === 'sale' ? children.reduce((all, child) => db`${all} union all ${child}`) : floors ? floorsWalk : kurusWalk;
  const pricesWalk = db`select id, row_number() over (order by kurus ${direction}, id desc) as rn from (${union}) s
      order by kurus ${direction}, id desc limit ${pageLimit}`;
  // The matching boats are counted first, up to the limit. When the count ends before it, those are all
  // of them: they are put in order by their lowest price (boats without one last, newest first), a few
  // hundred probes at most. Only otherwise, with many matching boats, are the prices walked in order,
  // where matching boats then come often. (A filter few boats pass would make that walk read every price.)
  const lowest =
    kind === 'rent'
      ? db`select min(q.kurus) as kurus from boat_prices q where q.boat_id = m.id and ${overlapsWindow(db, f, db`q.period`)}`
      : db`select ${kurusOf(db, rates, db`b.sale_price_minor`, db`b.sale_currency`)} as kurus from boats b where b.id = m.id`;
  const exhaustive = db`((select count(*) from matching) < ${countLimit})`;
  return {
    before: db`matching as materialized (select b.id from boats b where ${counting} limit ${countLimit}),`,
    walk: db`select id, rn from (
        select m.id, row_number() over (order by lp.kurus ${direction} nulls last, m.id desc) as rn
        from matching m left join lateral (${lowest}) lp on true
        where ${exhaustive}
      ) everyone where rn <= ${pageLimit}
      union all
      select id, rn from (${pricesWalk}) walked where not ${exhaustive}`,
    counted: db`(select count(*) from matching)`,
    exhaustive,
    pricesWalk,
    // Every matching boat sorted. A rental search without dates reads each boat's lowest current price once
    // (one probe) for both the order and the price range ("its lowest price lies in the range", which
    // `counting` says with a semi-join and an anti-join on the floors: PostgreSQL hashed every floor in
    // range for them, 300 000 rows at 50 000 boats, and a type's 8 000 boats took 105 ms to sort, 38 ms
    // now). With dates `counting` stays: its semi-join lets a narrow range start from the prices in it,
    // and the lone probe was no faster over a wide one (10 000 boats of a summer week: 122 against 140 ms).
    // Boats without a price there have none in the range either.
    sorted:
      kind === 'rent' && !(f.from && f.to)
        ? db`select id, row_number() over (order by lp.kurus ${direction} nulls last, m.id desc) as rn
      from (select b.id from boats b where ${where}) m left join lateral (${lowest}) lp on true
      where true ${f.minKurus === undefined ? db`` : db`and lp.kurus >= ${f.minKurus}`}
        ${f.maxKurus === undefined ? db`` : db`and lp.kurus <= ${f.maxKurus}`}`
        : db`select id, row_number() over (order by lp.kurus ${direction} nulls last, m.id desc) as rn
      from (select b.id from boats b where ${counting}) m left join lateral (${lowest}) lp on true`,
    priceOrder: true,
    priced,
    where,
    window,
  };
}

/**
 * "The period `period` overlaps the window", written on its bounds, for a probe of one boat's prices: a
 * `&&` there draws PostgreSQL to the exclusion GiST on (boat, period), which answers it in about 11 µs,
 * where the boat's covering btree entries (`boat_prices_boat_idx`, six or so per boat) take 3 µs; sorting
 * 6 666 boats by their lowest price took 100 ms through the GiST, 45 ms so. Exact: price periods are
 * bounded and `[)` (check `boat_prices_period_check`) and a searched range is non-empty (from < to, the
 * service refuses others); without dates the window is [today, ∞).
 */
function overlapsWindow(db: Db, f: SearchFilters, period: Fragment): Fragment {
  return f.from && f.to
    ? db`lower(${period}) < ${f.to}::date and upper(${period}) > ${f.from}::date`
    : db`upper(${period}) > current_date`;
}

function windowOf(db: Db, f: SearchFilters): Fragment {
  return f.from && f.to ? db`daterange(${f.from}::date, ${f.to}::date, '[)')` : db`daterange(current_date, null)`;
}

/** The listing cards of the boats in `from` (with `id` and `rn`) that pass `which`, with their place `rn`. */
function cardsOf(db: Db, rates: RatesInKurus, f: SearchFilters, from: Fragment, which: Fragment): Fragment {
  return db`
    select w.rn, b.id, b.slug, b.name, b.thumbnail, t.name as type_name, t.name_en as type_name_en, b.marina_id, pl.name as marina_name,
      pl.name_en as marina_name_en,
      b.length_m::float8 as length_m, b.guests_day, b.guests_night, b.cabins,
      lp.amount_minor as lowest_amount_minor, lp.currency as lowest_currency, lp.kurus as lowest_kurus,
      b.sale_price_minor, b.sale_currency, ${kurusOf(db, rates, db`b.sale_price_minor`, db`b.sale_currency`)} as sale_kurus,
      b.popular, b.boat_of_month, r.rating_average, r.rating_count
    from ${from}
    join boats b on b.id = w.id
    join boat_types t on t.id = b.boat_type_id
    join places pl on pl.id = b.marina_id
    left join lateral (
      select p.daily_price_minor as amount_minor, p.currency, p.kurus
      from boat_prices p where p.boat_id = b.id and ${overlapsWindow(db, f, db`p.period`)}
      order by p.kurus, lower(p.period) limit 1
    ) lp on true
    left join lateral (
      select round(avg(c.rating), 1)::float8 as rating_average, count(*)::int as rating_count
      from boat_comments c where c.boat_id = b.id and c.approved
    ) r on true
    where ${which}`;
}

/**
 * `planned`: where listings in creation or popularity order without a price range run: their statements
 * are planned once for any values (a walk of the order's index, filters checked on the rows walked, is the
 * best plan whatever the values), which saves most of their cost. Price orders, price ranges and the
 * typeahead run on `db`, planned with their values each time: which index serves them best depends on the
 * dates, bounds and text.
 */
export function createSearchRepository(db: Db, planned: Db = db, close?: Db) {
  // Whether the database sorts text by code point (C, POSIX, C.UTF-8: the embedded cluster's locale). Then
  // sorting names `collate "C"` gives the same order, by comparing bytes instead of calling the C
  // library's strcoll for each pair (five times faster on thousands of names). A database's default
  // collation cannot change while it is open, so this is asked once.
  let codePointOrder: Promise<boolean> | undefined;
  const sortsByCodePoint = (): Promise<boolean> =>
    (codePointOrder ??= db<{ yes: boolean }[]>`
      select (datlocprovider = 'b' or datcollate in ('C', 'POSIX', 'C.UTF-8', 'C.utf8')) as yes
      from pg_database where datname = current_database()`.then(([r]) => r?.yes === true));
  type Hit = { slug: string; name: string; thumbnail: string | null };

  /**
   * Boats whose search text contains the (folded, escaped) text but does not start with it, the first
   * `wanted` by name, from the trigram index, sorted (after the first names in order had too few).
   */
  async function containedAnywhere(
    contains: string,
    prefix: string,
    wanted: number,
    codePoint: boolean,
  ): Promise<Hit[]> {
    const byName = codePoint ? db`name collate "C", id` : db`name, id`;
    return db<Hit[]>`
      select slug, name, thumbnail from (
        select b.slug, b.name, b.id, b.thumbnail from boats b
        where b.active and b.search_text like tr_fold(${contains}) and not b.search_text like tr_fold(${prefix}) offset 0
      ) hits order by ${byName} limit ${wanted}`;
  }

  /**
   * The same for a text without a space: the search text is the folded name, marina and type joined
   * by spaces, so such a text lies inside one of the three. Boats of a marina or type whose name
   * contains it are read per marina or type in name order (a few rows each); names that contain it,
   * when they are few, from the trigram index of folded names, else all of them, sorted. The first
   * `wanted` of both by name.
   */
  async function containedInAPart(
    contains: string,
    prefix: string,
    wanted: number,
    few: number,
    codePoint: boolean,
  ): Promise<Hit[]> {
    const byName = codePoint ? db`name collate "C", id` : db`name, id`;
    const inNames = db`b.active and tr_fold(b.name) like tr_fold(${contains}) and not b.search_text like tr_fold(${prefix})`;
    // One statement (it was four round trips, a third of the time of a marina's or type's name typed at
    // 50 000 boats): the marinas and types whose name contains the text, the first `wanted` boats of each
    // by name (a few rows each from the marina's or type's name index); the names containing it, from the
    // trigram index of folded names, all of them when there are at most `few`, otherwise all of them read
    // and sorted, the first `wanted` (the first names in order were read already, in the typeahead's first
    // statement; the count is a one-time filter, so only one of the two is run); the first `wanted` of all.
    return db<Hit[]>`
      with of_parts as (
        select x.id from places p cross join lateral (
          select b.id from boats b where b.active and b.marina_id = p.id and not b.search_text like tr_fold(${prefix})
          order by b.name, b.id limit ${wanted}) x
        where tr_fold(p.name) like tr_fold(${contains}) or tr_fold(p.name_en) like tr_fold(${contains})
        union all
        select x.id from boat_types t cross join lateral (
          select b.id from boats b where b.active and b.boat_type_id = t.id and not b.search_text like tr_fold(${prefix})
          order by b.name, b.id limit ${wanted}) x
        where tr_fold(t.name) like tr_fold(${contains}) or tr_fold(t.name_en) like tr_fold(${contains})
      ),
      hits as materialized (select b.id from boats b where ${inNames} limit ${few + 1}),
      named as (
        select id from hits where (select count(*) from hits) <= ${few}
        union all
        (select id from (select b.id, b.name from boats b where ${inNames} offset 0) every
          where (select count(*) from hits) > ${few} order by ${byName} limit ${wanted})
      )
      select slug, name, thumbnail from boats
      where id in (select id from of_parts union select id from named)
      order by ${byName} limit ${wanted}`;
  }

  return {
    /**
     * Active boats whose folded name, marina or type contains the folded text, those starting with it
     * first, each group by name; only when that finds fewer than `limit`, boats that merely resemble
     * it (trigram similarity) are added. The names starting with the text are read in name order from the
     * range of its first two folded letters (at most `walk` of them), or else the text's whole prefix
     * range, sorted; the others are first looked for among the first `walk` × 5 names in order (enough
     * when many names contain the text) and only otherwise read from the trigram indexes.
     */
    async typeahead(
      text: string,
      limit = 10,
      walk = TYPEAHEAD_WALK,
      few = TYPEAHEAD_FEW,
      /** Called just before the boats that merely resemble the text are ranked (the costly part). */
      onResembling?: () => void,
    ): Promise<{ slug: string; name: string; thumbnail: string | null }[]> {
      const folded = trFold(text);
      const contains = `%${escapeLike(folded)}%`;
      const prefix = `${escapeLike(folded)}%`;
      const codePoint = await sortsByCodePoint();
      const byName = codePoint ? db`name collate "C", id` : db`name, id`;
      // One statement answers most texts. The names starting with the text: read in name order from the
      // range of their first two folded letters (`boats_typeahead_key_idx`), at most `walk` of them; when
      // that finds fewer than `limit`, the whole prefix range is read and sorted instead (exact either way).
      // Only when those are fewer than `limit`: the names containing it further on, among the first
      // `walk` × 5 names in order (enough when many names contain it). ("offset 0" keeps every prefix match read from the text's index and sorted: left
      // to itself, PostgreSQL walks the name index for a LIMIT, which reads most of it when the matching
      // names sort late.) The conditions on counts are one-time filters: a part not needed is not run.
      const found = await db<(Hit & { part: number })[]>`
        with keyed as materialized (
          select slug, name, id, thumbnail from (
            select slug, name, id, thumbnail, search_text from boats
            where active and left(search_text, 2) = left(tr_fold(${folded}), 2)
            order by name, id limit ${walk}
          ) k where search_text like tr_fold(${prefix}) order by name, id limit ${limit}
        ),
        starting as materialized (
          select slug, name, id, thumbnail from keyed where (select count(*) from keyed) >= ${limit}
          union all
          select * from (
            select slug, name, id, thumbnail from (
              select b.slug, b.name, b.id, b.thumbnail from boats b
              where b.active and b.search_text like tr_fold(${prefix}) offset 0
            ) hits order by ${byName} limit ${limit}
          ) sorted where (select count(*) from keyed) < ${limit}
        )
        select * from (
        select 0 as part, slug, name, id, thumbnail from starting
        union all
        select 1, slug, name, id, thumbnail from (
          select slug, name, id, thumbnail from (
            select slug, name, id, thumbnail, search_text from boats where active
            order by name, id limit ${walk * TYPEAHEAD_NAME_WALKS}
          ) b where search_text like tr_fold(${contains}) and not search_text like tr_fold(${prefix})
          order by name, id limit ${limit}
        ) further where (select count(*) from starting) < ${limit}
        ) parts order by part, ${byName}`;
      const hit = ({ slug, name, thumbnail }: Hit): Hit => ({ slug, name, thumbnail });
      const starting = found.filter((r) => r.part === 0).map(hit);
      if (starting.length >= limit) return starting;
      const wanted = limit - starting.length;
      const early = found.filter((r) => r.part === 1).map(hit);
      const inside =
        early.length >= wanted
          ? early.slice(0, wanted)
          : folded.includes(' ')
            ? await containedAnywhere(contains, prefix, wanted, codePoint)
            : await containedInAPart(contains, prefix, wanted, few, codePoint);
      const rows = [...starting, ...inside];
      if (rows.length >= limit || folded.length < 3) return rows;
      const seen = rows.map((r) => r.slug);
      onResembling?.();
      // The boats resembling the text, most alike first. `<%` keeps those whose `word_similarity` reaches the
      // connection's threshold: on `close` (`CLOSE_RESEMBLANCE`) the trigram index offers only the boats
      // sharing most of the text's trigrams, a few dozen, where at PostgreSQL's default every boat sharing
      // one word of it is ranked ("Kraliçe 721" at 50 000 boats: 7 143 boats, 150 ms; so 16, 3 ms). When the
      // close ones fill the answer they are its rows exactly (every other boat ranks below them); otherwise
      // the full step runs.
      const resembling = (q: Db) => q<Hit[]>`
        select b.slug, b.name, b.thumbnail from boats b
        where b.active and tr_fold(${folded}) <% b.search_text and b.slug <> all(${seen}::text[])
        order by word_similarity(tr_fold(${folded}), b.search_text) desc, b.name, b.id
        limit ${limit - rows.length}`;
      const near = close ? await resembling(close) : [];
      const similar = near.length >= limit - rows.length ? near : await resembling(db);
      return [...rows, ...similar];
    },

    /**
     * One page of a listing and its total, walking only as far as the page plus a look-ahead
     * (`countAhead` rows past it): a search costs one page of work plus index descents, not the
     * fleet. `total` is exact when the walk ended before the look-ahead did; otherwise it is a
     * lower bound (`totalExact: false`, "more than `total`"). See ARCHITECTURE, "How a search is answered".
     * One statement answers: the walk, the count, the page's cards and, with `ratesHold`, whether the
     * rates it computed with are still the stored ones (`stale` when not: the caller reads them again).
     */
    async listing(
      kind: Listing,
      f: SearchFilters,
      rates: RatesInKurus,
      {
        countAhead = COUNT_AHEAD,
        priceWalk = PRICE_WALK,
        ratesHold,
      }: { countAhead?: number; priceWalk?: number; ratesHold?: (db: Db) => Fragment } = {},
    ): Promise<{ rows: SearchRow[]; total: number; totalExact: boolean; stale?: true }> {
      // Price orders and price ranges are planned with their values (see createSearchRepository).
      const byValues =
        f.order === 'price_asc' || f.order === 'price_desc' || f.minKurus !== undefined || f.maxKurus !== undefined;
      const q = byValues ? db : planned;
      const pageLimit = f.skip + f.take;
      const limit = pageLimit + countAhead + 1;
      const { before, walk, counted, exhaustive, priceOrder, sorted } = walkOf(
        q,
        kind,
        f,
        rates,
        pageLimit,
        limit,
        priceWalk,
      );
      type Row = Partial<SearchRow> & {
        counted: number;
        walked: number;
        exhaustive: boolean;
        ratesHold: boolean;
        rn?: number;
      };
      const found = await q<Row[]>`
        with ${before} walk as materialized (${walk})
        select c.counted::int as counted, c.walked::int as walked, c.exhaustive, c.rates_hold, p.*
        from (select ${counted} as counted, (select count(*) from walk) as walked, ${exhaustive} as exhaustive,
          ${ratesHold ? ratesHold(q) : q`true`} as rates_hold) c
        left join lateral (
          ${cardsOf(q, rates, f, q`walk w`, q`w.rn > ${f.skip} and w.rn <= ${pageLimit}`)}
        ) p on true
        order by p.rn`;
      const head = found[0];
      if (!head) throw new LostAnswerError('search listing');
      if (!head.ratesHold) return { rows: [], total: 0, totalExact: true, stale: true };
      const totalExact = head.counted < limit;
      const total = totalExact ? head.counted : limit - 1;
      if (!(priceOrder && !head.exhaustive && head.walked < pageLimit && sorted)) {
        const rows =
          head.id === null || head.id === undefined
            ? []
            : found.map(
                ({ counted: _c, walked: _w, exhaustive: _e, ratesHold: _r, rn: _n, ...card }) => card as SearchRow,
              );
        return { rows, total, totalExact };
      }
      // A price order whose walk did not fill the page within its bound (`PRICE_WALK`), or ran out of
      // priced boats: every matching boat in order by its lowest price (none last, newest first).
      const rows = await db<(SearchRow & { rn: number; ratesHold: boolean })[]>`
        with walk as materialized (select id, rn from (${sorted}) s where rn <= ${pageLimit})
        select ${ratesHold ? ratesHold(db) : db`true`} as rates_hold, c.* from (
          ${cardsOf(db, rates, f, db`walk w`, db`w.rn > ${f.skip} and w.rn <= ${pageLimit}`)}
        ) c order by c.rn`;
      if (rows.some((r) => !r.ratesHold)) return { rows: [], total: 0, totalExact: true, stale: true };
      return { rows: rows.map(({ rn: _n, ratesHold: _r, ...card }) => card), total, totalExact };
    },

    async boatOptions() {
      const [marinas, boatTypes, [ranges]] = await Promise.all([
        db<{ id: number; name: string; nameEn: string | null; kind: string; popular: boolean; count: number }[]>`
          select pl.id, pl.name, pl.name_en, pl.kind, pl.popular, count(b.id)::int as count
          from places pl left join boats b on b.marina_id = pl.id and b.active
          group by pl.id order by pl.popular desc, pl.name, pl.id`,
        db<{ id: number; name: string; nameEn: string | null; count: number }[]>`
          select t.id, t.name, t.name_en, count(b.id)::int as count
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
