// The search queries (one page plus a look-ahead, per-order index walks, per-currency price merges)
// against a straightforward reference (every matching boat counted, priced and sorted), on random
// catalogs and random filters, row for row. Each catalog lives in a transaction that is rolled back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RatesInKurus } from '../common/money.js';
import {
  boat,
  type Catalog,
  catalog,
  day,
  maybe,
  places,
  query,
  rates,
  reference,
  referenceTypeahead,
  typed,
  types,
  useSearchCatalog,
  withCatalog,
} from '../../test/search-catalog.js';
import { createSearchRepository, minorBounds, type SearchFilters } from './repository.js';
import type { SearchOrder } from './schemas.js';

useSearchCatalog();

/** What the random cases covered: the property means little if most pages were empty. */
const seen = { cases: 0, pages: 0, lowerBounds: 0 };
/** The typeahead answers the last resort added to: with a type or place read from the text, and without. */
const lastResort = { read: 0, resembled: 0 };
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
              const expected = await referenceTypeahead(tx, text, limit, lastResort);
              const got = i === 0 ? await repo.typeahead(text) : await repo.typeahead(text, limit, 1 + (i % 3), i % 3);
              expect(
                got.map((r) => r.slug),
                text,
              ).toEqual(expected);
            }
          });
        },
      ),
      { numRuns: 60 },
    );
    expect(seen.pages).toBeGreaterThan(seen.cases / 6);
    expect(seen.lowerBounds).toBeGreaterThan(seen.cases / 60);
    expect(lastResort.read).toBeGreaterThan(10);
    expect(lastResort.resembled).toBeGreaterThan(3);
    if (process.env.SEARCH_PROPERTY_STATS) console.log(seen, lastResort);
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
    const plain: Omit<Catalog['boats'][number], 'type' | 'marina' | 'movedTo' | 'prices'> = {
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
    const price = (amount: 10_000 | 25_000) => [{ days: 60, gap: 0, amount, currency: 'TRY' as const }];
    const cat: Catalog = {
      boats: [
        { ...plain, type: 1, marina: 1, movedTo: undefined, prices: price(25_000) },
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
