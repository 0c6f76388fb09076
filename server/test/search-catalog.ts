// The search property tests' harness: random catalogs in rolled-back transactions and the reference queries.
// The search queries (one page plus a look-ahead, per-order index walks, per-currency price merges)
// against a straightforward reference (every matching boat counted, priced and sorted), on random
// catalogs and random filters, row for row. Each catalog lives in a transaction that is rolled back.
import fc from 'fast-check';
import { beforeAll } from 'vitest';
import type { Currency, RatesInKurus } from '../src/common/money.js';
import { trFold } from '../src/common/turkish.js';
import type { Db } from '../src/platform/db.js';
import { createTestDatabase, type TestDatabase } from './db.js';
import { COUNT_AHEAD, PRICE_WALK, type Listing, type SearchFilters } from '../src/search/repository.js';
import type { SearchOrder } from '../src/search/schemas.js';

export let t: TestDatabase;
let owner = 0;
export const places: number[] = [];
export const types: number[] = [];

/** The test file's database with an owner, three marinas and three types (call once at the top of the file). */
export function useSearchCatalog(): void {
  beforeAll(async () => {
    t = await createTestDatabase();
    const [user] = await t.sql<{ id: number }[]>`
    insert into users (email, password_hash, role, first_name, last_name)
    values ('arama-sahibi@example.com', 'x', 'OWNER', 'Arama', 'Sahibi') returning id`;
    owner = user!.id;
    for (const name of ['Göcek Marina', 'Kaş Limanı', 'İçmeler Koyu']) {
      const [row] = await t.sql<
        { id: number }[]
      >`insert into places (name, kind) values (${name}, 'marina') returning id`;
      places.push(row!.id);
    }
    for (const name of ['Gulet Özel', 'Yelkenli Şık', 'Motoryat Işıl']) {
      const [row] = await t.sql<{ id: number }[]>`insert into boat_types (name) values (${name}) returning id`;
      types.push(row!.id);
    }
  });
}

class Rollback extends Error {}

