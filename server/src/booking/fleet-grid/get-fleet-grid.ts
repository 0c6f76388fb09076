import { fleetBoats, fleetChoices, type FleetFilter } from '../../boats/read.js';
import { daysBetween } from '../../common/dates.js';
import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { DomainError } from '../errors.js';
import { occupancyLabel } from '../reservation/occupancy-read-repository.js';
import { GRID_MAX_BOATS, GRID_MAX_DAYS, type FleetGridQuery } from './schemas.js';

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
  const free =
    q.free_from === undefined || q.free_to === undefined
      ? db``
      : db`where not exists (select 1 from occupancy o where o.boat_id = f.id and o.active
          and o.period && daterange(${q.free_from}::date, ${q.free_to}::date, '[)'))`;
  const [row] = await db<{ grid: string }[]>`
    with fleet as materialized (
      select f.*, count(*) over () as total from ${fleetBoats(db, owner, filter)} f ${free}
      order by f.name, f.id limit ${GRID_MAX_BOATS}
    ), held as (
      select o.boat_id, json_agg(json_build_object(
          'start', lower(o.period)::text, 'end', upper(o.period)::text,
          'kind', case o.source
            when 'reservation' then case when o.status in ('confirmed', 'completed') then 'confirmed' else 'option' end
            when 'closing' then 'closing' when 'ical' then 'ical' else 'availability' end,
          'ref', o.ref, 'label', ${occupancyLabel(db)}) order by lower(o.period)) as blocks
      from occupancy o
      where o.active and o.period && daterange(${q.from}::date, ${q.to}::date, '[)') and o.boat_id in (select id from fleet)
      group by o.boat_id
    )
    select json_build_object('content', json_build_object(
      'from', ${q.from}::text, 'to', ${q.to}::text,
      'total', coalesce(max(f.total), 0), 'truncated', coalesce(max(f.total), 0) > count(f.id),
      'choices', ${fleetChoices(db, owner)},
      'boats', coalesce(json_agg(json_build_object(
        'id', f.id, 'name', f.name, 'active', f.active, 'capacity', f.capacity,
        'marina', json_build_object('id', f.marina_id, 'name', f.marina_name),
        'type', json_build_object('id', f.type_id, 'name', f.type_name),
        'owner', json_build_object('id', f.owner_id, 'name', f.owner_name),
        'blocks', coalesce(h.blocks, '[]'::json)) order by f.name, f.id) filter (where f.id is not null), '[]'::json)
    ))::text as grid
    from fleet f left join held h on h.boat_id = f.id`;
  return row!.grid;
}
