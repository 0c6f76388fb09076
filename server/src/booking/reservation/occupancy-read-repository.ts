import type { Db } from '../../platform/db.js';
import { readableBoats } from '../../boats/read.js';
import type { OwnerScope } from '../context.js';
import type { OccupancyPage } from './occupancy-page.js';
import { customerName } from './read-repository.js';

/**
 * The label of the occupancy row `o`: a reservation's number and customer, a closing's or boat date's
 * note (or what it is). The projection writes the row's id as `ref`: compared as a uuid (cast only in
 * the branch of its source), each label is one primary-key lookup.
 */
export const occupancyLabel = (db: Db) => db`coalesce(
  case when o.source = 'reservation' then (
    select r.reference || ' · ' || ${customerName(db)}
    from reservations r join customers c on c.id = r.customer_id where r.id = o.ref::uuid) end,
  case when o.source = 'closing' then (select coalesce(nullif(k.note, ''), 'Manuel kapatma') from closings k where k.id = o.ref::uuid) end,
  case when o.source in ('availability', 'ical') then (
    select coalesce(nullif(d.note, ''), case when d.kind = 'ical' then 'iCal' else 'Kapalı' end) from boat_dates d where d.id = o.ref::uuid) end,
  o.source)`;

/** The occupancy calendar of the office and the public availability of a boat, read from `occupancy`. */
export function createOccupancyReadRepository(db: Db) {
  return {
    /**
     * The occupancy of a window as the answer's JSON text (`{content, total, nextCursor}` in the shape of
     * `OccupancyPageSchema`), written by PostgreSQL (a page of boats is thousands of rows, which Node would
     * otherwise parse into objects and serialize straight back). Paged by boats, by name: the `limit` boats
     * after `after` (a boat's name and id), or only `boatIds`; `nextCursor` names the page's last boat
     * (base64url of its JSON `[name, id]`) when more follow. Boats without a range count in the page too,
     * so pages never overlap and never skip a boat.
     */
    async occupancyJson(from: string, to: string, page: OccupancyPage, owner: OwnerScope): Promise<string> {
      const { limit, after, boatIds } = page;
      const [row] = await db<{ json: string }[]>`
        with page as (
          select b.id, b.name
          from ${readableBoats(db)} b
          where true
            ${owner === null ? db`` : db`and b.owner_id = ${owner}`}
            ${boatIds === undefined ? db`` : db`and b.id = any(${boatIds as number[]}::int[])`}
            ${after === undefined ? db`` : db`and (b.name, b.id) > (${after[0]}::text, ${after[1]}::int)`}
          order by b.name, b.id
          limit ${limit + 1}
        ),
        shown as (select id, name from page order by name, id limit ${limit}),
        x as (
          select o.boat_id, b.name as boat_name, lower(o.period)::text as start, upper(o.period)::text as end, o.source,
            o.status, o.ref, ${occupancyLabel(db)} as label
          from occupancy o join shown b on b.id = o.boat_id
          where o.active and o.period && daterange(${from}::date, ${to}::date, '[)')
        )
        select json_build_object(
          'content', coalesce((select json_agg(json_build_object(
            'boatId', x.boat_id, 'boatName', x.boat_name, 'start', x.start, 'end', x.end,
            'source', x.source, 'status', x.status, 'ref', x.ref, 'label', x.label) order by x.boat_name, x.boat_id, x.start) from x), '[]'::json),
          'total', (select count(*) from x),
          'boats', (select count(*) from shown),
          'nextCursor', case when (select count(*) from page) > ${limit} then
            (select translate(encode(convert_to(json_build_array(name, id)::text, 'UTF8'), 'base64'), E'+/=\n', '-_')
             from shown order by name desc, id desc limit 1) end
        )::text as json`;
      return row!.json;
    },

    /** Occupied ranges of one boat, without saying by whom (public). */
    async occupiedRanges(boatId: number, from: string, to: string): Promise<{ start: string; end: string }[]> {
      return db<{ start: string; end: string }[]>`
        select lower(period)::text as start, upper(period)::text as end from occupancy
        where boat_id = ${boatId} and active and period && daterange(${from}::date, ${to}::date, '[)')
        order by lower(period)`;
    },
  };
}
