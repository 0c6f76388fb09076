// Calendar-day arithmetic and texts of the fleet grid. Days are ISO strings (YYYY-MM-DD) counted in UTC,
// so no time zone or daylight-saving change moves a day. Ranges from the API are [start, end): a
// reservation's end is its check-out day, a closing's, boat date's or iCal block's end is the day
// after its last closed day.
import { MONTHS } from '@/lib/turkish-format';
import type { GridBlock } from '../api/fleet-grid';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
const WEEKDAY_SHORT = ['Pz', 'Pt', 'Sa', 'Ça', 'Pe', 'Cu', 'Ct'] as const;

export type GridKind = GridBlock['kind'];

export const isIsoDay = (s: string | null | undefined): s is string =>
  !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && Number.isFinite(Date.parse(`${s}T00:00:00Z`));

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number): string => new Date(ms(day) + n * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => Math.round((ms(to) - ms(from)) / DAY_MS);

/** "10.06.2027" */
export const dotted = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** "10 Haziran Perşembe" */
export function longDay(day: string): string {
  const d = new Date(ms(day));
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${WEEKDAYS[d.getUTCDay()]}`;
}

/** The header of a day column: its number, its weekday's two letters, whether it is a weekend, and the month name on the 1st. */
export function dayHead(day: string): { n: number; weekday: string; weekend: boolean; month: string } {
  const d = new Date(ms(day));
  const w = d.getUTCDay();
  return {
    n: d.getUTCDate(),
    weekday: WEEKDAY_SHORT[w]!,
    weekend: w === 0 || w === 6,
    month: MONTHS[d.getUTCMonth()]!,
  };
}

export const KIND_TEXT: Record<GridKind, string> = {
  option: 'Rezervasyon (opsiyon)',
  confirmed: 'Rezervasyon (onaylı)',
  closing: 'Manuel kapatma',
  ical: 'iCal',
  availability: 'Tekne kapalı tarihi',
};

/**
 * A block's dates as the office reads them: a reservation its check-in and check-out days, a closing,
 * boat date or iCal block its first and last closed day (inclusive), each saying which.
 */
export function blockDates(kind: GridKind, start: string, end: string): string {
  return kind === 'option' || kind === 'confirmed'
    ? `biniş ${dotted(start)} – dönüş ${dotted(end)}`
    : `${dotted(start)} – ${dotted(addDays(end, -1))} (son gün dahil)`;
}

/** A selection of day columns [first, last] as the reservation it would make ([first, last + 1): check-out the day after the last night). */
export const selectionAsReservation = (first: string, last: string) => ({ start: first, end: addDays(last, 1) });
/** A selection of day columns [first, last] as the closing it would make (first and last closed day, inclusive). */
export const selectionAsClosing = (first: string, last: string) => ({ start: first, last });

export interface Placed<B> {
  block: B;
  /** First and last column the block covers within the window (inclusive). */
  first: number;
  last: number;
}

/** Where each block sits in a window of `days` columns from `from` (blocks outside it dropped), and the block index of each column (-1 free). */
export function placeBlocks<B extends { start: string; end: string }>(
  blocks: readonly B[],
  from: string,
  days: number,
): { placed: Placed<B>[]; byColumn: Int32Array } {
  const byColumn = new Int32Array(days).fill(-1);
  const placed: Placed<B>[] = [];
  for (const block of blocks) {
    const first = Math.max(0, daysBetween(from, block.start));
    const last = Math.min(days - 1, daysBetween(from, block.end) - 1);
    if (last < first) continue;
    for (let c = first; c <= last; c++) byColumn[c] = placed.length;
    placed.push({ block, first, last });
  }
  return { placed, byColumn };
}

/** The free columns around `col` in a row: the widest [lo, hi] a selection anchored there may stretch to. */
export function freeStretch(byColumn: Int32Array, col: number): [number, number] {
  let lo = col;
  let hi = col;
  while (lo > 0 && byColumn[lo - 1] === -1) lo--;
  while (hi < byColumn.length - 1 && byColumn[hi + 1] === -1) hi++;
  return [lo, hi];
}
