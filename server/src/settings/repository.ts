import { parseRate, parseRateToKurus, type ExchangeRates, type RatesInKurus } from '../common/money.js';
import type { Db } from '../platform/db.js';

export const RATE_KEYS = { USD: 'dollar_exchange_rate', EUR: 'euro_exchange_rate', GBP: 'sterling_exchange_rate' } as const;

/** TL per USD, EUR and GBP from the settings table, as kuruş per unit (TRY itself is 100). */
export async function getExchangeRates(db: Db): Promise<RatesInKurus> {
  const rows = await db<{ key: string; value: string }[]>`
    select key, value from settings where key in ${db(Object.values(RATE_KEYS))}`;
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const rate = (key: string) => {
    const kurus = parseRateToKurus(byKey.get(key) ?? '');
    if (kurus === undefined) throw new Error(`Döviz kuru ayarı eksik veya geçersiz: ${key}`);
    return kurus;
  };
  return { TRY: 100, USD: rate(RATE_KEYS.USD), EUR: rate(RATE_KEYS.EUR), GBP: rate(RATE_KEYS.GBP) };
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
