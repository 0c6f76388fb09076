-- Issue 36: a rental search without dates and with a price range keeps a boat whose lowest price for today
-- lies in the range. With `boat_price_floors` (migration 0102: one row per boat, currency and step) that was
-- "a floor for today in the range and none below the lower bound": a semi-join and an anti-join, two probes
-- per boat walked, which PostgreSQL estimated badly together (it multiplied the two), so a type whose boats
-- are all cheaper than the lower bound walked all of them to find none (8 334 boats, 40 ms at 50 000), and a
-- range a tenth of the boats pass hashed every boat instead of walking to the page (35 ms).
--
-- Here each boat's lowest price in kuruş across its currencies, as a step function of the day: for a day d,
-- the lowest kuruş among its periods ending after d (the search's window is [d, ∞)), one row per step, the
-- days it holds for in `valid`, with the boat's type and marina (as the runs of 0110 carry them). So a price
-- range is one condition on one row per boat and day ("its row for today lies in the range"), one index
-- range scan or one probe, and a price order walks these rows in kuruş order and meets every boat once, at
-- its lowest price, whatever the rates (the floors were the lowest per currency, walked only while every
-- rate was at least 1 TL, with a probe for a cheaper currency of the same boat).
--
-- The kuruş are the prices' (`boat_prices.kurus`, at the stored rates, as the search computes them): a change
-- of rates rewrites every price's kuruş (below) and so, through the update trigger, every boat's steps,
-- in the same transaction. Which currency is a boat's cheapest can change with the rates, so the steps are
-- computed again rather than repriced in place (seconds at 50 000 boats; rates change a few times a day).
-- Keeping one row per currency and converting the range into each currency's amounts instead would have
-- kept rows the rates never touch, but then "lowest" across currencies is again a second probe.
--
-- This replaces `boat_price_floors`, which nothing reads any more (dropped at the end).
create table boat_price_lowest (
  boat_id integer not null references boats (id) on delete cascade,
  -- The boat's lowest price in kuruş at the stored rates on the days `valid` (prices without kuruş, while a
  -- rate setting is missing, are left out; the search refuses to run then).
  kurus bigint not null,
  -- The days d (as `current_date`) for which this is the boat's lowest price among its periods ending
  -- after d. A boat's rows never overlap.
  valid daterange not null,
  boat_type_id integer not null,
  marina_id integer not null
);

