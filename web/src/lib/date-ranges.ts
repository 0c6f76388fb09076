/**
 * The panel's one way to write a range of days, the twin of the server's `trRange`
 * (`server/src/common/dates.ts`), with the same texts. The API hands the panel a reservation's
 * boarding and check-out day (`start`, `end`), and a closing's, boat date's or iCal block's first
 * and last closed day (`startDate`, `endDate`, both included); each range says which it is.
 */
export type DayRange = { kind: 'stay'; start: string; end: string } | { kind: 'closed'; first: string; last: string };

/** `12.06.2027` as Turkish texts write dates (an ISO day, no time zone involved). */
export function trDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** "biniş 12.06.2027 – dönüş 19.06.2027", "ilk kapalı gün 12.06.2027 – son kapalı gün 13.06.2027", "kapalı gün 12.06.2027". */
export function formatRange(range: DayRange): string {
  if (range.kind === 'stay') return `biniş ${trDay(range.start)} – dönüş ${trDay(range.end)}`;
  return range.last <= range.first
    ? `kapalı gün ${trDay(range.first)}`
    : `ilk kapalı gün ${trDay(range.first)} – son kapalı gün ${trDay(range.last)}`;
}

export const formatStay = (start: string, end: string) => formatRange({ kind: 'stay', start, end });
export const formatClosedDays = (first: string, last: string) => formatRange({ kind: 'closed', first, last });
