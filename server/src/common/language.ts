import { Type } from 'typebox';

/** The languages the public site speaks, and so the ones a booking and its mails can be in. */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LanguageSchema = Type.Union([Type.Literal('tr'), Type.Literal('en')], {
  description: 'Dil: tr (Türkçe) veya en (İngilizce)',
});
