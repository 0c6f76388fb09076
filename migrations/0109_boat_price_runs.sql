-- The lowest price a dated search shows for a boat is the lowest of the boat's periods its dates overlap.
-- A price order walked the window's prices in kuruş order and took a boat at its lowest one only; where the
-- dates straddle a change of season, every boat's dearer season comes first and is passed over, and
-- `price_desc` over the turn of June (each boat dearer in July) found no page within its bound and sorted
-- every matching boat instead (10 728 boats at 50 000: 125 ms, against 7 ms so).
--
-- A boat's periods never overlap (boat_prices_no_overlap), so the periods some dates [f, t) overlap are a
-- run of consecutive ones P(i) … P(j) in date order, and the run is the answer's: its lowest kuruş. Here,
-- one row per run of consecutive periods of a boat, with the dates it answers for: the run P(i) … P(j) is
-- the one [f, t) overlaps exactly when f lies in [upper P(i-1), upper P(i)) (it overlaps P(i) and not the
-- one before) and t in (lower P(j), lower P(j+1)] (P(j) and not the one after); a missing neighbour is
-- -infinity or infinity. For given dates each boat with a price there has one row that answers, so a price
-- order walks these rows in kuruş order and takes every boat it meets.
--
-- Dates that overlap P(i) … P(j) hold P(i+1) … P(j-1) whole (f < upper P(i) <= lower P(i+1), t > lower P(j)
-- >= upper P(j-1)), so they are longer than the days from lower P(i+1) to upper P(j-1). A run is kept when
-- those days (none for one or two periods) are fewer than 45: then dates of at most 45 days always find
-- their run, whatever the periods (`PRICE_RUN_DAYS` in search/repository.ts; longer dates walk the prices
-- as before). Seasons of a month or more give runs of one and two periods; a boat priced by the week, runs
-- of up to eight.
-- Kept by the triggers below in the transaction of every change to `boat_prices` (and so of the rates,
-- which rewrite the prices' kuruş: the runs' kuruş then in place), so it is never behind them.
create table boat_price_runs (
  boat_id integer not null references boats (id) on delete cascade,
  -- The run's lowest price in kuruş at the stored rates (null when a period's is: a rate setting missing).
  kurus bigint,
  -- The first day f of the dates it answers for lies in [f_from, f_until), the end t in (t_after, t_until].
  f_from date not null,
  f_until date not null,
  t_after date not null,
  t_until date not null
);

-- `price_asc`: kuruş ascending, newest boat first among equals; `price_desc`: the second backwards (the
-- listing's order is (kuruş, boat id desc) both ways), as the prices' indexes of migration 0102.
create index boat_price_runs_asc_idx on boat_price_runs (kurus asc, boat_id desc) include (f_from, f_until, t_after, t_until);
create index boat_price_runs_desc_idx on boat_price_runs (kurus asc, boat_id asc) include (f_from, f_until, t_after, t_until);
create index boat_price_runs_boat_idx on boat_price_runs (boat_id);

-- The runs of the boats `ids`, computed again from their prices: every start P(i) with the ends P(j) whose
-- periods between (P(i+1) … P(j-1)) span fewer than 45 days, a prefix of the boat's later periods (the span
-- grows with j), so the run's lowest kuruş is a running minimum over it.
create function refresh_boat_price_runs(ids integer[]) returns void language plpgsql as $$
begin
  delete from boat_price_runs where boat_id = any(ids);
  with p as materialized (
    select boat_id, row_number() over w as i, lower(period) as lower_day, upper(period) as upper_day, kurus,
      lag(upper(period)) over w as prev_upper, lead(lower(period)) over w as next_lower
    from boat_prices where boat_id = any(ids)
    window w as (partition by boat_id order by lower(period))
  )
  insert into boat_price_runs (boat_id, kurus, f_from, f_until, t_after, t_until)
  select boat_id, case when every_priced then lowest end, f_from, f_until, t_after, t_until
  from (
    select a.boat_id, coalesce(a.prev_upper, '-infinity'::date) as f_from, a.upper_day as f_until,
      b.lower_day as t_after, coalesce(b.next_lower, 'infinity'::date) as t_until,
      -- A period missing its kuruş makes its runs' null.
      min(b.kurus) over r as lowest, bool_and(b.kurus is not null) over r as every_priced
    from p a join p b on b.boat_id = a.boat_id and b.i >= a.i
      and (b.i <= a.i + 1 or b.prev_upper - a.next_lower < 45)
    window r as (partition by a.boat_id, a.i order by b.i)
  ) runs;
end $$;

-- The lowest kuruş of the runs of the boats `ids` again, in place: a run's periods are those of its boat
-- ending no earlier than its first (f_until) and starting no later than its last (t_after).
create function reprice_boat_price_runs(ids integer[]) returns void language plpgsql as $$
begin
  update boat_price_runs r set kurus = (
    select case when bool_and(p.kurus is not null) then min(p.kurus) end from boat_prices p
    where p.boat_id = r.boat_id and upper(p.period) >= r.f_until and lower(p.period) <= r.t_after)
  where r.boat_id = any(ids);
end $$;

create function boat_price_runs_after_update() returns trigger language plpgsql as $$
declare
  moved integer[] := array(
    select n.boat_id from inserted n join removed o on o.id = n.id
      where (n.boat_id, n.period) is distinct from (o.boat_id, o.period)
    union
    select o.boat_id from inserted n join removed o on o.id = n.id
      where (n.boat_id, n.period) is distinct from (o.boat_id, o.period));
begin
  -- Periods moved (or changed boats): the runs again. Only a kuruş changed (an amount, a currency, or the
  -- rates, whose trigger rewrites every price's): the runs' lowest kuruş in place, so that a change of
  -- rates, which takes no boat's lock, rewrites rows a price write of the same boat, under its lock, then
  -- waits for and replaces, and never runs it wrote beside runs it did not see.
  perform refresh_boat_price_runs(moved);
  perform reprice_boat_price_runs(array(
    select n.boat_id from inserted n join removed o on o.id = n.id
      where n.kurus is distinct from o.kurus and not n.boat_id = any(moved)));
  return null;
end $$;

-- Prices added or removed: their boats' runs again (each branch reads its trigger's transition table).
create function boat_price_runs_after_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform refresh_boat_price_runs(array(select distinct boat_id from inserted));
  elsif tg_op = 'DELETE' then
    perform refresh_boat_price_runs(array(select distinct boat_id from removed));
  else
    delete from boat_price_runs;
  end if;
  return null;
end $$;

create trigger boat_prices_runs_insert after insert on boat_prices
  referencing new table as inserted for each statement execute function boat_price_runs_after_write();
create trigger boat_prices_runs_update after update on boat_prices
  referencing new table as inserted old table as removed for each statement execute function boat_price_runs_after_update();
create trigger boat_prices_runs_delete after delete on boat_prices
  referencing old table as removed for each statement execute function boat_price_runs_after_write();
create trigger boat_prices_runs_truncate after truncate on boat_prices
  for each statement execute function boat_price_runs_after_write();

select refresh_boat_price_runs(array(select distinct boat_id from boat_prices));
analyze boat_price_runs;
