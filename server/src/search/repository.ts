import type { Currency, RatesInKurus } from '../common/money.js';
import { LostAnswerError, type Db, type SqlFragment as Fragment } from '../platform/db.js';
import { createTypeaheadRepository } from './typeahead-repository.js';

import {
  COUNT_AHEAD,
  PRICE_WALK,
  cardsOf,
  walkOf,
  type Listing,
  type SearchFilters,
} from './listing-walk-repository.js';

export {
  COUNT_AHEAD,
  PRICE_RANGE_PEEK,
  PRICE_RUN_DAYS,
  PRICE_WALK,
  minorBounds,
  type Listing,
  type SearchFilters,
} from './listing-walk-repository.js';
export { CLOSE_RESEMBLANCE, TYPEAHEAD_FEW, TYPEAHEAD_WALK, closeResemblanceSettings } from './typeahead-repository.js';

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

/**
 * `planned`: where listings in creation or popularity order without a price range run: their statements
 * are planned once for any values (a walk of the order's index, filters checked on the rows walked, is the
 * best plan whatever the values), which saves most of their cost. Price orders, price ranges and the
 * typeahead run on `db`, planned with their values each time: which index serves them best depends on the
 * dates, bounds and text.
 */
export function createSearchRepository(db: Db, planned: Db = db, close?: Db) {
  return {
    ...createTypeaheadRepository(db, close),

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
