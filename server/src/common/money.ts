/** ISO 4217 codes the business works in; money is always an integer of minor units (kuruş, cent, penny). */
export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The site's currency dropdown names them TL, DOLLAR, EURO, POUND (SPEC section 9). */
export const DISPLAY_CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const DISPLAY_TO_ISO: Record<DisplayCurrency, Currency> = {
  TL: 'TRY',
  DOLLAR: 'USD',
  EURO: 'EUR',
  POUND: 'GBP',
};

export interface Money {
  amount: number;
  currency: Currency;
}

/** TL per unit of each foreign currency, as the settings store them (decimal strings, e.g. '41.50'). */
export interface ExchangeRates {
  USD: string;
  EUR: string;
  GBP: string;
}

const SCALE = 10_000n;

/** A decimal string with up to 4 decimals as an integer scaled by 10 000; throws on anything else. */
export function parseRate(rate: string): bigint {
  const m = /^(\d{1,7})(?:[.,](\d{1,4}))?$/.exec(rate.trim());
  if (!m) throw new Error(`invalid exchange rate: ${rate}`);
  const scaled = BigInt(m[1]!) * SCALE + BigInt((m[2] ?? '').padEnd(4, '0'));
  if (scaled <= 0n) throw new Error(`invalid exchange rate: ${rate}`);
  return scaled;
}

function tlPerUnit(currency: Currency, rates: ExchangeRates): bigint {
  return currency === 'TRY' ? SCALE : parseRate(rates[currency]);
}

/** Integer division rounding half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  return 2n * (r < 0n ? -r : r) >= d ? q + (n < 0n ? -1n : 1n) : q;
}

/** Converts minor units between currencies through TL, exactly, rounding half up once. */
export function convert(money: Money, to: Currency, rates: ExchangeRates): Money {
  if (money.currency === to) return { ...money };
  const n = BigInt(money.amount) * tlPerUnit(money.currency, rates);
  return { amount: Number(divRound(n, tlPerUnit(to, rates))), currency: to };
}

/** `percent` % of an amount, rounded half up. */
export function percentOf(amount: number, percent: number): number {
  return Number(divRound(BigInt(amount) * BigInt(percent), 100n));
}

/** `12.500,00 €` in Turkish formatting. */
export function formatMoney(m: Money, language: 'tr' | 'en' = 'tr'): string {
  const key = `${language}:${m.currency}`;
  let format = MONEY_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'tr-TR', { style: 'currency', currency: m.currency });
    MONEY_FORMATS.set(key, format);
  }
  return format.format(m.amount / 100);
}
// Built once per currency: constructing an Intl formatter costs far more than formatting with it.
const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();

/** Kuruş per one unit of each currency (41.50 TL per USD -> 4150); TRY is 100. */
export type RatesInKurus = Record<Currency, number>;

/**
 * '41.50' / '41,5' -> 4150 kuruş; '41.5234' -> 4152 (the settings allow four decimals, which
 * `parseRate` reads exactly; search compares in whole kuruş, rounded half up).
 * Returns undefined for anything `parseRate` refuses, or a rate under half a kuruş.
 */
export function parseRateToKurus(value: string): number | undefined {
  let scaled: bigint;
  try {
    scaled = parseRate(value);
  } catch {
    return undefined;
  }
  const kurus = Number(divRound(scaled, 100n));
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
