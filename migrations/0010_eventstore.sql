-- Generic append-only event store (modelled on Emmett's PostgreSQL store and Marten's mt_events).
create table streams (
  stream_id text primary key,
  type text not null,
  version bigint not null check (version >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table events (
  position bigint generated always as identity unique,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null references streams (stream_id),
  version bigint not null check (version >= 1),
  event_id uuid not null unique,
  type text not null,
  schema_version integer not null default 1,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  primary key (stream_id, version)
);
-- Async projections read in commit-safe order: (transaction_id, position).
create index events_transaction_position_idx on events (transaction_id, position);
create index events_type_idx on events (type);

create function events_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'events is append-only: % refused', tg_op using errcode = 'P0001';
end $$;

create trigger events_no_update_delete before update or delete on events
  for each row execute function events_refuse_change();
create trigger events_no_truncate before truncate on events
  for each statement execute function events_refuse_change();

-- Where each async projection has read up to, written in the same transaction as its output.
create table projection_checkpoints (
  name text primary key,
  transaction_id xid8 not null default '0'::xid8,
  position bigint not null default 0,
  updated_at timestamptz not null default now()
);
