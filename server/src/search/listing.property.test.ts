// The search queries (one page plus a look-ahead, per-order index walks, per-currency price merges)
// against a straightforward reference (every matching boat counted, priced and sorted), on random
// catalogs and random filters, row for row. Each catalog lives in a transaction that is rolled back.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Currency, RatesInKurus } from '../common/money.js';
import { trFold } from '../common/turkish.js';
import type { Db } from '../platform/db.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import {
  COUNT_AHEAD,
  PRICE_WALK,
  createSearchRepository,
  minorBounds,
  type Listing,
  type SearchFilters,
} from './repository.js';
import type { SearchOrder } from './schemas.js';

let t: TestDatabase;
let owner = 0;
const places: number[] = [];
const types: number[] = [];

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

class Rollback extends Error {}

/** Runs `body` against a catalog of `boats` inserted in a transaction that is then rolled back. */
/** A rate in kuruş per unit as the settings store it (TL per unit, decimal). */
const rateSetting = (kurus: number) => `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;

async function withCatalog(catalog: Catalog, rates: RatesInKurus, body: (tx: Db) => Promise<void>): Promise<void> {
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
async function reference(db: Db, kind: Listing, f: SearchFilters, rates: RatesInKurus) {
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

/** The typeahead as one query: contains, starting-with first, then by name (the query before the split). */
async function referenceTypeahead(db: Db, text: string, limit = 10) {
  const folded = trFold(text);
  const esc = folded.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db<{ slug: string }[]>`
    select b.slug from boats b where b.active and b.search_text like tr_fold(${`%${esc}%`})
    order by (b.search_text like tr_fold(${`${esc}%`})) desc, b.name, b.id limit ${limit}`;
  return rows.map((r) => r.slug);
}

const currency = fc.constantFrom<Currency>('TRY', 'USD', 'EUR', 'GBP');
// Few distinct amounts, so that ties (same price, same kuruş) are common.
const amount = fc.constantFrom(5_000, 10_000, 10_001, 12_000, 25_000, 100_000);
const boat = fc.record({
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
type Catalog = { boats: (typeof boat extends fc.Arbitrary<infer B> ? B : never)[] };
const catalog = fc.record({ boats: fc.array(boat, { minLength: 3, maxLength: 40 }) });

const rate = fc.oneof(
  fc.integer({ min: 100, max: 6_000 }),
  fc.constantFrom(100, 4_150, 4_820),
  fc.integer({ min: 1, max: 99 }),
);
const rates = fc.record({ USD: rate, EUR: rate, GBP: rate }).map((r): RatesInKurus => ({ TRY: 100, ...r }));

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
/** A filter left out three times in four, so that most queries still match a few boats. */
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
const query = fc
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
const typed = fc.constantFrom(
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
);

/** What the random cases covered: the property means little if most pages were empty. */
const seen = { cases: 0, pages: 0, lowerBounds: 0 };
describe('search listing and typeahead', () => {
  it("give the reference query's rows, in its order, and its total (exact, or a lower bound past the look-ahead)", async () => {
    await fc.assert(
      fc.asyncProperty(
        catalog,
        rates,
        fc.array(query, { minLength: 8, maxLength: 8 }),
        fc.array(typed, { minLength: 6, maxLength: 6 }),
        async (cat, rt, queries, texts) => {
          await withCatalog(cat, rt, async (tx) => {
            const repo = createSearchRepository(tx);
            for (const q of queries) {
              const expected = await reference(tx, q.kind, q.filters, rt);
              const got = await repo.listing(q.kind, q.filters, rt, {
                countAhead: q.countAhead,
                priceWalk: q.priceWalk,
              });
              expect(
                got.rows.map((r) => r.id),
                JSON.stringify(q),
              ).toEqual(expected.ids);
              seen.cases++;
              if (expected.ids.length > 1) seen.pages++;
              if (!got.totalExact) seen.lowerBounds++;
              const bound = q.filters.skip + q.filters.take + q.countAhead;
              if (expected.total <= bound)
                expect({ total: got.total, exact: got.totalExact }).toEqual({ total: expected.total, exact: true });
              else expect({ total: got.total, exact: got.totalExact }).toEqual({ total: bound, exact: false });
            }
            for (const [i, text] of texts.entries()) {
              // Also with a walk of a few names, so that the trigram-index path answers too.
              // Small answers too, so that a marina or type has more matches than the answer takes.
              const limit = i === 0 ? 10 : 1 + (i % 4);
              const expected = await referenceTypeahead(tx, text, limit);
              const got = i === 0 ? await repo.typeahead(text) : await repo.typeahead(text, limit, 1 + (i % 3), i % 3);
              // Boats that merely resemble the text may follow the reference's rows.
              expect(got.map((r) => r.slug).slice(0, expected.length), text).toEqual(expected);
              if (expected.length < limit)
                expect(got.slice(expected.length).every((r) => !expected.includes(r.slug))).toBe(true);
            }
          });
        },
      ),
      { numRuns: 60 },
    );
    expect(seen.pages).toBeGreaterThan(seen.cases / 6);
    expect(seen.lowerBounds).toBeGreaterThan(seen.cases / 60);
    if (process.env.SEARCH_PROPERTY_STATS) console.log(seen);
  }, 240_000);

  it('sorts every matching rental boat by its lowest price when the walk of the prices cannot fill the page', async () => {
    // The second statement of a price order (ARCHITECTURE, "How a search is answered"), forced: a walk of
    // one price, no look-ahead, pages of at least two boats; price ranges on the catalog's own amounts, so
    // that a boat's lowest price often lies exactly on a bound.
    const sorted = fc
      .record({
        order: fc.constantFrom<SearchOrder>('price_asc', 'price_desc'),
        skip: fc.integer({ min: 0, max: 2 }),
        take: fc.integer({ min: 2, max: 6 }),
        type: maybe(fc.integer({ min: 0, max: 2 })),
        guests: maybe(fc.integer({ min: 0, max: 8 })),
        minKurus: fc.option(fc.constantFrom(0, 5_000, 10_000, 12_000, 25_000), { nil: undefined }),
        maxKurus: fc.option(fc.constantFrom(10_000, 10_001, 25_000, 100_000), { nil: undefined }),
        dates: fc.option(fc.record({ from: fc.integer({ min: -5, max: 40 }), days: fc.integer({ min: 1, max: 14 }) }), {
          nil: undefined,
        }),
      })
      .map((q) => ({
        filters: {
          skip: q.skip,
          take: q.take,
          order: q.order,
          ...(q.type === undefined ? {} : { typeId: types[q.type] }),
          ...(q.guests === undefined ? {} : { guests: q.guests }),
          ...(q.minKurus === undefined ? {} : { minKurus: q.minKurus }),
          ...(q.maxKurus === undefined ? {} : { maxKurus: q.maxKurus }),
          ...(q.dates === undefined ? {} : { from: day(q.dates.from), to: day(q.dates.from + q.dates.days) }),
        } satisfies SearchFilters,
      }));
    const bigCatalog = fc.record({ boats: fc.array(boat, { minLength: 30, maxLength: 40 }) });
    let beyond = 0;
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        bigCatalog,
        rates,
        fc.array(sorted, { minLength: 8, maxLength: 8 }),
        async (cat, rt, queries) => {
          await withCatalog(cat, rt, async (tx) => {
            const repo = createSearchRepository(tx);
            for (const q of queries) {
              const expected = await reference(tx, 'rent', q.filters, rt);
              const got = await repo.listing('rent', q.filters, rt, { countAhead: 0, priceWalk: 1 });
              expect(
                got.rows.map((r) => r.id),
                JSON.stringify(q),
              ).toEqual(expected.ids);
              cases++;
              if (expected.total > q.filters.skip + q.filters.take) beyond++;
            }
          });
        },
      ),
      { numRuns: 40 },
    );
    // Only a search with more matching boats than the page goes to the second statement.
    expect(beyond).toBeGreaterThan(cases / 10);
  }, 240_000);

  it('meets a boat given another type and marina in the walk of its new type’s and region’s prices', async () => {
    // Two boats of a type, the cheaper moved there after it was priced: a price order's walk of the type's
    // floors (no dates) and runs (dates) must meet it, or the walk fills the page with the other (0110, 0136).
    const plain = {
      name: 'Mavi Rüya',
      length: 12.5,
      guestsDay: 6,
      guestsNight: 4,
      cabins: 2,
      forRent: true,
      forSale: false,
      sale: undefined,
      popular: false,
      displayOrder: 0,
      active: true,
      createdHour: 0,
      firstPriceDay: -1,
      firstOccupiedDay: 0,
      occupied: [],
    };
    const price = (amount: number) => [{ days: 60, gap: 0, amount, currency: 'TRY' as const }];
    const cat: Catalog = {
      boats: [
        { ...plain, type: 1, marina: 1, movedTo: undefined, prices: price(20_000) },
        { ...plain, type: 0, marina: 0, movedTo: { type: 1, marina: 1 }, prices: price(10_000) },
      ],
    };
    const rt: RatesInKurus = { TRY: 100, USD: 4_150, EUR: 4_820, GBP: 5_510 };
    await withCatalog(cat, rt, async (tx) => {
      const repo = createSearchRepository(tx);
      for (const filters of [{ typeId: types[1] }, { marinaId: places[1] }, { typeId: types[0] }])
        for (const dates of [{}, { from: day(3), to: day(6) }])
          for (const order of ['price_asc', 'price_desc'] as const) {
            const f: SearchFilters = { skip: 0, take: 1, order, ...filters, ...dates };
            const expected = await reference(tx, 'rent', f, rt);
            const got = await repo.listing('rent', f, rt, { countAhead: 0 });
            expect(
              got.rows.map((r) => r.id),
              JSON.stringify(f),
            ).toEqual(expected.ids);
          }
    });
  });

  it('answers a type and a region together with a price range on dates as the reference does', async () => {
    // The dated price range's one-time check reads the runs of the type (migration 0110) and checks the region
    // on each (ARCHITECTURE, "How a search is answered"); here every query asks for both, in every order.
    const both = fc
      .record({
        order: fc.constantFrom<SearchOrder>('boat_desc', 'boat_asc', 'price_asc', 'price_desc', 'popular'),
        take: fc.integer({ min: 1, max: 6 }),
        type: fc.integer({ min: 0, max: 2 }),
        marina: fc.integer({ min: 0, max: 2 }),
        minKurus: fc.option(fc.constantFrom(0, 5_000, 10_000, 12_000, 25_000), { nil: undefined }),
        maxKurus: fc.constantFrom(10_000, 10_001, 25_000, 100_000, 50_000_000),
        dates: fc.record({ from: fc.integer({ min: -5, max: 40 }), days: fc.integer({ min: 1, max: 14 }) }),
      })
      .map((q) => ({
        skip: 0,
        take: q.take,
        order: q.order,
        typeId: types[q.type],
        marinaId: places[q.marina],
        ...(q.minKurus === undefined ? {} : { minKurus: q.minKurus }),
        maxKurus: q.maxKurus,
        from: day(q.dates.from),
        to: day(q.dates.from + q.dates.days),
      }));
    const bigCatalog = fc.record({ boats: fc.array(boat, { minLength: 30, maxLength: 40 }) });
    let found = 0;
    await fc.assert(
      fc.asyncProperty(bigCatalog, rates, fc.array(both, { minLength: 8, maxLength: 8 }), async (cat, rt, queries) => {
        await withCatalog(cat, rt, async (tx) => {
          const repo = createSearchRepository(tx);
          for (const filters of queries) {
            const expected = await reference(tx, 'rent', filters, rt);
            const got = await repo.listing('rent', filters, rt);
            expect({ ids: got.rows.map((r) => r.id), total: got.total }, JSON.stringify(filters)).toEqual({
              ids: expected.ids,
              total: expected.total,
            });
            if (expected.total > 0) found++;
          }
        });
      }),
      { numRuns: 30 },
    );
    // The property means little if most of these found nothing.
    expect(found).toBeGreaterThan(20);
  }, 240_000);

  it('turns a kuruş range into the exact range of amounts in each currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (r, lo, hi, m) => {
          const { min, max } = minorBounds(r, lo, hi);
          const kurus = Math.floor((m * r) / 100);
          expect(m >= Number(min) && m <= Number(max)).toBe(kurus >= lo && kurus <= hi);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
