// The public site's English texts, for the pages under /en. Declared with the Turkish dictionary's
// type, so every Turkish key must have its English text here (and each part in en/ with its Turkish
// part's type, so a missing key is named in the file where it belongs).
import { MONTHS_EN } from '@/lib/english-format';
import type { Texts } from './tr';
import { siteTexts } from './en/site';
import { boatsTexts } from './en/boats';
import { bookingTexts } from './en/booking';
import { visitorTexts } from './en/visitor';
import { contentTexts } from './en/content';

export const en: Texts = {
  months: MONTHS_EN,
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ...siteTexts,
  ...boatsTexts,
  ...bookingTexts,
  ...visitorTexts,
  ...contentTexts,
};
