-- Issue 21 point 2: priced extras per boat (skipper, fuel, food, transfer, water toys). A price in minor
-- units of its currency, per booking, per day, per person or per person per day; mandatory ones go into
-- every quote, optional ones are chosen with a quantity (at most max_quantity when set). A reservation
-- keeps its priced lines in its events: changing or deleting an extra never changes a booking made.
create table boat_extras (
  id integer generated always as identity primary key,
  boat_id integer not null references boats (id) on delete cascade,
  name text not null check (btrim(name) <> '' and length(name) <= 120),
  name_en text check (name_en is null or (btrim(name_en) <> '' and length(name_en) <= 120)),
  price_minor bigint not null check (price_minor >= 0 and price_minor <= 10000000000000),
  currency text not null check (currency in ('TRY', 'USD', 'EUR', 'GBP')),
  unit text not null check (unit in ('booking', 'day', 'person', 'person_day')),
  mandatory boolean not null default false,
  max_quantity integer check (max_quantity is null or max_quantity between 1 and 100),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index boat_extras_boat_idx on boat_extras (boat_id, position, id);

-- A booking prices its extras from the in-memory catalog: a change bumps the version it checks (0045)
-- and tells every instance (0056).
create trigger boat_extras_catalog_version
  after insert or update or delete or truncate on boat_extras for each statement execute function catalog_version_bump();
create trigger boat_extras_catalog_changed
  after insert or update or delete or truncate on boat_extras for each statement execute function notify_catalog_change();
