import type { Lang } from './lang';

/**
 * Stored text in the page's language. Where the English is missing the Turkish is shown, and `lang`
 * is 'tr' so the element carrying it says so (`lang="tr"`); otherwise `lang` is undefined (the page's own).
 */
export function pick<T>(lang: Lang, tr: T, en: T | null | undefined): { value: T; lang: 'tr' | undefined } {
  if (lang === 'tr') return { value: tr, lang: undefined };
  if (en === null || en === undefined || (typeof en === 'string' && en.trim() === '')) return { value: tr, lang: 'tr' };
  return { value: en, lang: undefined };
}

/** A name in the page's language (the Turkish one when there is no English), as plain text. */
export const nameIn = (lang: Lang, item: { name: string; nameEn?: string | null }): string =>
  pick(lang, item.name, item.nameEn).value;

/** Props for SanitizedHtml from a picked text. */
export const htmlIn = (text: { value: string; lang: 'tr' | undefined }) => ({ html: text.value, lang: text.lang });
