import { randomBytes } from 'node:crypto';
import type { OwnerScope } from '../boats/read.js';
import type { CalendarDeps } from './deps.js';
import { calendarBoat } from './read.js';
import { createCalendarRepository } from './repository.js';

/**
 * A new secret for the boat's export URL; the old URL stops working at once. The URL is absolute: on
 * PUBLIC_URL, else on the origin the request came to (`requestOrigin`). `replaced` says whether an
 * older address existed (the panel's first address is not a renewal).
 */
export async function rotateIcalToken(
  deps: Pick<CalendarDeps, 'sql' | 'publicUrl'>,
  boatId: number,
  owner: OwnerScope,
  requestOrigin: string,
): Promise<{ token: string; url: string; replaced: boolean }> {
  await calendarBoat(deps.sql, boatId, owner);
  const replaced = Boolean(await createCalendarRepository(deps.sql).token(boatId));
  const token = randomBytes(24).toString('base64url');
  await deps.sql.begin((tx) => createCalendarRepository(tx).setToken(boatId, token));
  return { token, url: `${deps.publicUrl ?? requestOrigin}/v1/calendar/${boatId}.ics?token=${token}`, replaced };
}
