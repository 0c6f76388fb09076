import { DISPLAY_CURRENCIES, DISPLAY_TO_ISO, fromKurus, majorToKurus, type Currency, type RatesInKurus } from '../common/money.js';
import type { Sql } from '../platform/db.js';
import { badRequest } from '../platform/errors.js';
import { getExchangeRates } from '../settings/repository.js';
import { createSearchRepository, type Listing, type SearchRow } from './repository.js';
import type { BoatOptions, SearchItem, SearchQuery } from './schemas.js';

/** A value cached in this process for `ttlMs`; concurrent callers share one load. */
function cached<T>(ttlMs: number, load: () => Promise<T>, now: () => number): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return () => {
    const t = now();
    if (!entry || t - entry.at > ttlMs) {
      const value = load();
      entry = { at: t, value };
      value.catch(() => {
        if (entry?.value === value) entry = undefined;
      });
    }
    return entry.value;
  };
}

const money = (amountMinor: number | null, currency: Currency | null) =>
  amountMinor !== null && currency !== null ? { amountMinor, currency } : null;

export interface SearchServiceOptions {
  /** How long boat options and exchange rates are reused, ms. */
  cacheMs?: number;
  now?: () => number;
}

export function createSearchService(sql: Sql, opts: SearchServiceOptions = {}) {
  const repo = createSearchRepository(sql);
  const now = opts.now ?? Date.now;
  const cacheMs = opts.cacheMs ?? 5_000;
  const rates = cached(cacheMs, () => getExchangeRates(sql), now);
  const options = cached(cacheMs, () => repo.boatOptions(), now);

  function toItem(kind: Listing, r: SearchRow, currency: Currency, rt: RatesInKurus): SearchItem {
    const kurus = kind === 'rent' ? r.lowestKurus : r.saleKurus;
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      thumbnail: r.thumbnail,
      typeName: r.typeName,
      marinaId: r.marinaId,
      marinaName: r.marinaName,
      lengthM: r.lengthM,
      guestsDay: r.guestsDay,
      guestsNight: r.guestsNight,
      cabins: r.cabins,
      lowestDailyPrice: money(r.lowestAmountMinor, r.lowestCurrency),
      salePrice: money(r.salePriceMinor, r.saleCurrency),
      price: kurus === null ? null : { amountMinor: fromKurus(kurus, currency, rt), currency },
      popular: r.popular,
      boatOfMonth: r.boatOfMonth,
      rating: { average: r.ratingAverage, count: r.ratingCount },
    };
  }

  return {
    typeahead: async (text: string) => (text.trim() ? repo.typeahead(text.trim()) : []),

    boatOptions: async (): Promise<BoatOptions> => ({
      ...(await options()),
      currencies: [...DISPLAY_CURRENCIES],
      orders: ['boat_desc', 'boat_asc', 'price_asc', 'price_desc', 'popular'],
    }),

    async search(kind: Listing, q: SearchQuery): Promise<{ content: SearchItem[]; total: number }> {
      if ((q.from === undefined) !== (q.to === undefined)) {
        throw badRequest('DATES_INCOMPLETE', 'Tarih aramasında biniş (from) ve iniş (to) günleri birlikte verilmelidir.');
      }
      if (q.from !== undefined && q.to !== undefined && q.from >= q.to) {
        throw badRequest('DATES_INVALID', 'İniş günü (to) biniş gününden (from) sonra olmalıdır.');
      }
      if (q.length_min !== undefined && q.length_max !== undefined && q.length_min > q.length_max) {
        throw badRequest('LENGTH_RANGE_INVALID', 'En kısa boy en uzun boydan büyük olamaz.');
      }
      if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
        throw badRequest('PRICE_RANGE_INVALID', 'En düşük fiyat en yüksek fiyattan büyük olamaz.');
      }
      const rt = await rates();
      const currency = DISPLAY_TO_ISO[q.currency ?? 'TL'];
      const { rows, total } = await repo.listing(
        kind,
        {
          skip: q.skip,
          take: q.take,
          order: q.order ?? 'boat_desc',
          marinaId: q.regions,
          typeId: q.type,
          guests: q.guests,
          cabins: q.cabins,
          lengthMin: q.length_min,
          lengthMax: q.length_max,
          minKurus: q.price_min === undefined ? undefined : majorToKurus(q.price_min, currency, rt),
          maxKurus: q.price_max === undefined ? undefined : majorToKurus(q.price_max, currency, rt),
          from: q.from,
          to: q.to,
        },
        rt,
      );
      return { content: rows.map((r) => toItem(kind, r, currency, rt)), total };
    },
  };
}
