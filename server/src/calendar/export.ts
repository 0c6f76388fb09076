import ical from 'ical-generator';
import type { OccupiedRange } from './repository.js';

const utcDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d));
};

/**
 * The boat's occupied ranges as an iCalendar feed: all-day events (DTEND exclusive) with UIDs that
 * stay the same across fetches, and nothing personal (only "Rezervasyon" or "Dolu").
 */
export function buildFeed(boat: { id: number; name: string }, ranges: readonly OccupiedRange[], stamp: Date): string {
  const cal = ical({
    name: `${boat.name} – doluluk`,
    prodId: { company: 'fethiyetekne', product: 'doluluk', language: 'TR' },
    ttl: 15 * 60,
  });
  for (const r of ranges) {
    cal.createEvent({
      id: `${r.source}-${r.ref}@fethiyetekne`,
      start: utcDay(r.start),
      end: utcDay(r.end),
      allDay: true,
      stamp,
      summary: r.source === 'reservation' ? 'Rezervasyon' : 'Dolu',
    });
  }
  return cal.toString();
}
