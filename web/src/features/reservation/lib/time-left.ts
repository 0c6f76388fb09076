import type { Lang } from '@/i18n/lang';
import { formatDate } from '@/lib/money';

/** Turkey keeps UTC+3 all year (since 2016): an instant's Istanbul clock time, without Intl. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** "12 Mayıs 2027 14:30" / "12 May 2027 14:30": the day as the site writes it and the Istanbul time. */
export function istanbulDateTime(iso: string, lang: Lang): string {
  const local = new Date(Date.parse(iso) + ISTANBUL_OFFSET_MS);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(iso, lang)} ${hh}:${mm}`;
}

/** Whole days, hours, minutes and seconds from `now` to `until` (all zero once it has passed). */
export function timeLeft(until: number, now: number): { d: number; h: number; m: number; s: number; over: boolean } {
  const left = Math.max(0, Math.floor((until - now) / 1000));
  return {
    d: Math.floor(left / 86_400),
    h: Math.floor((left % 86_400) / 3600),
    m: Math.floor((left % 3600) / 60),
    s: left % 60,
    over: left === 0,
  };
}
