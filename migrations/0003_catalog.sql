-- Catalog: marinas / town districts, boat types, boats, seasonal prices, images, reviews,
-- exchange-rate settings and the occupancy table the reservation core will own.
create extension if not exists pg_trgm;

-- Turkish-aware accent and case folding, used for the typeahead index and its query alike.
-- 'İ' and 'I' are mapped before lower() so both 'İstanbul' and 'ISTANBUL' fold to 'istanbul'
-- whatever the database's ctype; upper-case Turkish letters are listed too because lower()
-- leaves non-ASCII letters alone under the C locale.
create function tr_fold(text) returns text
  language sql immutable strict parallel safe
  as $$ select translate(lower(replace(replace($1, 'İ', 'i'), 'I', 'ı')),
                         'şğıöüçâîûŞĞÖÜÇÂÎÛ', 'sgioucaiusgoucaiu') $$;

create table settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
insert into settings (key, value) values
  ('dollar_exchange_rate', '41.50'),
  ('euro_exchange_rate', '48.20'),
  ('sterling_exchange_rate', '55.10');

create table places (
  id integer generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 120),
  kind text not null default 'marina' check (kind in ('marina', 'district')),
  city text,
  description text,
  popular boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index places_name_key on places (kind, tr_fold(name));

create table boat_types (
  id integer generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index boat_types_name_key on boat_types (tr_fold(name));

create table boats (
  id integer generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 120),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  boat_type_id integer not null references boat_types (id),
  marina_id integer not null references places (id),
  owner_id integer not null references users (id),
  length_m numeric(5, 2) not null check (length_m > 0),
  year integer check (year between 1900 and 2100),
  guests_day integer not null default 0 check (guests_day >= 0),
  guests_night integer not null default 0 check (guests_night >= 0),
  cabins integer not null default 0 check (cabins >= 0),
  bathrooms integer not null default 0 check (bathrooms >= 0),
  crew integer not null default 0 check (crew >= 0),
  captain_included boolean not null default true,
  description text not null default '',
  equipment text[] not null default '{}',
  rules text not null default '',
  thumbnail text,
  for_rent boolean not null default true,
  for_sale boolean not null default false,
  sale_price_minor bigint check (sale_price_minor > 0),
  sale_currency text check (sale_currency in ('TRY', 'USD', 'EUR', 'GBP')),
  popular boolean not null default false,
  boat_of_month boolean not null default false,
  active boolean not null default true,
  display_order integer not null default 0,
  ical_url text,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((sale_price_minor is null) = (sale_currency is null))
);
create unique index boats_one_boat_of_month on boats ((true)) where boat_of_month;
create index boats_owner_idx on boats (owner_id);
create index boats_type_idx on boats (boat_type_id);
create index boats_marina_idx on boats (marina_id);
create index boats_public_created_idx on boats (created_at desc, id desc) where active;
create index boats_search_text_trgm on boats using gin (search_text gin_trgm_ops);

-- search_text = folded name + marina + type; kept in step when any of the three changes.
create function boats_search_text(boat_name text, marina integer, boat_type integer) returns text
  language sql stable
  as $$ select tr_fold(boat_name || ' ' || coalesce((select name from places where id = marina), '')
                       || ' ' || coalesce((select name from boat_types where id = boat_type), '')) $$;

create function boats_set_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := boats_search_text(new.name, new.marina_id, new.boat_type_id);
  return new;
end $$;
create trigger boats_search_text before insert or update of name, marina_id, boat_type_id on boats
  for each row execute function boats_set_search_text();

create function places_refresh_boat_search_text() returns trigger language plpgsql as $$
begin
  update boats set search_text = boats_search_text(name, marina_id, boat_type_id) where marina_id = new.id;
  return null;
end $$;
create trigger places_search_text after update of name on places
  for each row execute function places_refresh_boat_search_text();

create function boat_types_refresh_boat_search_text() returns trigger language plpgsql as $$
begin
  update boats set search_text = boats_search_text(name, marina_id, boat_type_id) where boat_type_id = new.id;
  return null;
end $$;
create trigger boat_types_search_text after update of name on boat_types
  for each row execute function boat_types_refresh_boat_search_text();

-- Seasonal per-day prices; one boat's periods never overlap.
create table boat_prices (
  id integer generated always as identity primary key,
  boat_id integer not null references boats (id) on delete cascade,
  period daterange not null check (not isempty(period) and lower_inc(period) and not upper_inc(period)
                                   and not lower_inf(period) and not upper_inf(period)),
  daily_price_minor bigint not null check (daily_price_minor > 0),
  currency text not null check (currency in ('TRY', 'USD', 'EUR', 'GBP')),
  min_days integer not null default 1 check (min_days between 1 and 365),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint boat_prices_no_overlap exclude using gist (boat_id with =, period with &&)
);

create table boat_images (
  id integer generated always as identity primary key,
  boat_id integer not null references boats (id) on delete cascade,
  position integer not null default 0,
  key text not null unique,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now()
);
create index boat_images_boat_idx on boat_images (boat_id, position, id);

-- Reviews: submitted publicly, shown only once approved.
create table boat_comments (
  id integer generated always as identity primary key,
  boat_id integer not null references boats (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 80),
  rating integer not null check (rating between 1 and 5),
  text text not null check (length(btrim(text)) between 1 and 2000),
  approved boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index boat_comments_boat_idx on boat_comments (boat_id, created_at desc) where approved;
create index boat_comments_created_idx on boat_comments (created_at desc, id desc);

-- Owned by the reservation core (a projection); created here so search can filter free dates.
create table occupancy (
  id bigint generated always as identity primary key,
  boat_id integer not null references boats (id),
  period daterange not null,
  source text not null check (source in ('reservation', 'closing', 'availability', 'ical')),
  ref text not null,
  status text not null,
  active boolean not null default true,
  exclude using gist (boat_id with =, period with &&) where (active)
);
