/** Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC, so server and browser agree on every day. */

/** Days [start, end): the start is the boarding day, the end the return day (free again). */
export interface DateRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => toIso(toMs(iso) + days * DAY_MS);

/** First day of the month `offset` months after the month of `iso`. */
export function monthStart(iso: string, offset = 0): string {
  const d = new Date(toMs(iso));
  return toIso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
}

/** Monday-first weeks covering the month; days outside it are null. */
export function monthWeeks(first: string): (string | null)[][] {
  const d = new Date(toMs(first));
  const daysInMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (d.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: daysInMonth }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Every occupied day (start inclusive, end exclusive) between from and to. */
export function occupiedDays(ranges: readonly { start: string; end: string }[], from: string, to: string): Set<string> {
  const days = new Set<string>();
  for (const r of ranges) {
    for (let day = r.start < from ? from : r.start; day < r.end && day < to; day = addDays(day, 1)) days.add(day);
  }
  return days;
}

/** Monday = 0 … Sunday = 6. */
export const weekdayIndex = (iso: string) => (new Date(toMs(iso)).getUTCDay() + 6) % 7;

/** Today in Istanbul, where the boats are. */
export const todayInIstanbul = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
