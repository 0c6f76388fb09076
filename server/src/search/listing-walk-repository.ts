// The listing statement's parts (`createSearchRepository`'s `listing`): the walk of an order's index with
// the filters, the count, and the page's cards. How a search is answered: docs/search.md.
import { daysBetween } from '../common/dates.js';
import type { Currency, RatesInKurus } from '../common/money.js';
import type { Db, SqlFragment } from '../platform/db.js';
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

/** Rows walked past the page to count: totals up to this far beyond the page are exact. */
export const COUNT_AHEAD = 100;

type Fragment = SqlFragment;
const CURRENCIES: readonly Currency[] = ['TRY', 'USD', 'EUR', 'GBP'];

/** An amount in minor units of a currency as kuruş at the given rates (integer division, as `toKurus`). */
export function kurusOf(db: Db, rates: RatesInKurus, amount: Fragment, currency: Fragment): Fragment {
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
 * occupancy index per boat; a rental price range: one probe of the boat's lowest price for today or run for the dates).
 */
export function walkOf(
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

  // Without dates, each boat's lowest price for today is its row of `boat_price_lowest` valid today (migration
  // 0137). A type or region reads its own rows (they carry the boat's), as the runs do: a walk in kuruş
  // order then meets that type's or region's boats only, and a range is read from that type's or region's.
  const lowestOfFilters =
    f.typeId !== undefined
      ? db`and l.boat_type_id = ${f.typeId}`
      : f.marinaId !== undefined
        ? db`and l.marina_id = ${f.marinaId}`
        : db``;
  const lowestInRange = db`${f.minKurus === undefined ? db`` : db`and l.kurus >= ${f.minKurus}`}
    ${f.maxKurus === undefined ? db`` : db`and l.kurus <= ${f.maxKurus}`}`;
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
  // A rental search without dates reads the boats' lowest prices for today from `boat_price_lowest`.
  const today = kind === 'rent' && !(f.from && f.to);
  const priced = f.minKurus !== undefined || f.maxKurus !== undefined;
  // The same filters with the price range checked per boat (its lowest price in the window, or its sale price).
  let counting: Fragment = where;
  if (priced) {
    // Sale boats: the range as the exact range of amounts in each currency (`minorBounds`).
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
    // A rental boat's lowest price in the window lies in the range. Each is one condition on one row of the
    // boat, which PostgreSQL estimates from the rows' kuruş, so it starts from the rows in range when they are
    // few and walks the order's index otherwise, one probe a boat. (On the prices, one per period, and the
    // floors, one per currency, it was "one in the range and none below the lower bound": two probes a boat
    // and an estimate of their product, with which PostgreSQL hashed every boat of a range a third of them
    // pass instead of walking to the page, 40–55 ms at 50 000 boats, and a type all of whose boats lie below
    // the bound walked all 8 334 to find none, 40 ms.) The type asked for is a condition on the rows without
    // dates (a type's rows are about its boats: its cheap boats in range are read, not the type walked), not
    // on the runs (eleven a boat: a type's runs in range, 90 000, were read to find a few thousand that
    // answer; and PostgreSQL, taking the type's rows for a share of all boats, guessed a tenth of the boats
    // passed, 36 ms); nor is the region (the region's rows in range were hashed for a page of its boats, 15 ms).
    const rentInRange = today
      ? // Without dates: the boat's row of `boat_price_lowest` for today (one at most).
        db`exists (select from boat_price_lowest l where l.boat_id = b.id and l.valid @> current_date
          ${f.typeId === undefined ? db`` : db`and l.boat_type_id = ${f.typeId}`} ${lowestInRange})`
      : answering
        ? // Dates of at most `PRICE_RUN_DAYS`: the boat's run answering them, at its lowest kuruş there.
          db`exists (select from boat_price_runs r where r.boat_id = b.id and ${answering} ${inRange})`
        : // Longer dates: a price in the window within the range (the lowest is then at most the upper bound)
          // and none below the lower bound.
          db`exists (select from boat_prices x where x.boat_id = b.id and x.period && ${window}
            ${f.minKurus === undefined ? db`` : db`and x.kurus >= ${f.minKurus}`}
            ${f.maxKurus === undefined ? db`` : db`and x.kurus <= ${f.maxKurus}`})${
              f.minKurus === undefined
                ? db``
                : db` and not exists (select from boat_prices y where y.boat_id = b.id and y.period && ${window}
            and y.kurus < ${f.minKurus})`
            }`;
    // With dates that have their run and a type (the filter prices go with): when the type's runs in range are
    // fewer than `PRICE_RANGE_PEEK` and none answers the dates (and the region), no boat can pass and none is
    // walked (a cheap type with a high lower bound walked every boat of the type, 31 ms at 50 000 boats, to
    // find none). One-time filters reading at most that many index entries, the first of them usually a few
    // ("does any answer", unbounded, read 36 000 runs of a region in 3 ms for December dates no run
    // answered). Not without a type: planning the check cost a region's in-season search more than it ever
    // saved (1.6 → 2.3 ms).
    const peek =
      answering && f.typeId !== undefined
        ? db` and (exists (select from (
                  select (${answering} ${alsoOfMarina}) as answers from boat_price_runs r where true ${ofFilters} ${inRange}
                  order by r.kurus limit ${PRICE_RANGE_PEEK}) r where answers)
                or (select count(*) from (select from boat_price_runs r where true ${ofFilters} ${inRange}
                  order by r.kurus limit ${PRICE_RANGE_PEEK}) r) >= ${PRICE_RANGE_PEEK})`
        : db``;
    // With dates that have their run: of the first `PRICE_RANGE_PEEK` runs answering the dates (any boat's,
    // found through migration 0139's index), does one lie in the range? When none does and there are fewer,
    // no boat can pass and none is walked. Out of season no run answers: a winter week's price range walked
    // every boat of the filters to probe its runs (27–160 ms at 50 000 boats). In season the first entries
    // answer.
    const answeringRuns =
      f.from && f.to
        ? db`daterange(r.f_from, r.f_until) @> ${f.from}::date and daterange(r.t_after, r.t_until, '(]') @> ${f.to}::date`
        : undefined;
    const seasonPeek = answeringRuns
      ? db` and (exists (select from (
              select (true ${inRange}) as answers from boat_price_runs r where ${answeringRuns} limit ${PRICE_RANGE_PEEK}
            ) r where answers)
          or (select count(*) from (select from boat_price_runs r where ${answeringRuns} limit ${PRICE_RANGE_PEEK}) r)
            >= ${PRICE_RANGE_PEEK})`
      : db``;
    counting =
      kind === 'rent'
        ? db`${counting} and ${rentInRange}${peek}${answering ? seasonPeek : db``}`
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
  // Without dates: each boat's lowest price for today, kept in kuruş at the stored rates in `boat_price_lowest`
  // (the statement's rate check makes them the rates given here), one row per boat valid today, walked in
  // kuruş order (a type's or region's own rows for a type or region).
  const lowestWalk = db`(select l.boat_id as id, l.kurus from (
        select l.boat_id, l.kurus from boat_price_lowest l where l.valid @> current_date ${lowestOfFilters} ${lowestInRange}
        order by l.kurus ${direction}, l.boat_id desc limit ${priceWalk}
      ) l join boats b on b.id = l.boat_id
      where ${where}
      order by l.kurus ${direction}, l.boat_id desc limit ${pageLimit})`;
  const union =
    kind === 'sale' ? children.reduce((all, child) => db`${all} union all ${child}`) : today ? lowestWalk : kurusWalk;
  const pricesWalk = db`select id, row_number() over (order by kurus ${direction}, id desc) as rn from (${union}) s
      order by kurus ${direction}, id desc limit ${pageLimit}`;
  // The matching boats are counted first, up to the limit. When the count ends before it, those are all
  // of them: they are put in order by their lowest price (boats without one last, newest first), a few
  // hundred probes at most. Only otherwise, with many matching boats, are the prices walked in order,
  // where matching boats then come often. (A filter few boats pass would make that walk read every price.)
  const lowest = today
    ? db`select l.kurus from boat_price_lowest l where l.boat_id = m.id and l.valid @> current_date`
    : kind === 'rent'
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
    // (one probe of `boat_price_lowest`) for both the order and the price range (with the floors' semi-join
    // and anti-join PostgreSQL hashed every floor in range, 300 000 rows at 50 000 boats, and a type's 8 000
    // boats took 105 ms to sort, 38 ms with the probe). With dates `counting` stays: its semi-join lets a
    // narrow range start from the prices in it, and the lone probe was no faster over a wide one (10 000
    // boats of a summer week: 122 against 140 ms). Boats without a price there have none in the range either.
    sorted: today
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
export function cardsOf(db: Db, rates: RatesInKurus, f: SearchFilters, from: Fragment, which: Fragment): Fragment {
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
