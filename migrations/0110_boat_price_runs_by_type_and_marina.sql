-- A dated price order walks `boat_price_runs` (migration 0109) in kuruş order and joins the boats for the
-- filters. A filter the prices go with passes over most of the walk: a type priced below the rest in
-- `price_desc` met none of its boats in the walk's first 2 000 runs, and the search then sorted every boat
-- of the type (6 666 at 50 000 boats: 47 ms), as did a region at a late page (a tenth of the boats, about
-- 200 in a walk of 2 000). Here the runs carry their boat's type and marina, and a walk per type and per
-- marina in kuruş order (the indexes below) meets that type's or marina's boats only.
alter table boat_price_runs add column boat_type_id integer, add column marina_id integer;

update boat_price_runs r set boat_type_id = b.boat_type_id, marina_id = b.marina_id from boats b where b.id = r.boat_id;

alter table boat_price_runs alter column boat_type_id set not null, alter column marina_id set not null;

-- In both orders, as the runs' own indexes (the listing's order is (kuruş, boat id desc) both ways).
create index boat_price_runs_type_asc_idx on boat_price_runs (boat_type_id, kurus asc, boat_id desc)
  include (f_from, f_until, t_after, t_until);
create index boat_price_runs_type_desc_idx on boat_price_runs (boat_type_id, kurus asc, boat_id asc)
  include (f_from, f_until, t_after, t_until);
create index boat_price_runs_marina_asc_idx on boat_price_runs (marina_id, kurus asc, boat_id desc)
  include (f_from, f_until, t_after, t_until);
create index boat_price_runs_marina_desc_idx on boat_price_runs (marina_id, kurus asc, boat_id asc)
  include (f_from, f_until, t_after, t_until);

-- As 0109's, with the boat's type and marina written beside each run.
create or replace function refresh_boat_price_runs(ids integer[]) returns void language plpgsql as $$
begin
  delete from boat_price_runs where boat_id = any(ids);
  with p as materialized (
    select boat_id, row_number() over w as i, lower(period) as lower_day, upper(period) as upper_day, kurus,
      lag(upper(period)) over w as prev_upper, lead(lower(period)) over w as next_lower
    from boat_prices where boat_id = any(ids)
    window w as (partition by boat_id order by lower(period))
  )
  insert into boat_price_runs (boat_id, kurus, f_from, f_until, t_after, t_until, boat_type_id, marina_id)
  select runs.boat_id, case when every_priced then lowest end, f_from, f_until, t_after, t_until,
    boats.boat_type_id, boats.marina_id
  from (
    select a.boat_id, coalesce(a.prev_upper, '-infinity'::date) as f_from, a.upper_day as f_until,
      b.lower_day as t_after, coalesce(b.next_lower, 'infinity'::date) as t_until,
      -- A period missing its kuruş makes its runs' null.
      min(b.kurus) over r as lowest, bool_and(b.kurus is not null) over r as every_priced
    from p a join p b on b.boat_id = a.boat_id and b.i >= a.i
      and (b.i <= a.i + 1 or b.prev_upper - a.next_lower < 45)
    window r as (partition by a.boat_id, a.i order by b.i)
  ) runs join boats on boats.id = runs.boat_id;
end $$;

-- A boat given another type or marina: its runs follow. (A price write locks its boat's row first, as a
-- boat's edit does, so the two never interleave: the later one reads the other's committed rows.)
create function boat_price_runs_follow_boat() returns trigger language plpgsql as $$
begin
  update boat_price_runs set boat_type_id = new.boat_type_id, marina_id = new.marina_id where boat_id = new.id;
  return null;
end $$;

create trigger boats_price_runs_follow after update of boat_type_id, marina_id on boats
  for each row when (old.boat_type_id is distinct from new.boat_type_id or old.marina_id is distinct from new.marina_id)
  execute function boat_price_runs_follow_boat();
