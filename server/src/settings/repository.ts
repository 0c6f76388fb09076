import { parseRate, parseRateToKurus, type ExchangeRates, type RatesInKurus } from '../common/money.js';
import type { Db, SqlFragment } from '../platform/db.js';

export const RATE_KEYS = {
  USD: 'dollar_exchange_rate',
  EUR: 'euro_exchange_rate',
  GBP: 'sterling_exchange_rate',
} as const;
const RATE_KEY_LIST = Object.values(RATE_KEYS);

/** TL per USD, EUR and GBP from the settings table, as kuruş per unit (TRY itself is 100). */
export async function getExchangeRates(db: Db): Promise<RatesInKurus> {
  return ratesFrom(
    await db<{ key: string; value: string }[]>`
      select key, value from settings where key in ${db(RATE_KEY_LIST)}`,
  );
}

function ratesFrom(rows: readonly { key: string; value: string }[]): RatesInKurus {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const rate = (key: string) => {
    const kurus = parseRateToKurus(byKey.get(key) ?? '');
    if (kurus === undefined) throw new Error(`Döviz kuru ayarı eksik veya geçersiz: ${key}`);
    return kurus;
  };
  return { TRY: 100, USD: rate(RATE_KEYS.USD), EUR: rate(RATE_KEYS.EUR), GBP: rate(RATE_KEYS.GBP) };
}

/** The exchange rates in kuruş and the settings' text they were read from (to check them later in one statement). */
export interface RatesSnapshot {
  rates: RatesInKurus;
  /** The rate settings' values joined in key order. */
  stored: string;
}

export async function getExchangeRatesSnapshot(db: Db): Promise<RatesSnapshot> {
  const rows = await db<{ key: string; value: string; stored: string }[]>`
    select key, value, (select coalesce(string_agg(value, E'\n' order by key), '') from settings where key in ${db(RATE_KEY_LIST)}) as stored
    from settings where key in ${db(RATE_KEY_LIST)}`;
  return { rates: ratesFrom(rows), stored: rows[0]?.stored ?? '' };
}

/**
 * A boolean SQL expression: the rate settings still hold what `snapshot` was read from. A statement
 * that computes with remembered rates carries it, so its answer is the one fresh rates give.
 */
export function ratesStillAre(db: Db, snapshot: RatesSnapshot): SqlFragment {
  return db`((select coalesce(string_agg(value, E'\n' order by key), '') from settings where key in ${db(RATE_KEY_LIST)}) = ${snapshot.stored})`;
}

/** The same rates as the settings store them (TL per unit, decimal strings), for exact conversions. */
export async function getExchangeRateStrings(db: Db): Promise<ExchangeRates> {
  const rows = await db<{ key: string; value: string }[]>`
    select key, value from settings where key in ${db(Object.values(RATE_KEYS))}`;
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const rate = (key: string) => {
    const value = byKey.get(key) ?? '';
    parseRate(value);
    return value.trim();
  };
  return { USD: rate(RATE_KEYS.USD), EUR: rate(RATE_KEYS.EUR), GBP: rate(RATE_KEYS.GBP) };
}
