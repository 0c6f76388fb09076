-- Issue 36: a price order without dates walks `boat_price_floors` (migration 0102) in kuruş order and joins
-- the boats for the filters. A type or region walked every boat's floors: the first 2 000 of a `price_desc`
-- held none of a type priced below the rest, and the search then sorted every boat of the type (8 333 at
-- 50 000 boats, 30 000 buffers). As 0110 did for the runs: the floors carry their boat's type and marina,
-- and a walk per type and per marina in kuruş order (the indexes below) meets that type's or marina's only.
alter table boat_price_floors add column boat_type_id integer, add column marina_id integer;

update boat_price_floors f set boat_type_id = b.boat_type_id, marina_id = b.marina_id from boats b where b.id = f.boat_id;

alter table boat_price_floors alter column boat_type_id set not null, alter column marina_id set not null;

-- In both orders, as the floors' own indexes (the listing's order is (kuruş, boat id desc) both ways).
create index boat_price_floors_type_asc_idx on boat_price_floors (boat_type_id, kurus asc, boat_id desc)
  include (valid, lower_day);
create index boat_price_floors_type_desc_idx on boat_price_floors (boat_type_id, kurus asc, boat_id asc)
  include (valid, lower_day);
create index boat_price_floors_marina_asc_idx on boat_price_floors (marina_id, kurus asc, boat_id desc)
  include (valid, lower_day);
create index boat_price_floors_marina_desc_idx on boat_price_floors (marina_id, kurus asc, boat_id asc)
  include (valid, lower_day);

-- As 0102's, with the boat's type and marina written beside each floor.
create or replace function refresh_boat_price_floors(ids integer[]) returns void language plpgsql as $$
begin
  delete from boat_price_floors where boat_id = any(ids);
  insert into boat_price_floors (boat_id, currency, amount, lower_day, valid, kurus, boat_type_id, marina_id)
  select steps.boat_id, currency, low[1], date '2000-01-01' + low[2]::integer, daterange(prev_up, up, '[)'),
    kurus_at(low[1], price_floor_rate(currency)), boats.boat_type_id, boats.marina_id
  from (
    select boat_id, currency, upper(period) as up,
      lag(upper(period)) over (partition by boat_id, currency order by upper(period)) as prev_up,
      min(array[daily_price_minor, (lower(period) - date '2000-01-01')::bigint]) over (
        partition by boat_id, currency order by upper(period) desc rows between unbounded preceding and current row
      ) as low
    from boat_prices where boat_id = any(ids)
  ) steps join boats on boats.id = steps.boat_id;
end $$;

-- A boat given another type or marina: its runs (0110) and its floors follow.
create or replace function boat_price_runs_follow_boat() returns trigger language plpgsql as $$
begin
  update boat_price_runs set boat_type_id = new.boat_type_id, marina_id = new.marina_id where boat_id = new.id;
  update boat_price_floors set boat_type_id = new.boat_type_id, marina_id = new.marina_id where boat_id = new.id;
  return null;
end $$;
