import { usePageContext } from 'vike-react/usePageContext';
import { formatDate, formatMinor, formatNumber } from '@/lib/money';
import { turkeyTime } from '@/lib/turkey-time';
import type { IsoCurrency } from '@/api/client';
import { type Lang, langOf, localePath } from './lang';
import type { Texts } from './tr';

export type { Texts } from './tr';

/**
 * The dictionaries this process has. The server registers both at start (+onCreateGlobalContext.server.ts);
 * the browser loads only the page's language (`loadTexts`, awaited by onRenderClient before it renders), so
 * a Turkish page never downloads the English texts and the other way round.
 */
const loaded: Partial<Record<Lang, Texts>> = {};

export function registerTexts(lang: Lang, texts: Texts): void {
  loaded[lang] = texts;
}

export async function loadTexts(lang: Lang): Promise<Texts> {
  const have = loaded[lang];
  if (have) return have;
  const texts = lang === 'en' ? (await import('./en')).en : (await import('./tr')).tr;
  loaded[lang] = texts;
  return texts;
}

export function textsFor(lang: Lang): Texts {
  const texts = loaded[lang];
  if (!texts) throw new Error(`The ${lang} texts are not loaded`);
  return texts;
}

/** The page's language (from its URL, set by +onBeforeRoute.ts). */
export const useLang = (): Lang => langOf(usePageContext());

/** The page language's texts. */
export const useTexts = (): Texts => textsFor(useLang());

/** The page language's formats and links, bound once per component. */
export function useLocale() {
  const lang = useLang();
  const t = textsFor(lang);
  return {
    lang,
    t,
    href: (path: string) => localePath(lang, path),
    date: (iso: string) => formatDate(iso, lang),
    /** A moment (a deadline) in Turkey's time, the zone named: "30 Kasım 2026 00:18, Türkiye saati (UTC+3)". */
    dateTime: (iso: string) => {
      const { day, time, offset } = turkeyTime(iso, lang);
      return t.common.turkeyTime(day, time, offset);
    },
    number: (value: number, digits = 3) => formatNumber(value, digits, lang),
    money: (amountMinor: number, currency: IsoCurrency) => formatMinor(amountMinor, currency, lang),
  };
}
