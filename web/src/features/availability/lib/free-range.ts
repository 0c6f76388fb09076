import { addDays, type DateRange } from '@/lib/iso-calendar';

const DAY_MS = 86_400_000;
const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** Whether [start, end) shares a day with one of the occupied ranges (each end exclusive too). */
export const isTaken = (occupied: readonly DateRange[], wanted: DateRange): boolean =>
  occupied.some((o) => o.start < wanted.end && wanted.start < o.end);

/**
 * The free range of the same length as `wanted` whose start is nearest to its start, looking only
 * where the occupancy is known (`[from, to)`) and not before `today`; the later one wins a tie (a
 * visitor who found the dates taken more often moves on than back). Undefined when none fits.
 */
export function nearestFreeRange(
  occupied: readonly DateRange[],
  wanted: DateRange,
  window: { today: string; from: string; to: string },
): DateRange | undefined {
  const length = daysBetween(wanted.start, wanted.end);
  if (length <= 0) return undefined;
  const earliest = window.from > window.today ? window.from : window.today;
  const fits = (start: string) => {
    const range = { start, end: addDays(start, length) };
    return start >= earliest && range.end <= window.to && !isTaken(occupied, range) ? range : undefined;
  };
  const span = daysBetween(window.from, window.to);
  for (let shift = 0; shift <= span; shift++) {
    const found = fits(addDays(wanted.start, shift)) ?? (shift > 0 ? fits(addDays(wanted.start, -shift)) : undefined);
    if (found) return found;
  }
  return undefined;
}
