import type { Texts } from '@/i18n/texts';

/** "Mayıs 2027" / "May 2027" for the month's first day. */
export const monthTitle = (t: Texts, first: string) =>
  `${t.months[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
/** "12 Mayıs 2027 Çarşamba" / "12 May 2027 Wednesday". */
export const longDate = (t: Texts, iso: string, weekday: number) =>
  `${Number(iso.slice(8, 10))} ${t.months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)} ${t.weekdays[weekday]}`;
/** "12 Mayıs 2027" / "12 May 2027". */
export const shortDate = (t: Texts, iso: string) =>
  `${Number(iso.slice(8, 10))} ${t.months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
