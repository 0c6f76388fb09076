// The Turkish number, money and date formats the public pages show, written out instead of asked of
// Intl. The first Intl formatter a page builds costs 30–80 ms even on a desktop (V8 sets up its
// locale tables then), and a hydrating page builds it for the first price or rating it renders: one
// task of a few hundred milliseconds on a phone. The output is the one Intl gives for 'tr-TR' (the
// tests compare them); values outside the plain cases still go to Intl.
import type { IsoCurrency } from '@/api/client';

const SYMBOLS: Record<IsoCurrency, string> = { TRY: '₺', EUR: '€', USD: '$', GBP: '£' };
/** The Turkish month names, January first. */
export const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

/** "1234567" → "1.234.567" (or with another separator). */
export const groupDigits = (digits: string, separator = '.') => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const group = (digits: string) => groupDigits(digits);

/**
 * The sign, whole digits and fraction digits of a number as Intl writes it with at most
 * `maximumFractionDigits` decimals: rounded half away from zero on the shortest decimal form of the
 * double (as ICU does), trailing zeros dropped. Undefined for values written in exponent form or not finite.
 */
export function numberParts(
  value: number,
  maximumFractionDigits: number,
): { negative: boolean; int: string; frac: string } | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(Math.abs(value));
  if (text.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  let int = whole;
  let frac = fraction;
  if (frac.length > maximumFractionDigits) {
    const up = frac.charCodeAt(maximumFractionDigits) >= 53; // '5'
    frac = frac.slice(0, maximumFractionDigits);
    if (up) {
      const digits = (BigInt(int + frac) + 1n).toString().padStart(int.length + frac.length, '0');
      int = digits.slice(0, digits.length - frac.length);
      frac = digits.slice(digits.length - frac.length);
    }
  }
  frac = frac.replace(/0+$/, '');
  return { negative: value < 0 || Object.is(value, -0), int, frac };
}

/**
 * A number as `new Intl.NumberFormat('tr-TR', { maximumFractionDigits })` writes it: grouped by dots,
 * decimal comma (see `numberParts` for the rounding). Undefined for values written in exponent form or not finite.
 */
export function trNumber(value: number, maximumFractionDigits = 3): string | undefined {
  const parts = numberParts(value, maximumFractionDigits);
  if (!parts) return undefined;
  const { negative, int, frac } = parts;
  return `${negative ? '-' : ''}${group(int)}${frac ? `,${frac}` : ''}`;
}

/**
 * Minor units as `Intl.NumberFormat('tr-TR', { style: 'currency', currency, minimumFractionDigits:
 * whole ? 0 : 2, maximumFractionDigits: 2 })`: "₺1.500", "€1.500,50", "-$20". Undefined for an
 * amount that is not a safe integer.
 */
export function trMoney(amountMinor: number, currency: IsoCurrency): string | undefined {
  const symbol = SYMBOLS[currency];
  if (!Number.isSafeInteger(amountMinor) || symbol === undefined) return undefined;
  const abs = Math.abs(amountMinor);
  const cents = abs % 100;
  const sign = amountMinor < 0 ? '-' : '';
  return `${sign}${symbol}${group(String(Math.floor(abs / 100)))}${cents === 0 ? '' : `,${String(cents).padStart(2, '0')}`}`;
}

/** Turkey has kept UTC+3 all year since 7 September 2016; earlier instants had other offsets. */
const FIXED_OFFSET_SINCE = Date.parse('2016-09-07T00:00:00+03:00');
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/**
 * "12 Mayıs 2027", as `Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric',
 * timeZone: 'Europe/Istanbul' })` writes a calendar day (YYYY-MM-DD) or an instant's day in Istanbul.
 * Undefined for anything else (instants before 2016, unparsable text).
 */
export function trLongDate(iso: string): string | undefined {
  // A calendar day is read at noon UTC, which is the same day in Istanbul.
  const ms = Date.parse(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (!Number.isFinite(ms) || ms < FIXED_OFFSET_SINCE) return undefined;
  const local = new Date(ms + ISTANBUL_OFFSET_MS);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
