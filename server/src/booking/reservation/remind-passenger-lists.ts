import { istanbulDate } from '../../common/dates.js';
import { ConcurrencyError } from '../../eventstore/store.js';
import { retryTransient } from '../../platform/transient.js';
import { execute } from '../command-handler.js';
import { metadataOf, systemContext } from '../context.js';
import { reservationSpec } from './decide.js';
import { boardingSoon } from './candidates-repository.js';
import type { ReservationDeps } from './deps.js';
import { reservationStreamId } from './events.js';

/**
 * The daily job `reservations.passenger-reminders`: every confirmed charter boarding within the next
 * three days whose passenger list is short of its guests gets `PassengerListReminded` (its mail, with
 * the page's link, goes through the reactor), once per boarding day. `now` comes in: the clock is the
 * caller's. Returns how many were reminded.
 */
export async function remindPassengerLists(deps: Pick<ReservationDeps, 'sql' | 'store'>, now: string): Promise<number> {
  const { sql } = deps;
  const today = istanbulDate(now);
  const ctx = systemContext('reservations.passenger-reminders', `passenger-reminders-${now}`, now);
  const due = await boardingSoon(sql, today);
  let reminded = 0;
  for (const r of due) {
    const result = await retryTransient(() =>
      sql.begin((tx) =>
        execute(
          tx,
          deps.store,
          reservationSpec,
          reservationStreamId(r.id),
          { type: 'RemindPassengerList', data: { entered: r.entered }, metadata: { now } },
          metadataOf(ctx),
        ),
      ),
    ).catch((e: unknown) => {
      if (e instanceof ConcurrencyError) return null;
      throw e;
    });
    if (result?.events.length) reminded++;
  }
  return reminded;
}
