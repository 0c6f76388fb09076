import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { describeExtras } from '../booking/extras-text.js';
import type { ExtraLine } from '../booking/pricing.js';
import { trRange } from '../common/dates.js';
import { exportUid } from './plan.js';
import type { OccupiedRange } from './repository.js';

const utcDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d));
};

/**
 * The boat's occupied ranges as an iCalendar feed (`METHOD:PUBLISH`): all-day events (DTEND exclusive)
 * with UIDs that stay the same across fetches, and nothing personal (only "Rezervasyon" or "Dolu", and
 * the range as the office reads it: a reservation's boarding and check-out days, closed days as first and
 * last day; a reservation's extras, by `extras` (reservation id → lines), named in the summary and priced
 * in the description, so the crew knows a skipper or food is booked). An option goes out `TENTATIVE`, everything else that holds the boat `CONFIRMED`. The text
 * ends with CRLF, as RFC 5545's grammar has every content line end.
 */
export function buildFeed(
  boat: { id: number; name: string },
  ranges: readonly OccupiedRange[],
  stamp: Date,
  extras: ReadonlyMap<string, readonly ExtraLine[]> = new Map(),
): string {
  const cal = ical({
    name: `${boat.name} – doluluk`,
    prodId: { company: 'fethiyetekne', product: 'doluluk', language: 'TR' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const r of ranges) {
    const stay = r.source === 'reservation';
    const lines = stay ? (extras.get(r.ref) ?? []) : [];
    const range = trRange(stay ? 'stay' : 'closed', r.start, r.end);
    cal.createEvent({
      id: exportUid(r.source, r.ref),
      start: utcDay(r.start),
      end: utcDay(r.end),
      allDay: true,
      stamp,
      summary: stay ? (lines.length ? `Rezervasyon + ${lines.map((l) => l.name).join(', ')}` : 'Rezervasyon') : 'Dolu',
      description: lines.length ? `${range}\nEkstralar: ${describeExtras(lines, 'tr')}` : range,
      status: stay && r.status === 'option' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