-- `price_asc`: kuruş ascending, newest boat first among equals; `price_desc`: the second backwards (the
-- listing's order is (kuruş, boat id desc) both ways), as the floors' were. A range is a range of these.
create index boat_price_lowest_asc_idx on boat_price_lowest (kurus asc, boat_id desc) include (valid);
create index boat_price_lowest_desc_idx on boat_price_lowest (kurus asc, boat_id asc) include (valid);
create index boat_price_lowest_type_asc_idx on boat_price_lowest (boat_type_id, kurus asc, boat_id desc) include (valid);
create index boat_price_lowest_type_desc_idx on boat_price_lowest (boat_type_id, kurus asc, boat_id asc) include (valid);
create index boat_price_lowest_marina_asc_idx on boat_price_lowest (marina_id, kurus asc, boat_id desc) include (valid);
create index boat_price_lowest_marina_desc_idx on boat_price_lowest (marina_id, kurus asc, boat_id asc) include (valid);
create index boat_price_lowest_boat_idx on boat_price_lowest (boat_id) include (valid, kurus);

-- The steps of the boats `ids`, computed again from their prices. A boat's periods never overlap
-- (boat_prices_no_overlap), so their ends differ: ordered by end u1 < u2 < …, on a day d in [u(k-1), u(k))
-- the periods ending after d are the k-th and later ones, and the step's value is the lowest kuruş among
-- them, a minimum over the periods from the last back to the k-th. That minimum never falls as d grows, so
-- the steps of equal value are consecutive and are merged into one row (a boat priced by season: two rows).
create function refresh_boat_price_lowest(ids integer[]) returns void language plpgsql as $$
begin
  delete from boat_price_lowest where boat_id = any(ids);
  insert into boat_price_lowest (boat_id, kurus, valid, boat_type_id, marina_id)
  select steps.boat_id, steps.kurus,
    daterange(case when bool_or(steps.prev_up is null) then null else min(steps.prev_up) end, max(steps.up), '[)'),
    boats.boat_type_id, boats.marina_id
  from (
    select boat_id, upper(period) as up,
      lag(upper(period)) over (partition by boat_id order by upper(period)) as prev_up,
      min(kurus) over (
        partition by boat_id order by upper(period) desc rows between unbounded preceding and current row
      ) as kurus
    from boat_prices where boat_id = any(ids)
  ) steps join boats on boats.id = steps.boat_id
  where steps.kurus is not null
  group by steps.boat_id, steps.kurus, boats.boat_type_id, boats.marina_id;
end $$;

-- Prices written: their boats' steps again (each branch reads its trigger's transition table). An update
-- counts when it moves a period, changes boats or changes a kuruş (an amount, a currency, or the rates,
-- whose trigger rewrites the prices' kuruş).
create function boat_price_lowest_after_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform refresh_boat_price_lowest(array(select distinct boat_id from inserted));
  elsif tg_op = 'DELETE' then
    perform refresh_boat_price_lowest(array(select distinct boat_id from removed));
  elsif tg_op = 'UPDATE' then
    perform refresh_boat_price_lowest(array(
      select n.boat_id from inserted n join removed o on o.id = n.id
        where (n.boat_id, n.period, n.kurus) is distinct from (o.boat_id, o.period, o.kurus)
      union
      select o.boat_id from inserted n join removed o on o.id = n.id
        where (n.boat_id, n.period, n.kurus) is distinct from (o.boat_id, o.period, o.kurus)));
  else
    delete from boat_price_lowest;
  end if;
  return null;
end $$;

create trigger boat_prices_lowest_insert after insert on boat_prices
  referencing new table as inserted for each statement execute function boat_price_lowest_after_write();
create trigger boat_prices_lowest_update after update on boat_prices
  referencing new table as inserted old table as removed for each statement execute function boat_price_lowest_after_write();
create trigger boat_prices_lowest_delete after delete on boat_prices
  referencing old table as removed for each statement execute function boat_price_lowest_after_write();
create trigger boat_prices_lowest_truncate after truncate on boat_prices
  for each statement execute function boat_price_lowest_after_write();

-- A boat given another type or marina: its runs (0110) and its steps follow. A price write locks the boat's
-- row first, as this edit does, so the two never interleave. A change of rates takes no boat's lock but
-- writes the steps again (delete and insert): it holds migration 0111's lock exclusively, and this takes it
-- shared first, so the two go one after the other (otherwise an edit could update the steps the change of
-- rates was replacing and miss the new ones, which would keep the old type). The update of the runs waits as
-- well, for the runs the change of rates repriced in place; the lock does not rely on that.
create or replace function boat_price_runs_follow_boat() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(7283119007);
  update boat_price_runs set boat_type_id = new.boat_type_id, marina_id = new.marina_id where boat_id = new.id;
  update boat_price_lowest set boat_type_id = new.boat_type_id, marina_id = new.marina_id where boat_id = new.id;
  return null;
end $$;

-- A rate setting written: every price's kuruş again (0102's, without the floors), and through the update
-- trigger above every boat's steps whose prices' kuruş moved.
create function boat_prices_after_rates() returns trigger language plpgsql as $$
declare
  usd bigint := price_floor_rate('USD');
  eur bigint := price_floor_rate('EUR');
  gbp bigint := price_floor_rate('GBP');
begin
  update boat_prices
  set kurus = kurus_at(daily_price_minor, case currency when 'USD' then usd when 'EUR' then eur when 'GBP' then gbp else 100::bigint end)
  where kurus is distinct from
    kurus_at(daily_price_minor, case currency when 'USD' then usd when 'EUR' then eur when 'GBP' then gbp else 100::bigint end);
  return null;
end $$;

drop trigger settings_rates_price_floors on settings;
drop trigger settings_rates_removed_price_floors on settings;
drop trigger settings_truncated_price_floors on settings;
create trigger settings_rates_prices after insert or update on settings
  for each row when (new.key in ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'))
  execute function boat_prices_after_rates();
create trigger settings_rates_removed_prices after delete on settings
  for each row when (old.key in ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'))
  execute function boat_prices_after_rates();
create trigger settings_truncated_prices after truncate on settings
  for each statement execute function boat_prices_after_rates();

-- The floors: no longer read.
drop trigger boat_prices_floors_insert on boat_prices;
drop trigger boat_prices_floors_update on boat_prices;
drop trigger boat_prices_floors_delete on boat_prices;
drop trigger boat_prices_floors_truncate on boat_prices;
drop function boat_price_floors_after_insert();
drop function boat_price_floors_after_update();
drop function boat_price_floors_after_delete();
drop function boat_price_floors_after_truncate();
drop function boat_price_floors_after_rates();
drop function refresh_boat_price_floors(integer[]);
drop table boat_price_floors;

select refresh_boat_price_lowest(array(select distinct boat_id from boat_prices));
analyze boat_price_lowest;
