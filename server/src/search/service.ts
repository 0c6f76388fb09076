import {
  DISPLAY_CURRENCIES,
  DISPLAY_TO_ISO,
  fromKurus,
  majorToKurus,
  type Currency,
  type RatesInKurus,
} from '../common/money.js';
import type { Db, Sql } from '../platform/db.js';
import { istanbulDate } from '../common/dates.js';
import { trFold } from '../common/turkish.js';
import { getExchangeRatesSnapshot, ratesStillAre, type RatesSnapshot } from '../settings/read.js';
import { createSearchRepository, type Listing, type SearchRow } from './repository.js';
import { SearchQuerySchema, type BoatOptions, type SearchItem, type SearchPage, type SearchQuery } from './schemas.js';
import { SearchError } from './errors.js';

/** A value cached in this process for `ttlMs`; concurrent callers share one load; `clear` drops it. */
function cached<T>(ttlMs: number, load: () => Promise<T>, now: () => number): (() => Promise<T>) & { clear(): void } {
  let entry: { at: number; value: Promise<T> } | undefined;
  const get = () => {
    if (ttlMs === 0) return load();
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
  return Object.assign(get, { clear: () => void (entry = undefined) });
}

/**
 * Answers kept for `ttlMs` per key (at most `max` keys); a burst of identical searches costs one query.
 * With `expiries`, each loaded answer (an object) is noted there with the time its entry goes stale.
 */
export function ttlCache<T>(ttlMs: number, max: number, now: () => number, expiries?: WeakMap<object, number>) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const get = (key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs === 0) return load();
    const t = now();
    const hit = entries.get(key);
    if (hit && t - hit.at <= ttlMs) return hit.value;
    if (entries.size >= max) {
      for (const [k, e] of entries) if (t - e.at > ttlMs) entries.delete(k);
      if (entries.size >= max) entries.clear();
    }
    const value = load();
    entries.set(key, { at: t, value });
    value.then(
      (v) => {
        // An answer whose entry was dropped while it loaded (the catalog changed) is not noted:
        // the front cache must not keep what this cache has already let go.
        if (expiries && typeof v === 'object' && v !== null && entries.get(key)?.value === value)
          expiries.set(v, t + ttlMs);
      },
      () => entries.delete(key),
    );
    return value;
  };
  // A dropped answer's object is forgotten in `expiries` too, so the front cache stops serving it.
  return Object.assign(get, {
    clear: () => {
      if (expiries)
        for (const e of entries.values())
          void e.value.then(
            (v) => typeof v === 'object' && v !== null && expiries.delete(v),
            () => {},
          );
      entries.clear();
    },
  });
}

/** The query's keys in the schema's order: the validated query holds no others (removeAdditional). */
const SEARCH_KEYS = Object.keys(SearchQuerySchema.properties) as (keyof SearchQuery)[];

/** The same filters in any parameter order give the same key: the keys are taken in one fixed order. */
function keyOf(prefix: string, q: SearchQuery): string {
  let key = prefix;
  for (const k of SEARCH_KEYS) {
    const v = q[k];
    if (v !== undefined) key += `&${k}=${String(v)}`;
  }
  return key;
}

const money = (amountMinor: number | null, currency: Currency | null) =>
  amountMinor !== null && currency !== null ? { amountMinor, currency } : null;

export interface SearchServiceOptions {
  /** How long answers, boat options and exchange rates are reused, ms (0: never). */
  cacheMs?: number;
  now?: () => number;
  /** The pool for listings in an index's order, whose statements are planned once (`sql` when not given). */
  plannedSql?: Sql;
  /** The typeahead's close-resemblance pool (`closeResemblanceSettings`); without it that step is skipped. */
  closeSql?: Sql;
}

/**
 * The client's limit on searches the answer cache cannot answer (PostgreSQL). `count` counts one, run
 * beside the search itself, and throws the 429 when the client is past the limit; `refuseKnown` throws
 * it at once, from memory, when the database has already refused the client in this window. Only a
 * request that loads an answer is counted or refused: a repeat the cache answers costs nothing, and an
 * answer another client is waiting for is never refused because of this one.
 */
export interface SearchGuard {
  refuseKnown(): void;
  /** Counts the search: once, or `hits` times for one that costs as much as that many. */
  count(hits?: number): Promise<void>;
}

/**
 * What a typeahead that ranks the boats merely resembling its text counts against the limit: that
 * ranking reads every boat whose name the trigram index offers (1 118 at 50 000 boats for "Deniz 2878",
 * about 10 ms of PostgreSQL's time, where an ordinary search costs 1–5 ms; 8 333 boats and 130 ms for
 * "Katamaran 1418" while it ranked whole search texts), so a client's minute of such texts is bounded like
 * a minute of ordinary searches. A text naming a type or a region is not counted so: its boats are read
 * from their type's or region's indexes, a bounded few (`typeahead-repository.ts`, the last resort).
 */
export const RESEMBLING_SEARCH_HITS = 10;

/**
 * `cache(key, load)` with the guard when (and only when) the cache has no answer: a client already
 * refused loads nothing (the loader throws before it starts, so nothing is kept); any other is counted
 * beside its load, which goes on and is kept for others even when this client is refused.
 */
export async function guarded<T>(
  cache: (key: string, load: () => Promise<T>) => Promise<T>,
  key: string,
  load: () => Promise<T>,
  guard: SearchGuard | undefined,
): Promise<T> {
  let loaded = false;
  const answer = cache(key, () => {
    guard?.refuseKnown();
    loaded = true;
    return load();
  });
  if (!loaded || !guard) return answer;
  // Both settle before the client hears either way, so whatever its load counts (a typeahead's resembling
  // ranking) is written before its answer or its refusal is sent.
  const [counting, value] = await Promise.allSettled([guard.count(), answer]);
  if (counting.status === 'rejected') throw counting.reason;
  if (value.status === 'rejected') throw value.reason;
  return value.value;
}

