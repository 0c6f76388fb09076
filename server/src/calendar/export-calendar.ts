import { timingSafeEqual } from 'node:crypto';
import type { Sql } from '../platform/db.js';
import { CalendarError } from './errors.js';
import { extrasOfReservations } from '../booking/reservation/read.js';
import { buildFeed } from './export.js';
import { calendarBoat } from './read.js';
import { createCalendarRepository } from './repository.js';

/** The boat's export feed (text/calendar); a wrong or missing token reads exactly like an unknown boat. */
export async function exportCalendar(
  deps: { sql: Sql },
  boatId: number,
  token: string | undefined,
  now: Date,
): Promise<string> {
  const repo = createCalendarRepository(deps.sql);
  const stored = await repo.token(boatId);
  if (!stored || !token) throw CalendarError.feedNotFound();
  const a = Buffer.from(stored);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw CalendarError.feedNotFound();
  const boat = await calendarBoat(deps.sql, boatId, null);
  const ranges = await repo.active(boatId);
  const extras = await extrasOfReservations(
    deps.sql,
    ranges.filter((r) => r.source === 'reservation').map((r) => r.ref),
  );
  return buildFeed(boat, ranges, now, extras);
}
