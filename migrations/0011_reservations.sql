-- Read models of the event-sourced reservation core. Every table here is a projection of `events`
-- (rebuilt by `npm run projections:rebuild`), except `customers`, which holds personal data outside
-- the log so a KVKK erasure never rewrites an event.

-- The occupancy exclusion gets a stable name and becomes DEFERRABLE (still checked at once by
-- default): an iCal sync applies several moves in one transaction and checks them at commit.
do $$
declare c text;
begin
  select conname into c from pg_constraint where conrelid = 'occupancy'::regclass and contype = 'x';
  execute format('alter table occupancy drop constraint %I', c);
end $$;
alter table occupancy add constraint occupancy_no_overlap
  exclude using gist (boat_id with =, period with &&) where (active) deferrable initially immediate;
alter table occupancy add constraint occupancy_period_valid
  check (not isempty(period) and lower_inc(period) and not upper_inc(period) and not lower_inf(period) and not upper_inf(period));
create unique index occupancy_source_ref_key on occupancy (source, ref);
create index occupancy_ref_idx on occupancy (ref);

create table customers (
  id uuid primary key,
  name text not null,
  email text,
  phone text,
  created_at timestamptz not null default now(),
  erased_at timestamptz
);

create sequence reservation_reference_seq;

create table reservations (
  id uuid primary key,
  reference text not null unique,
  boat_id integer not null references boats (id),
  customer_id uuid not null references customers (id),
  status text not null check (status in ('option', 'confirmed', 'cancelled', 'completed')),
  start_date date not null,
  end_date date not null,
  guests integer not null,
  currency text not null,
  total_minor bigint not null,
  deposit_minor bigint not null,
  paid_minor bigint not null default 0,
  display_currency text not null,
  display_total_minor bigint not null,
  rates jsonb not null,
  quote jsonb not null,
  option_until timestamptz not null,
  channel text not null,
  platform_ref text,
  note text,
  cancel_reason text,
  cancel_note text,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  completed_at timestamptz,
  bank_details_sent_at timestamptz,
  confirmation_sent_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null
);
create index reservations_status_idx on reservations (status, option_until);
create index reservations_boat_idx on reservations (boat_id, start_date);
create index reservations_created_idx on reservations (created_at desc);
create index reservations_platform_ref_idx on reservations (platform_ref) where platform_ref is not null;

-- "Transactions" in the spec: payments recorded against reservations.
create table payments (
  id uuid primary key,
  reservation_id uuid not null references reservations (id),
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null,
  method text not null,
  reference text,
  received_on date not null,
  recorded_at timestamptz not null,
  recorded_by jsonb not null
);
create index payments_reservation_idx on payments (reservation_id);
create index payments_recorded_idx on payments (recorded_at desc);

-- Manual closings ("external" in the spec).
create table closings (
  id uuid primary key,
  boat_id integer not null references boats (id),
  start_date date not null,
  end_date date not null,
  kind text not null,
  note text,
  status text not null check (status in ('active', 'removed')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null
);
create index closings_boat_idx on closings (boat_id, start_date);

-- Boat dates: blocks set by hand and blocks imported from iCal feeds.
create table boat_dates (
  id uuid primary key,
  boat_id integer not null references boats (id),
  start_date date not null,
  end_date date not null,
  kind text not null,
  note text,
  uid text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index boat_dates_boat_idx on boat_dates (boat_id, start_date);
