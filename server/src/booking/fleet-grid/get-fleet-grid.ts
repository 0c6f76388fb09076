import { fleetBoats, fleetChoices, type FleetFilter } from '../../boats/read.js';
import { daysBetween } from '../../common/dates.js';
import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { DomainError } from '../errors.js';
import { occupancyLabel } from '../reservation/read-repository.js';
import {
  GRID_MAX_BOATS,
  GRID_MAX_DAYS,
  type FleetGrid,
  type FleetGridQuery,
  type GridBlock,
  type GridBoat,
} from './schemas.js';

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

interface Row {
  id: number;
  name: string;
  active: boolean;
  capacity: number;
  marinaId: number;
  marinaName: string;
  typeId: number;
  typeName: string;
  ownerId: number;
  ownerName: string;
  total: number;
  blocks: GridBlock[];
}

/**
 * The fleet grid of a window: the boats in the caller's scope that pass the filters (and, with
 * `free_from`/`free_to`, hold nothing in that range), by name, each with its active occupancy
 * overlapping [from, to). One statement: the boats from `boats/read.ts`'s relation, each boat's rows
 * from `occupancy_active_boat_idx` (one probe per boat) with their labels by primary key, as JSON;
 * the filter choices in a second statement beside it.
 */
export async function getFleetGrid(db: Db, q: FleetGridQuery, owner: OwnerScope): Promise<FleetGrid> {
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
  const [rows, choices] = await Promise.all([
    db<Row[]>`
      with fleet as materialized (
        select f.*, count(*) over () as total from ${fleetBoats(db, owner, filter)} f ${free}
        order by f.name, f.id limit ${GRID_MAX_BOATS}
      )
      select f.*, coalesce((
        select json_agg(json_build_object(
          'start', lower(o.period)::text, 'end', upper(o.period)::text,
          'kind', case o.source
            when 'reservation' then case when o.status in ('confirmed', 'completed') then 'confirmed' else 'option' end
            when 'closing' then 'closing' when 'ical' then 'ical' else 'availability' end,
          'ref', o.ref, 'label', ${occupancyLabel(db)}) order by lower(o.period))
        from occupancy o
        where o.boat_id = f.id and o.active and o.period && daterange(${q.from}::date, ${q.to}::date, '[)')
      ), '[]'::json) as blocks
      from fleet f order by f.name, f.id`,
    fleetChoices(db, owner),
  ]);
  const boats: GridBoat[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    active: r.active,
    capacity: r.capacity,
    marina: { id: r.marinaId, name: r.marinaName },
    type: { id: r.typeId, name: r.typeName },
    owner: { id: r.ownerId, name: r.ownerName },
    blocks: r.blocks,
  }));
  const total = rows[0]?.total ?? 0;
  return { from: q.from, to: q.to, boats, total, truncated: total > boats.length, choices };
}
