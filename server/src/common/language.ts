import { Type } from 'typebox';

/** The languages the public site speaks, and so the ones a booking and its mails can be in. */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LanguageSchema = Type.Union([Type.Literal('tr'), Type.Literal('en')], {
  description: 'Dil: tr (Türkçe) veya en (İngilizce)',
});

/** An English text as given: undefined (not sent) stays undefined, blank becomes null (untranslated). */
export const englishInput = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

/** An English text beside a Turkish one: null (or absent on create) while untranslated. */
export const EnglishText = (
  maxLength: number,
  description = 'İngilizcesi; boşsa İngilizce sayfada Türkçesi gösterilir',
) => Type.Union([Type.String({ maxLength }), Type.Null()], { description });
