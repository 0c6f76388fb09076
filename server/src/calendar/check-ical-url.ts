import type { CalendarDeps } from './deps.js';
import { CalendarError } from './errors.js';
import { pointsIntoPrivateNetwork } from './feed.js';

/**
 * Refuses (`CalendarError.urlPrivate`) a feed URL for saving that no sync could read: one into the
 * server's own network. Handed to the boats module by `app.ts` as `checkIcalUrl`.
 */
export async function checkIcalUrlToSave(deps: Pick<CalendarDeps, 'limits'>, url: string): Promise<void> {
  if (await pointsIntoPrivateNetwork(url, deps.limits)) throw CalendarError.urlPrivate();
}
