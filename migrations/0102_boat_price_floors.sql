-- Each boat's lowest daily price in each currency among the prices a search without dates counts: those
-- of periods that end after today (the search's window is [today, ∞)). As the days pass, periods leave
-- that window, so the lowest price is a step function of today: one row per step, `valid` holding the
-- days it is the answer for, with its value in kuruş at the stored exchange rates. A price order without
-- dates walks these rows in kuruş order, all currencies in one index, and finds each boat once, at its
-- lowest price, instead of meeting every boat's dearer seasons first and walking each currency apart
-- (which made `price_desc` read most of the prices at 50 000 boats, and a filter no boat priced in one
-- currency passes read all of that currency's). Kept by the triggers below in the transaction of every
-- change to `boat_prices` and to the rate settings, so it is never behind them.
--
-- Every price also carries its kuruş at the stored rates (`boat_prices.kurus`), for searches with dates:
-- one walk of the window's prices in kuruş order across currencies, instead of one walk per currency
-- merged (a currency no matching boat is priced in was read whole).
create table boat_price_floors (
  boat_id integer not null references boats (id) on delete cascade,
  currency text not null,
  -- The lowest amount in the currency, and the start of that price's period (the tie-break of the
  -- listing's card: the earlier period of two equal prices).
  amount bigint not null,
  lower_day date not null,
  -- `amount` in kuruş at the stored rates, as the search computes it: amount × (kuruş per unit) / 100,
  -- rounded down (null while a rate setting is missing or unreadable; the search refuses to run then).
  kurus bigint,
  -- The days d (as `current_date`) for which this is the boat's lowest price in the currency among
  -- its periods ending after d.
  valid daterange not null
);

-- `price_asc`: kuruş ascending, newest boat first among equals; `price_desc`: the same index backwards
-- gives kuruş descending, newest first (the listing's order is (kuruş, boat id desc) both ways).
create index boat_price_floors_asc_idx on boat_price_floors (kurus asc, boat_id desc) include (valid, lower_day);
create index boat_price_floors_desc_idx on boat_price_floors (kurus asc, boat_id asc) include (valid, lower_day);
create index boat_price_floors_boat_idx on boat_price_floors (boat_id) include (valid, kurus, lower_day);

-- Kuruş per unit of a currency at the stored rates (as `parseRateToKurus`: the TL rate × 100, rounded half
-- away from zero), or null when its setting is missing or unreadable.
-- An amount in kuruş at a rate (kuruş per unit): amount × rate / 100 rounded down, as the search computes
-- it, held at bigint's largest value for absurd amounts and rates (a valid rate is never refused because some
-- price times it would not fit).
create function kurus_at(p_amount bigint, p_rate bigint) returns bigint language sql immutable as $$
  select floor(least(p_amount::numeric * p_rate / 100, 9223372036854775807::numeric))::bigint
$$;

create function price_floor_rate(p_currency text) returns bigint language sql stable as $$
  select case when p_currency = 'TRY' then 100::bigint else (
    select round(replace(trim(value), ',', '.')::numeric * 100)::bigint from settings
    where key = case p_currency when 'USD' then 'dollar_exchange_rate' when 'EUR' then 'euro_exchange_rate'
      when 'GBP' then 'sterling_exchange_rate' end
      and trim(value) ~ '^[0-9]{1,7}([.,][0-9]{1,4})?$'
  ) end
$$;

alter table boat_prices add column kurus bigint;

create function boat_prices_set_kurus() returns trigger language plpgsql as $$
begin
  new.kurus := kurus_at(new.daily_price_minor, price_floor_rate(new.currency));
  return new;
end $$;

create trigger boat_prices_kurus before insert or update of daily_price_minor, currency on boat_prices
  for each row execute function boat_prices_set_kurus();

update boat_prices set kurus = kurus_at(daily_price_minor, price_floor_rate(currency));

-- The window's prices in kuruş order (`price_asc`: kuruş, newest boat first; `price_desc`: backwards), with
-- the period to pass over other seasons in the index; the boat's prices with their kuruş for its probes.
-- The per-currency amount indexes they replace are no longer read.
drop index if exists boat_prices_amount_asc_idx;
drop index if exists boat_prices_amount_desc_idx;
create index boat_prices_kurus_asc_idx on boat_prices (kurus asc, boat_id desc) include (period);
create index boat_prices_kurus_desc_idx on boat_prices (kurus asc, boat_id asc) include (period);
drop index if exists boat_prices_boat_idx;
create index boat_prices_boat_idx on boat_prices (boat_id) include (period, kurus, daily_price_minor, currency);

-- The floors of the boats `ids`, computed again from their prices. A boat's periods never overlap
-- (boat_prices_no_overlap). Take one currency's periods ordered by their end u1 < u2 < …: on a day d in
-- [u(k-1), u(k)) the periods ending after d are the k-th and later ones, so the step's floor is the
-- lowest (amount, start) among them: a minimum over the periods from the last back to the k-th.
create function refresh_boat_price_floors(ids integer[]) returns void language plpgsql as $$
begin
  delete from boat_price_floors where boat_id = any(ids);
  insert into boat_price_floors (boat_id, currency, amount, lower_day, valid, kurus)
  select boat_id, currency, low[1], date '2000-01-01' + low[2]::integer, daterange(prev_up, up, '[)'),
    kurus_at(low[1], price_floor_rate(currency))
  from (
    select boat_id, currency, upper(period) as up,
      lag(upper(period)) over (partition by boat_id, currency order by upper(period)) as prev_up,
      min(array[daily_price_minor, (lower(period) - date '2000-01-01')::bigint]) over (
        partition by boat_id, currency order by upper(period) desc rows between unbounded preceding and current row
      ) as low
    from boat_prices where boat_id = any(ids)
  ) steps;
end $$;

create function boat_price_floors_after_insert() returns trigger language plpgsql as $$
begin
  perform refresh_boat_price_floors(array(select distinct boat_id from inserted));
  return null;
end $$;

create function boat_price_floors_after_update() returns trigger language plpgsql as $$
begin
  -- A new kuruş alone (the rates changed) changes no floor's price or days: the rates trigger redoes their kuruş.
  perform refresh_boat_price_floors(array(
    select n.boat_id from inserted n join removed o on o.id = n.id
      where (n.boat_id, n.period, n.daily_price_minor, n.currency) is distinct from (o.boat_id, o.period, o.daily_price_minor, o.currency)
    union
    select o.boat_id from inserted n join removed o on o.id = n.id
      where (n.boat_id, n.period, n.daily_price_minor, n.currency) is distinct from (o.boat_id, o.period, o.daily_price_minor, o.currency)));
  return null;
end $$;

create function boat_price_floors_after_delete() returns trigger language plpgsql as $$
begin
  perform refresh_boat_price_floors(array(select distinct boat_id from removed));
  return null;
end $$;

create function boat_price_floors_after_truncate() returns trigger language plpgsql as $$
begin
  delete from boat_price_floors;
  return null;
end $$;

-- A rate setting written: every price's and floor's kuruş again (seconds at 50 000 boats; rates change rarely).
create function boat_price_floors_after_rates() returns trigger language plpgsql as $$
declare
  usd bigint := price_floor_rate('USD');
  eur bigint := price_floor_rate('EUR');
  gbp bigint := price_floor_rate('GBP');
begin
  update boat_prices
  set kurus = kurus_at(daily_price_minor, case currency when 'USD' then usd when 'EUR' then eur when 'GBP' then gbp else 100::bigint end)
  where kurus is distinct from
    kurus_at(daily_price_minor, case currency when 'USD' then usd when 'EUR' then eur when 'GBP' then gbp else 100::bigint end);
  update boat_price_floors
  set kurus = kurus_at(amount, case currency when 'USD' then usd when 'EUR' then eur when 'GBP' then gbp else 100::bigint end)
  where kurus is distinct from
    kurus_at(amount, case currency when 'USD' then usd when 'EUR' then eur when 'GBP' then gbp else 100::bigint end);
  return null;
end $$;

create trigger settings_rates_price_floors after insert or update on settings
  for each row when (new.key in ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'))
  execute function boat_price_floors_after_rates();
create trigger settings_rates_removed_price_floors after delete on settings
  for each row when (old.key in ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'))
  execute function boat_price_floors_after_rates();
create trigger settings_truncated_price_floors after truncate on settings
  for each statement execute function boat_price_floors_after_rates();

create trigger boat_prices_floors_insert after insert on boat_prices
  referencing new table as inserted for each statement execute function boat_price_floors_after_insert();
create trigger boat_prices_floors_update after update on boat_prices
  referencing new table as inserted old table as removed for each statement execute function boat_price_floors_after_update();
create trigger boat_prices_floors_delete after delete on boat_prices
  referencing old table as removed for each statement execute function boat_price_floors_after_delete();
create trigger boat_prices_floors_truncate after truncate on boat_prices
  for each statement execute function boat_price_floors_after_truncate();

select refresh_boat_price_floors(array(select distinct boat_id from boat_prices));
