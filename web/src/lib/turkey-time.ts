import type { Lang } from '@/i18n/lang';
import { formatDate, LOCALE } from './money';

/** Turkey has kept UTC+3 all year since 7 September 2016 (the deadlines the site shows all lie after it). */
export const TURKEY_OFFSET_MS = 3 * 3_600_000;

/** An offset as the site names it: "UTC+3", "UTC-4", "UTC+5:30". */
export function utcOffsetName(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `UTC${offsetMs < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const TURKEY_OFFSET = utcOffsetName(TURKEY_OFFSET_MS);

/** The hours and minutes of a shifted instant's UTC clock: "00:18". */
const clock = (local: Date) =>
  `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;

/**
 * An instant in Turkey's time, without Intl (the server render and the hydration write the same text):
 * the day as the site writes it ("30 Kasım 2026" / "30 November 2026"), the clock ("00:18") and the
 * offset ("UTC+3"). The texts (`common.turkeyTime`) put them together with the zone's name.
 */
export function turkeyTime(iso: string, lang: Lang): { day: string; time: string; offset: string } {
  return {
    day: formatDate(iso, lang),
    time: clock(new Date(Date.parse(iso) + TURKEY_OFFSET_MS)),
    offset: TURKEY_OFFSET,
  };
}

/** The time zone the browser runs in ("Europe/London"), or undefined when Intl does not say. */
export const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * The same instant on the clock of `timeZone` ("22:18", "29 November", "Europe/London"), or undefined
 * when that clock reads as Turkey's does (Istanbul itself, or another zone at UTC+3 then) or Intl does
 * not know the zone. With Intl: call it only after hydration, never in the server's render (whose zone
 * is not the visitor's).
 */
export function timeIn(
  iso: string,
  lang: Lang,
  timeZone: string,
): { time: string; day: string; zone: string } | undefined {
  const instant = new Date(Date.parse(iso) - (Date.parse(iso) % 60_000));
  let wall: number;
  let day: string;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    day = new Intl.DateTimeFormat(LOCALE[lang], { timeZone, day: 'numeric', month: 'long' }).format(instant);
  } catch {
    return undefined;
  }
  if (!Number.isFinite(wall) || wall - instant.getTime() === TURKEY_OFFSET_MS) return undefined;
  return { time: clock(new Date(wall)), day, zone: timeZone };
}
