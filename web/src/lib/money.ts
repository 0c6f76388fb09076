import type { IsoCurrency, Money } from '@/api/client';
import type { Rates } from '@/api/website/get-settings';
import type { SiteCurrency } from '@/stores/currency';
import type { Lang } from '@/i18n/lang';
import { enLongDate, enMoney, enNumber } from './english-format';
import { trLongDate, trMoney, trNumber } from './turkish-format';

/** The Intl locale of each language. */
export const LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

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
/** Money in the language's format (Turkish unless told): "₺1.500" / "€1,500.50". */
export function formatMinor(amountMinor: number, currency: IsoCurrency, lang: Lang = 'tr'): string {
  const plain = lang === 'en' ? enMoney(amountMinor, currency) : trMoney(amountMinor, currency);
  if (plain !== undefined) return plain;
  const whole = amountMinor % 100 === 0;
  const key = `${lang}-${currency}-${whole}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang], {
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
export function displayMoney(money: Money, target: SiteCurrency, rates: Rates | undefined, lang: Lang = 'tr'): string {
  const to = ISO_OF[target];
  const converted = convertMinor(money.amountMinor, money.currency, to, rates);
  return converted === undefined
    ? formatMinor(money.amountMinor, money.currency, lang)
    : formatMinor(converted, to, lang);
}

// Intl formatters only for what turkish-format.ts and english-format.ts do not write (see there why), made on first use.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const cached = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};
/** A calendar day or an instant's day in Istanbul: "12 Mayıs 2027" / "12 May 2027". */
export const formatDate = (iso: string, lang: Lang = 'tr') =>
  (lang === 'en' ? enLongDate(iso) : trLongDate(iso)) ??
  cached(
    dateFormats,
    lang,
    () =>
      new Intl.DateTimeFormat(LOCALE[lang], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Istanbul',
      }),
  ).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number the language's way (4,5 / 4.5), with at most `maximumFractionDigits` decimals (Intl's default, 3). */
export function formatNumber(value: number, maximumFractionDigits = 3, lang: Lang = 'tr'): string {
  const plain = lang === 'en' ? enNumber(value, maximumFractionDigits) : trNumber(value, maximumFractionDigits);
  if (plain !== undefined) return plain;
  return cached(
    numberFormats,
    `${lang}-${maximumFractionDigits}`,
    () => new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits }),
  ).format(value);
}
