-- Partners (issue 39): travel agencies, hotels, brokers and owners' own sites that call the API with
-- keys of their own. A partner has scopes, an optional commission, the browser origins its keys may be
-- used from, and its own limits (live options at once, requests a minute, counted in PostgreSQL).
create table partners (
  id uuid primary key,
  name text not null check (length(btrim(name)) between 1 and 120),
  contact_name text check (length(contact_name) <= 120),
  contact_email text check (length(contact_email) <= 254),
  contact_phone text check (length(contact_phone) <= 30),
  scopes text[] not null default '{}'
    check (scopes <@ array['catalog:read', 'availability:read', 'bookings:write', 'bookings:read']::text[]),
  -- A percent of the contract total with at most two decimals; null: no commission.
  commission_percent numeric(5, 2) check (commission_percent between 0 and 100),
  -- Exact origins (scheme://host[:port]) whose browser pages may call with the partner's keys.
  allowed_origins text[] not null default '{}' check (cardinality(allowed_origins) <= 20),
  max_live_options integer not null default 100 check (max_live_options between 0 and 100000),
  requests_per_minute integer not null default 600 check (requests_per_minute between 1 and 1000000),
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index partners_name_key on partners (lower(btrim(name)));

-- A partner's keys. The key is shown once (`fk_<prefix>_<secret>`); only the public prefix and the
-- SHA-256 of the secret are kept. A rotated key keeps working until `expires_at` (the overlap the office
-- chose); a revoked one stops at once.
create table partner_keys (
  id uuid primary key,
  partner_id uuid not null references partners (id),
  prefix text not null unique check (prefix ~ '^[0-9a-f]{12}$'),
  secret_hash bytea not null check (length(secret_hash) = 32),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz
);
create index partner_keys_partner_idx on partner_keys (partner_id, created_at desc);

-- Requests per partner and Istanbul day (the panel shows the last 14 days); the per-minute limit itself
-- counts in request_counters (count_request) like every other request limit.
create table partner_request_days (
  partner_id uuid not null references partners (id),
  day date not null,
  requests bigint not null default 0,
  primary key (partner_id, day)
);

-- One request of a partner on an Istanbul day, and its key's last use (at most once a minute a key).
-- Committed without waiting for the WAL flush (every partner request writes here): a crash forgives at
-- most the last moments' counts, which are the panel's figures, not a limit (that one counts in
-- request_counters).
create function count_partner_request(p_partner uuid, p_key uuid, p_day date) returns void
language plpgsql as $$
begin
  perform set_config('synchronous_commit', 'off', true);
  update partner_keys set last_used_at = now()
  where id = p_key and (last_used_at is null or last_used_at < now() - interval '1 minute');
  insert into partner_request_days as d (partner_id, day, requests) values (p_partner, p_day, 1)
  on conflict (partner_id, day) do update set requests = d.requests + 1;
end $$;
