import { fleetBoats, fleetChoices, type FleetFilter } from '../../boats/read.js';
import type { Db } from '../../platform/db.js';
import type { OwnerScope } from '../context.js';
import { occupancyLabel } from '../reservation/occupancy-read-repository.js';
import { GRID_MAX_BOATS, type FleetGridQuery } from './schemas.js';

/** The grid's JSON answer, written by PostgreSQL in one statement (`get-fleet-grid.ts` says what it holds). */
export async function fleetGridJson(
  db: Db,
  q: FleetGridQuery,
  owner: OwnerScope,
  filter: FleetFilter,
): Promise<string> {
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
