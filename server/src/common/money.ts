/** ISO currencies a price can carry. */
export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The names of the site's currency dropdown. */
export const DISPLAY_CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const DISPLAY_TO_ISO: Record<DisplayCurrency, Currency> = { TL: 'TRY', DOLLAR: 'USD', EURO: 'EUR', POUND: 'GBP' };

/** Kuruş per one unit of each currency (41.50 TL per USD -> 4150); TRY is 100. */
export type RatesInKurus = Record<Currency, number>;

/**
 * '41.50' / '41,5' -> 4150 kuruş, read digit by digit so no float rounding creeps in.
 * Returns undefined for anything that is not a positive decimal with at most two fraction digits.
 */
export function parseRateToKurus(value: string): number | undefined {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!m) return undefined;
  const kurus = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return kurus > 0 ? kurus : undefined;
}

/** An amount in minor units of `currency` as kuruş (integer division, rounding down). */
export function toKurus(amountMinor: number, currency: Currency, rates: RatesInKurus): number {
  return Math.floor((amountMinor * rates[currency]) / 100);
}

/** A whole-unit amount of `currency` (as typed in a price filter) as kuruş. */
export function majorToKurus(amountMajor: number, currency: Currency, rates: RatesInKurus): number {
  return amountMajor * rates[currency];
}

/** Kuruş as minor units of `currency` (integer division, rounding down). */
export function fromKurus(kurus: number, currency: Currency, rates: RatesInKurus): number {
  return Math.floor((kurus * 100) / rates[currency]);
}
