import type { FleetFilter } from '../../boats/read.js';
import { daysBetween } from '../../common/dates.js';
import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { DomainError } from '../errors.js';
import { fleetGridJson } from './repository.js';
import { GRID_MAX_DAYS, type FleetGridQuery } from './schemas.js';

const invalid = (code: string, message: string) => new DomainError(code, message, 'invalid');

/** The window and the "free over" range must be forward ranges, the window at most a season long. */
export function requireGridWindow(q: FleetGridQuery): void {
  if (q.to <= q.from)
    throw invalid('INVALID_GRID_WINDOW', 'Takvim penceresinin sonu başından sonra olmalıdır (bitiş > başlangıç).');
  if (daysBetween(q.from, q.to) > GRID_MAX_DAYS)
    throw invalid(
      'GRID_WINDOW_TOO_LONG',
      `Filo takvimi en fazla bir sezonluk (${GRID_MAX_DAYS} gün) bir pencere gösterir; daha kısa bir aralık seçin.`,
    );
  if ((q.free_from === undefined) !== (q.free_to === undefined))
    throw invalid('INVALID_FREE_RANGE', 'Boş aralık için hem başlangıç hem bitiş günü verilmelidir.');
  if (q.free_from !== undefined && q.free_to !== undefined && q.free_to <= q.free_from)
    throw invalid('INVALID_FREE_RANGE', 'Boş aralığın bitişi başlangıcından sonra olmalıdır.');
}

/**
 * The fleet grid of a window as the API's JSON answer (`{content: FleetGrid}`), written by PostgreSQL:
 * the boats in the caller's scope that pass the filters (and, with `free_from`/`free_to`, hold nothing
 * in that range), by name, each with its active occupancy overlapping [from, to) and its label, and the
 * filter choices. One statement: the boats from `boats/read.ts`'s relation; the window's occupancy
 * rows from one scan of `occupancy_active_period_idx` (or, for a few boats, a probe per boat), grouped
 * per boat; each label a primary-key lookup. The text goes out as it is: at 500 boats × 90 days it is
 * about 400 KB, which parsing and serializing again in Node would cost more than the query.
 */
export async function getFleetGrid(db: Db, q: FleetGridQuery, owner: OwnerScope): Promise<string> {
  requireGridWindow(q);
  const filter: FleetFilter = {
    ...(q.marina_id === undefined ? {} : { marinaId: q.marina_id }),
    ...(q.type_id === undefined ? {} : { typeId: q.type_id }),
    ...(q.owner_id === undefined ? {} : { ownerId: q.owner_id }),
    ...(q.guests === undefined ? {} : { guests: q.guests }),
  };
  return fleetGridJson(db, q, owner, filter);
}
