import type { IsoCurrency, Money } from '@/api/client';
import type { Rates } from '@/api/website/get-settings';
import type { SiteCurrency } from '@/stores/currency';
import { trLongDate, trMoney, trNumber } from './turkish-format';

export const ISO_OF: Record<SiteCurrency, IsoCurrency> = { TL: 'TRY', DOLLAR: 'USD', EURO: 'EUR', POUND: 'GBP' };

function tlPerUnit(currency: IsoCurrency, rates: Rates | undefined): number | undefined {
  if (currency === 'TRY') return 1;
  const rate = rates?.[currency];
  return rate && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** Converts minor units between currencies through TL; undefined when a rate is missing. */
export function convertMinor(
  amountMinor: number,
  from: IsoCurrency,
  to: IsoCurrency,
  rates: Rates | undefined,
): number | undefined {
  if (from === to) return amountMinor;
  const a = tlPerUnit(from, rates);
  const b = tlPerUnit(to, rates);
  if (a === undefined || b === undefined) return undefined;
  return Math.round((amountMinor * a) / b);
}

const formatters = new Map<string, Intl.NumberFormat>();
export function formatMinor(amountMinor: number, currency: IsoCurrency): string {
  const plain = trMoney(amountMinor, currency);
  if (plain !== undefined) return plain;
  const whole = amountMinor % 100 === 0;
  const key = `${currency}-${whole}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('tr-TR', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f.format(amountMinor / 100);
}

/** Formats money in the chosen currency, falling back to its own currency when rates are unknown. */
export function displayMoney(money: Money, target: SiteCurrency, rates: Rates | undefined): string {
  const to = ISO_OF[target];
  const converted = convertMinor(money.amountMinor, money.currency, to, rates);
  return converted === undefined ? formatMinor(money.amountMinor, money.currency) : formatMinor(converted, to);
}

// Intl formatters only for what turkish-format.ts does not write (see there why), made on first use.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
export const formatDate = (iso: string) =>
  trLongDate(iso) ??
  (dateFormat ??= new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  })).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
export const formatDateTime = (iso: string) =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  })).format(new Date(iso));

const numberFormats = new Map<number, Intl.NumberFormat>();
/** A number the Turkish way (4,5), with at most `maximumFractionDigits` decimals (Intl's default, 3). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  const plain = trNumber(value, maximumFractionDigits);
  if (plain !== undefined) return plain;
  let f = numberFormats.get(maximumFractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('tr-TR', { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, f);
  }
  return f.format(value);
}