export function createSearchService(sql: Sql, opts: SearchServiceOptions = {}) {
  const repo = createSearchRepository(sql, opts.plannedSql, opts.closeSql);
  const now = opts.now ?? Date.now;
  const cacheMs = opts.cacheMs ?? 2_000;
  // The rates are remembered until a search finds them changed: each listing statement checks them
  // (`ratesStillAre`), so a remembered rate never changes an answer, and costs no round trip.
  let ratesSnapshot: Promise<RatesSnapshot> | undefined;
  const rates = Object.assign(
    (): Promise<RatesSnapshot> => {
      const loaded = (ratesSnapshot ??= getExchangeRatesSnapshot(sql));
      loaded.catch(() => {
        if (ratesSnapshot === loaded) ratesSnapshot = undefined;
      });
      return loaded;
    },
    { clear: () => void (ratesSnapshot = undefined) },
  );
  const options = cached(cacheMs, () => repo.boatOptions(), now);
  const expiries = new WeakMap<object, number>();
  const typeaheadCache = ttlCache<{ slug: string; name: string; thumbnail: string | null }[]>(
    cacheMs,
    2000,
    now,
    expiries,
  );
  const listingCache = ttlCache<SearchPage>(cacheMs, 2000, now, expiries);

  function toItem(kind: Listing, r: SearchRow, currency: Currency, rt: RatesInKurus): SearchItem {
    const kurus = kind === 'rent' ? r.lowestKurus : r.saleKurus;
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      thumbnail: r.thumbnail,
      typeName: r.typeName,
      typeNameEn: r.typeNameEn,
      marinaId: r.marinaId,
      marinaName: r.marinaName,
      marinaNameEn: r.marinaNameEn,
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

  // The typed text's folded form is the cache key; folding non-ASCII text goes through ICU, so the
  // few hundred distinct texts a burst of typing produces are folded once each.
  const folded = new Map<string, string>();
  const foldedKey = (text: string) => {
    let key = folded.get(text);
    if (key === undefined) {
      if (folded.size >= 2000) folded.clear();
      key = trFold(text);
      folded.set(text, key);
    }
    return key;
  };

  return {
    /** Drops every cached answer, option list and rate (the catalog changed, on this or another instance). */
    clear(): void {
      rates.clear();
      options.clear();
      typeaheadCache.clear();
      listingCache.clear();
    },

    /** When a cached answer (as returned here) goes stale, ms since the epoch; undefined if it is not cached. */
    expiresAt: (answer: object): number | undefined => expiries.get(answer),

    async typeahead(text: string, guard?: SearchGuard) {
      const trimmed = text.trim();
      if (!trimmed) return [];
      // The client whose request loads the answer counts the resembling ranking's extra cost, beside it;
      // past its limit it gets the 429 (the answer is still kept for others), and its next requests are
      // refused before they load anything.
      let extra: Promise<void> | undefined;
      const onResembling = () => {
        if (!guard) return;
        extra = guard.count(RESEMBLING_SEARCH_HITS - 1);
        extra.catch(() => {});
      };
      let answer: Awaited<ReturnType<typeof typeaheadCache>>;
      try {
        answer = await guarded(
          typeaheadCache,
          foldedKey(trimmed),
          () => repo.typeahead(trimmed, undefined, undefined, undefined, onResembling),
          guard,
        );
      } catch (e) {
        // Refused while its load went on: the ranking it caused is still counted before the 429 is sent.
        await extra?.catch(() => {});
        throw e;
      }
      if (extra) await extra;
      return answer;
    },

    boatOptions: async (): Promise<BoatOptions> => ({
      ...(await options()),
      currencies: [...DISPLAY_CURRENCIES],
      orders: ['boat_desc', 'boat_asc', 'price_asc', 'price_desc', 'popular'],
    }),

    async search(kind: Listing, q: SearchQuery, guard?: SearchGuard): Promise<SearchPage> {
      if ((q.from === undefined) !== (q.to === undefined)) {
        throw SearchError.datesIncomplete();
      }
      if (q.from !== undefined && q.to !== undefined && q.from >= q.to) {
        throw SearchError.datesInvalid();
      }
      // Istanbul's day, where the boats are: a boat cannot be free for a day already gone.
      if (q.from !== undefined && q.from < istanbulDate(new Date(now()))) {
        throw SearchError.datesPast();
      }
      if (q.length_min !== undefined && q.length_max !== undefined && q.length_min > q.length_max) {
        throw SearchError.lengthRangeInvalid();
      }
      if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
        throw SearchError.priceRangeInvalid();
      }
      return guarded(listingCache, keyOf(kind, q), () => this.load(kind, q), guard);
    },

    async load(kind: Listing, q: SearchQuery): Promise<SearchPage> {
      const currency = DISPLAY_TO_ISO[q.currency ?? 'TL'];
      for (let attempt = 1; ; attempt++) {
        const snapshot = await rates();
        const rt = snapshot.rates;
        const { rows, total, totalExact, stale } = await repo.listing(
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
          // The third time the rates changed under this search, it answers with the ones just read.
          attempt < 3 ? { ratesHold: (db: Db) => ratesStillAre(db, snapshot) } : {},
        );
        if (stale) {
          rates.clear();
          continue;
        }
        return { content: rows.map((r) => toItem(kind, r, currency, rt)), total, totalExact };
      }
    },
  };
}
