import { randomBytes } from 'node:crypto';
import type { OwnerScope } from '../boats/read.js';
import type { CalendarDeps } from './deps.js';
import { calendarBoat } from './read.js';
import { createCalendarRepository } from './repository.js';

/** A new secret for the boat's export URL; the old URL stops working at once. */
export async function rotateIcalToken(
  deps: Pick<CalendarDeps, 'sql' | 'publicUrl'>,
  boatId: number,
  owner: OwnerScope,
): Promise<{ token: string; url: string }> {
  await calendarBoat(deps.sql, boatId, owner);
  const token = randomBytes(24).toString('base64url');
  await deps.sql.begin((tx) => createCalendarRepository(tx).setToken(boatId, token));
  return { token, url: `${deps.publicUrl ?? ''}/v1/calendar/${boatId}.ics?token=${token}` };
}
