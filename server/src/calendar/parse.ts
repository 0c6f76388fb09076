import nodeIcal from 'node-ical';
import { addDays, istanbulDate, type IsoDate } from '../common/dates.js';
import { FeedError } from './feed.js';

/** One busy range of a feed: [start, end) in whole days, keyed by the feed's UID. */
export interface FeedEvent {
  uid: string;
  start: IsoDate;
  end: IsoDate;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** node-ical builds all-day dates at local midnight: read them back with local getters, as dates. */
function dayOf(d: Date & { dateOnly?: boolean }): IsoDate {
  if (d.dateOnly) return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return istanbulDate(d);
}

/** A timed end covers its own day unless it is exactly midnight in Türkiye. */
function endDayOf(d: Date & { dateOnly?: boolean }): IsoDate {
  if (d.dateOnly) return dayOf(d);
  return addDays(istanbulDate(new Date(d.getTime() - 1)), 1);
}

/**
 * The busy ranges of an iCalendar text. Cancelled events are left out; an event without DTEND
 * lasts its start day. Recurring events count with their first occurrence only.
 */
export function parseFeed(text: string): FeedEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(text) || !/END:VCALENDAR/i.test(text)) {
    throw new FeedError('Takvim dosyası okunamadı: geçerli bir iCalendar (.ics) dosyası değil.');
  }
  let parsed: nodeIcal.CalendarResponse;
  try {
    parsed = nodeIcal.sync.parseICS(text);
  } catch (e) {
    throw new FeedError(`Takvim dosyası okunamadı: ${e instanceof Error ? e.message : 'bozuk içerik'}.`);
  }
  const byUid = new Map<string, FeedEvent>();
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const ev = component;
    if (String(ev.status ?? '').toUpperCase() === 'CANCELLED') continue;
    if (!(ev.start instanceof Date) || Number.isNaN(ev.start.getTime())) {
      throw new FeedError(`Takvim dosyası okunamadı: "${ev.uid ?? 'UID yok'}" kaydının başlangıç tarihi geçersiz.`);
    }
    const start = dayOf(ev.start);
    let end = ev.end instanceof Date && !Number.isNaN(ev.end.getTime()) ? endDayOf(ev.end) : addDays(start, 1);
    if (end <= start) end = addDays(start, 1);
    const uid = (ev.uid ?? '').trim() || `nouid-${start}-${end}`;
    if (!byUid.has(uid)) byUid.set(uid, { uid, start, end });
  }
  return [...byUid.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.uid < b.uid ? -1 : 1));
}
