import type { Language } from './language.js';

/** Calendar dates as ISO strings (YYYY-MM-DD): charter days, no time zone, compared as text. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end` (end exclusive: the check-out day). */
export function daysBetween(start: IsoDate, end: IsoDate): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** Today's date in Türkiye (UTC+3, no daylight saving) for an instant. */
export function istanbulDate(instant: string | Date): IsoDate {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(t + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** `12.07.2027` as Turkish texts write dates. */
export function trDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

const EN_MONTHS = [
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
];

/** "12 May 2027": a day as English (en-GB) texts write it. */
export function enDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${EN_MONTHS[Number(m) - 1]} ${y}`;
}

// Built once: constructing an Intl formatter costs far more than formatting with it.
const ISTANBUL_TIME: Record<Language, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
};

const ISTANBUL_OFFSET = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', timeZoneName: 'shortOffset' });

/** Türkiye's offset from UTC at `instant`, as Intl knows it: "UTC+3" (all year since 2016). */
export function istanbulOffset(instant: string | Date): string {
  const name = ISTANBUL_OFFSET.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value;
  // Intl writes "GMT+3" ("GMT" alone for an offset of zero).
  return name ? name.replace(/^GMT/, 'UTC').replace(/^UTC$/, 'UTC+0') : 'UTC+3';
}

/**
 * A moment at Türkiye's time as texts in `language` write it, the zone named, since a reader abroad
 * would take a bare time for their own: "12.07.2027 14:30, Türkiye saati (UTC+3)"; "12 July 2027 at
 * 14:30 Turkey time (UTC+3)".
 */
export function istanbulDateTime(instant: string | Date, language: Language): string {
  const when = ISTANBUL_TIME[language].format(new Date(instant));
  const offset = istanbulOffset(instant);
  return language === 'en' ? `${when} Turkey time (${offset})` : `${when}, Türkiye saati (${offset})`;
}

/** Half-open ranges [aStart, aEnd) and [bStart, bEnd) share at least one day. */
export function overlaps(aStart: IsoDate, aEnd: IsoDate, bStart: IsoDate, bEnd: IsoDate): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * What a range of days is to the person reading it: a reservation's stay (boarding and check-out
 * day), or days a boat is closed (a manual closing, a boat date, an iCal block), read as the first
 * and last closed day, both included, as the office typed them.
 */
export type RangeKind = 'stay' | 'closed';

/**
 * The one way a range [start, end) (end exclusive, as stored) reaches a person: a stay as
 * "biniş 12.06.2027 – dönüş 19.06.2027", closed days as "ilk kapalı gün 12.06.2027 – son kapalı gün
 * 13.06.2027" (the form's "İlk kapalı gün" and "Son kapalı gün (dahil)"), or "kapalı gün 12.06.2027". `web/src/lib/date-ranges.ts` is the
 * panel's twin and writes the same texts.
 */
export function trRange(kind: RangeKind, start: IsoDate, end: IsoDate): string {
  if (kind === 'stay') return `biniş ${trDate(start)} – dönüş ${trDate(end)}`;
  const last = addDays(end, -1);
  return last <= start
    ? `kapalı gün ${trDate(start)}`
    : `ilk kapalı gün ${trDate(start)} – son kapalı gün ${trDate(last)}`;
}

/**
 * `trRange` in English (en-GB), for the English customer mails: "check-in 12 June 2027 – check-out
 * 19 June 2027", "first closed day 12 June 2027 – last closed day 13 June 2027", "closed day 12 June 2027".
 */
export function enRange(kind: RangeKind, start: IsoDate, end: IsoDate): string {
  if (kind === 'stay') return `check-in ${enDate(start)} – check-out ${enDate(end)}`;
  const last = addDays(end, -1);
  return last <= start
    ? `closed day ${enDate(start)}`
    : `first closed day ${enDate(start)} – last closed day ${enDate(last)}`;
}
