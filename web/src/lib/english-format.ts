// The British English (en-GB) number, money and date formats of the English pages, written out
// instead of asked of Intl for the same reason as the Turkish ones (see turkish-format.ts): no Intl
// formatter is built while a page hydrates. The output is the one Intl gives for 'en-GB' (the tests
// compare them); values outside the plain cases still go to Intl.
import type { IsoCurrency } from '@/api/client';
import { groupDigits, numberParts } from './turkish-format';

const SYMBOLS: Record<IsoCurrency, string> = { TRY: 'TRY\u00a0', EUR: '€', USD: 'US$', GBP: '£' };
/** The English month names, January first. */
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A number as `new Intl.NumberFormat('en-GB', { maximumFractionDigits })`: "1,234.5". */
export function enNumber(value: number, maximumFractionDigits = 3): string | undefined {
  const parts = numberParts(value, maximumFractionDigits);
  if (!parts) return undefined;
  const { negative, int, frac } = parts;
  return `${negative ? '-' : ''}${groupDigits(int, ',')}${frac ? `.${frac}` : ''}`;
}

/**
 * Minor units as `Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits:
 * whole ? 0 : 2, maximumFractionDigits: 2 })`: "€1,500", "£1,500.50", "-US$20", "TRY 1,500".
 */
export function enMoney(amountMinor: number, currency: IsoCurrency): string | undefined {
  const symbol = SYMBOLS[currency];
  if (!Number.isSafeInteger(amountMinor) || symbol === undefined) return undefined;
  const abs = Math.abs(amountMinor);
  const cents = abs % 100;
  const sign = amountMinor < 0 ? '-' : '';
  return `${sign}${symbol}${groupDigits(String(Math.floor(abs / 100)), ',')}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

const FIXED_OFFSET_SINCE = Date.parse('2016-09-07T00:00:00+03:00');
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** "12 May 2027", as `Intl.DateTimeFormat('en-GB', { day, month: 'long', year, timeZone: 'Europe/Istanbul' })`. */
export function enLongDate(iso: string): string | undefined {
  const ms = Date.parse(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (!Number.isFinite(ms) || ms < FIXED_OFFSET_SINCE) return undefined;
  const local = new Date(ms + ISTANBUL_OFFSET_MS);
  return `${local.getUTCDate()} ${MONTHS_EN[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
