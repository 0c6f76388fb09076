// The public site's Turkish texts. `Texts` is this object's type: the English dictionary (en.ts) is
// declared with it, so a key missing there is a type error. Each language's file is loaded only for
// pages in that language (texts.ts). The texts live by area in tr/ (the site's frame, boats, booking,
// the visitor's page, content pages); en/ has the same files, each typed with its Turkish part's type.
import { MONTHS } from '@/lib/turkish-format';
import { siteTexts } from './tr/site';
import { boatsTexts } from './tr/boats';
import { bookingTexts } from './tr/booking';
import { visitorTexts } from './tr/visitor';
import { contentTexts } from './tr/content';

/** Any language's twelve month names (the English dictionary gives its own). */
const months: readonly string[] = MONTHS;

export const tr = {
  months,
  weekdaysShort: ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'],
  weekdays: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
  ...siteTexts,
  ...boatsTexts,
  ...bookingTexts,
  ...visitorTexts,
  ...contentTexts,
};

export type Texts = typeof tr;