/** Runs `body` against a catalog of `boats` inserted in a transaction that is then rolled back. */
/** A rate in kuruş per unit as the settings store it (TL per unit, decimal). */
const rateSetting = (kurus: number) => `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;

export async function withCatalog(
  catalog: Catalog,
  rates: RatesInKurus,
  body: (tx: Db) => Promise<void>,
): Promise<void> {
  try {
    await t.sql.begin(async (tx) => {
      // The stored rates are the ones the queries are given (the service checks that in each statement):
      // the lowest prices of today are kept in kuruş at the stored rates.
      for (const [key, c] of [
        ['dollar_exchange_rate', 'USD'],
        ['euro_exchange_rate', 'EUR'],
        ['sterling_exchange_rate', 'GBP'],
      ] as const)
        await tx`update settings set value = ${rateSetting(rates[c])} where key = ${key}`;
      for (const [i, b] of catalog.boats.entries()) {
        const [row] = await tx<{ id: number }[]>`
          insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, guests_day, guests_night, cabins,
            for_rent, for_sale, sale_price_minor, sale_currency, popular, display_order, active, created_at)
          values (${b.name}, ${`arama-${i}`}, ${types[b.type]!}, ${places[b.marina]!}, ${owner}, ${b.length}, ${b.guestsDay},
            ${b.guestsNight}, ${b.cabins}, ${b.forRent}, ${b.forSale}, ${b.sale?.amount ?? null}, ${b.sale?.currency ?? null},
            ${b.popular}, ${b.displayOrder}, ${b.active}, ${new Date(Date.UTC(2026, 0, 1) + b.createdHour * 3_600_000)})
          returning id`;
        const id = row!.id;
        let start = b.firstPriceDay;
        for (const p of b.prices) {
          await tx`insert into boat_prices (boat_id, period, daily_price_minor, currency)
            values (${id}, daterange(current_date + ${start}::int, current_date + ${start + p.days}::int), ${p.amount}, ${p.currency})`;
          start += p.days + p.gap;
        }
        let from = b.firstOccupiedDay;
        for (const [k, o] of b.occupied.entries()) {
          await tx`insert into occupancy (boat_id, period, source, ref, status, active)
            values (${id}, daterange(current_date + ${from}::int, current_date + ${from + o.days}::int), 'closing',
              ${`arama-${i}-${k}`}, 'closed', ${o.active})`;
          from += o.days + o.gap;
        }
        if (b.movedTo)
          await tx`update boats set boat_type_id = ${types[b.movedTo.type]!}, marina_id = ${places[b.movedTo.marina]!}
            where id = ${id}`;
      }
      await body(tx);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
}

/** The listing as one plain query: every match counted, priced and sorted (the query before the look-ahead walk). */
export async function reference(db: Db, kind: Listing, f: SearchFilters, rates: RatesInKurus) {
  const rateOf = (column: ReturnType<Db>) =>
    db`case ${column} when 'USD' then ${rates.USD}::bigint when 'EUR' then ${rates.EUR}::bigint
       when 'GBP' then ${rates.GBP}::bigint else 100::bigint end`;
  const window =
    f.from && f.to
      ? db`p.period && daterange(${f.from}::date, ${f.to}::date, '[)')`
      : db`upper(p.period) > current_date`;
  const lowest = db`
    left join lateral (
      select p.daily_price_minor * ${rateOf(db`p.currency`)} / 100 as kurus
      from boat_prices p where p.boat_id = b.id and ${window}
      order by 1, lower(p.period) limit 1
    ) lp on true`;
  const price = kind === 'rent' ? db`lp.kurus` : db`(b.sale_price_minor * ${rateOf(db`b.sale_currency`)} / 100)`;
  let where = db`b.active and ${kind === 'rent' ? db`b.for_rent` : db`b.for_sale`}`;
  const and = (cond: ReturnType<Db>): void => {
    where = db`${where} and ${cond}`;
  };
  if (f.marinaId !== undefined) and(db`b.marina_id = ${f.marinaId}`);
  if (f.typeId !== undefined) and(db`b.boat_type_id = ${f.typeId}`);
  if (f.guests !== undefined) and(db`greatest(b.guests_day, b.guests_night) >= ${f.guests}`);
  if (f.cabins !== undefined) and(db`b.cabins >= ${f.cabins}`);
  if (f.lengthMin !== undefined) and(db`b.length_m >= ${f.lengthMin}`);
  if (f.lengthMax !== undefined) and(db`b.length_m <= ${f.lengthMax}`);
  if (f.minKurus !== undefined) and(db`${price} >= ${f.minKurus}`);
  if (f.maxKurus !== undefined) and(db`${price} <= ${f.maxKurus}`);
  if (f.from && f.to) {
    and(db`not exists (select 1 from occupancy o where o.boat_id = b.id and o.active
      and o.period && daterange(${f.from}::date, ${f.to}::date, '[)'))`);
  }
  const orders: Record<SearchOrder, ReturnType<Db>> = {
    boat_desc: db`b.created_at desc, b.id desc`,
    boat_asc: db`b.created_at asc, b.id asc`,
    price_asc: db`${price} asc nulls last, b.id desc`,
    price_desc: db`${price} desc nulls last, b.id desc`,
    popular: db`b.popular desc, b.display_order asc, b.created_at desc, b.id desc`,
  };
  const rows = await db<
    { id: number }[]
  >`select b.id from boats b ${lowest} where ${where} order by ${orders[f.order]}`;
  return { ids: rows.slice(f.skip, f.skip + f.take).map((r) => r.id), total: rows.length };
}

/**
 * The typeahead as plain queries: boats whose search text contains the text, those starting with it first,
 * each group by name (the query before the split); then, when those are fewer than `limit` and the text has
 * at least three letters, the last resort: the text read as the types and places its words name (whole, or
 * by their first words) and the rest of its words; the boats of those types and places (all of them when
 * none is named) whose folded name resembles the rest (`word_similarity` at least the connection's
 * threshold), most alike first, then by name; with a type or place named, its other boats by name after them.
 */
export async function referenceTypeahead(
  db: Db,
  text: string,
  limit = 10,
  /** Counts the answers the last resort added rows to, with a type or place named and without. */
  tally?: { read: number; resembled: number },
) {
  const folded = trFold(text);
  const esc = folded.replace(/[\\%_]/g, (c) => `\\${c}`);
  const contained = (
    await db<{ slug: string }[]>`
    select b.slug from boats b where b.active and b.search_text like tr_fold(${`%${esc}%`})
    order by (b.search_text like tr_fold(${`${esc}%`})) desc, b.name, b.id limit ${limit}`
  ).map((r) => r.slug);
  if (contained.length >= limit || folded.length < 3) return contained;
  const words = folded.split(/\s+/).filter((w) => w !== '');
  const named = await db<{ kind: 'type' | 'place'; id: number; name: string; nameEn: string | null }[]>`
    select 'type' as kind, id, name, name_en from boat_types union all select 'place', id, name, name_en from places`;
  const types = new Set<number>();
  const places = new Set<number>();
  const covered = new Set<number>();
  for (let i = 0; i < words.length; i++)
    for (let j = i; j < words.length; j++) {
      const span = words.slice(i, j + 1).join(' ');
      for (const n of named)
        for (const name of [n.name, n.nameEn]) {
          const f = name === null ? undefined : trFold(name);
          if (f === undefined || (f !== span && !f.startsWith(`${span} `))) continue;
          (n.kind === 'type' ? types : places).add(n.id);
          for (let k = i; k <= j; k++) covered.add(k);
        }
    }
  const rest = words.filter((_, k) => !covered.has(k)).join(' ');
  const read = types.size > 0 || places.size > 0;
  const alike = db`word_similarity(${rest}, tr_fold(b.name)) >= current_setting('pg_trgm.word_similarity_threshold')::float8`;
  const last = await db<{ slug: string }[]>`
    select b.slug from boats b
    where b.active and not b.slug = any(${contained}::text[])
      ${types.size > 0 ? db`and b.boat_type_id = any(${[...types]}::int[])` : db``}
      ${places.size > 0 ? db`and b.marina_id = any(${[...places]}::int[])` : db``}
      and (${read} or ${alike})
    order by ${alike} desc, case when ${alike} then word_similarity(${rest}, tr_fold(b.name)) end desc nulls last,
      b.name, b.id
    limit ${limit - contained.length}`;
  if (tally && last.length > 0) tally[read ? 'read' : 'resembled']++;
  return [...contained, ...last.map((r) => r.slug)];
}

export const currency = fc.constantFrom<Currency>('TRY', 'USD', 'EUR', 'GBP');
// Few distinct amounts, so that ties (same price, same kuruş) are common.
export const amount = fc.constantFrom(5_000, 10_000, 10_001, 12_000, 25_000, 100_000);
export const boat = fc.record({
  name: fc.constantFrom('Mavi Rüya', 'Şirin Gület', 'Işıl Hanım', 'Göcek Yıldızı', 'İnci', 'Kaptan_%Ege', 'Deniz Kızı'),
  type: fc.integer({ min: 0, max: 2 }),
  marina: fc.integer({ min: 0, max: 2 }),
  // Given another type and marina after it was priced: its price runs and floors follow (0110, 0136).
  movedTo: fc.option(fc.record({ type: fc.integer({ min: 0, max: 2 }), marina: fc.integer({ min: 0, max: 2 }) }), {
    nil: undefined,
    freq: 4,
  }),
  length: fc.constantFrom(8, 12.5, 15.2, 20, 24.75),
  guestsDay: fc.integer({ min: 0, max: 12 }),
  guestsNight: fc.integer({ min: 0, max: 12 }),
  cabins: fc.integer({ min: 0, max: 5 }),
  forRent: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  forSale: fc.boolean(),
  sale: fc.option(fc.record({ amount, currency }), { nil: undefined }),
  popular: fc.boolean(),
  displayOrder: fc.integer({ min: 0, max: 2 }),
  active: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  // Few distinct hours, so that boats created at the same moment are common (ties broken by id).
  createdHour: fc.integer({ min: 0, max: 4 }),
  firstPriceDay: fc.integer({ min: -60, max: 30 }),
  prices: fc.array(
    fc.record({ days: fc.integer({ min: 1, max: 40 }), gap: fc.integer({ min: 0, max: 10 }), amount, currency }),
    { maxLength: 4 },
  ),
  firstOccupiedDay: fc.integer({ min: -5, max: 60 }),
  occupied: fc.array(
    fc.record({ days: fc.integer({ min: 1, max: 10 }), gap: fc.integer({ min: 0, max: 15 }), active: fc.boolean() }),
    { maxLength: 2 },
  ),
});
export type Catalog = { boats: (typeof boat extends fc.Arbitrary<infer B> ? B : never)[] };
export const catalog = fc.record({ boats: fc.array(boat, { minLength: 3, maxLength: 40 }) });

export const rate = fc.oneof(
  fc.integer({ min: 100, max: 6_000 }),
  fc.constantFrom(100, 4_150, 4_820),
  fc.integer({ min: 1, max: 99 }),
);
export const rates = fc.record({ USD: rate, EUR: rate, GBP: rate }).map((r): RatesInKurus => ({ TRY: 100, ...r }));

export const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
/** A filter left out three times in four, so that most queries still match a few boats. */
export const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
export const query = fc
  .record({
    kind: fc.constantFrom<Listing>('rent', 'sale'),
    order: fc.constantFrom<SearchOrder>('boat_desc', 'boat_asc', 'price_asc', 'price_desc', 'popular'),
    skip: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 12 }), weight: 1 }),
    take: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 20 }), weight: 1 },
    ),
    marina: maybe(fc.integer({ min: 0, max: 2 })),
    type: maybe(fc.integer({ min: 0, max: 2 })),
    guests: maybe(fc.integer({ min: 0, max: 12 })),
    cabins: maybe(fc.integer({ min: 0, max: 5 })),
    lengthMin: maybe(fc.constantFrom(8, 12.5, 15)),
    lengthMax: maybe(fc.constantFrom(12.5, 20, 24.75)),
    minKurus: maybe(fc.constantFrom(0, 5_000, 100_000, 400_000, 1_000_000)),
    maxKurus: maybe(fc.constantFrom(10_000, 500_000, 4_820_000, 50_000_000)),
    dates: fc.option(fc.record({ from: fc.integer({ min: -5, max: 70 }), days: fc.integer({ min: 1, max: 14 }) }), {
      nil: undefined,
      freq: 2,
    }),
    countAhead: fc.oneof(fc.constant(COUNT_AHEAD), fc.integer({ min: 0, max: 3 })),
    priceWalk: fc.oneof(fc.constant(PRICE_WALK), fc.integer({ min: 1, max: 6 })),
  })
  .map((q) => ({
    kind: q.kind,
    countAhead: q.countAhead,
    priceWalk: q.priceWalk,
    filters: {
      skip: q.skip,
      take: q.take,
      order: q.order,
      ...(q.marina === undefined ? {} : { marinaId: places[q.marina] }),
      ...(q.type === undefined ? {} : { typeId: types[q.type] }),
      ...(q.guests === undefined ? {} : { guests: q.guests }),
      ...(q.cabins === undefined ? {} : { cabins: q.cabins }),
      ...(q.lengthMin === undefined ? {} : { lengthMin: q.lengthMin }),
      ...(q.lengthMax === undefined ? {} : { lengthMax: q.lengthMax }),
      ...(q.minKurus === undefined ? {} : { minKurus: q.minKurus }),
      ...(q.maxKurus === undefined ? {} : { maxKurus: q.maxKurus }),
      ...(q.dates === undefined ? {} : { from: day(q.dates.from), to: day(q.dates.from + q.dates.days) }),
    } satisfies SearchFilters,
  }));
export const typed = fc.constantFrom(
  'gö',
  'GÖCEK',
  'mavi',
  'ı',
  'İnci',
  'gulet',
  'kaş',
  'kaptan_%',
  '%',
  'yıldız',
  'ozel',
  'deniz kizi',
  'marina',
  'rüya',
  'i',
  'a',
  'n',
  'ek',
  'rüya göcek',
  'ı m',
  // The typeahead's last resort: a type or place named, with a rest or without; a near miss of a name.
  'gulet ozel 3',
  'kas mavi',
  'gocek ruya',
  'yelkenli inci',
  'icmeler deniz kiz',
  'motoryat isil',
  'mavi rua',
  'kaptan ege',
);
