-- Limits on what anonymous clients can make the site do (holds, quotes, mails), shared by every
-- instance on this database. Keys are fingerprints (HMAC of the client address, the e-mail or the
-- phone, computed by the server): no raw address or contact is kept here.

-- Requests counted in fixed windows (the public quote): one row per key and window.
create table request_counters (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);

-- Counts one request of `p_key` in the window of `p_window_seconds` that holds now; answers 0
-- when it is within `p_max`, otherwise the seconds until the window ends (the Retry-After).
create function count_request(p_key text, p_window_seconds integer, p_max integer) returns integer
language plpgsql as $$
declare
  w timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  n integer;
begin
  insert into request_counters as c (key, window_start, hits) values (p_key, w, 1)
  on conflict (key, window_start) do update set hits = c.hits + 1
  returning hits into n;
  if n <= p_max then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (w + make_interval(secs => p_window_seconds)) - now())))::integer;
end $$;

-- Holds a key took part in: the reservation and until when it counts (the client address: an hour
-- after the hold was made; an e-mail or phone: until the option lapses, and only while the
-- reservation is still an option). One row per key, locked by the booking that adds to it, so
-- concurrent bookings of one key, on any instance, are counted one after the other.
create table hold_limits (
  key text primary key,
  ids uuid[] not null default '{}',
  untils timestamptz[] not null default '{}'
);

-- The refusal for a booking, or null. `p_limits` is a JSON array in a fixed order (address,
-- e-mail, phone) of {key, max, optionsOnly, until}. With `p_claim`, the keys' rows are locked in
-- that order and, when no limit refuses, the reservation is added to each of them (in the caller's
-- statement, so a booking that fails afterwards counts nothing). A refusal is
-- 'position:seconds-to-wait' (position from 1).
create function hold_limit_refusal(p_limits jsonb, p_now timestamptz, p_claim uuid) returns text
language plpgsql as $$
declare
  l record;
  i integer;
  row_ids uuid[];
  row_untils timestamptz[];
  kept_ids uuid[];
  kept_untils timestamptz[];
begin
  for l in
    select e.value ->> 'key' as key, (e.value ->> 'max')::integer as max, (e.value ->> 'optionsOnly')::boolean as options_only,
           (e.value ->> 'until')::timestamptz as until, e.ordinality as position
    from jsonb_array_elements(p_limits) with ordinality e
    order by e.ordinality
  loop
    if p_claim is not null then
      insert into hold_limits (key) values (l.key) on conflict (key) do nothing;
      select ids, untils into row_ids, row_untils from hold_limits where key = l.key for update;
    else
      select ids, untils into row_ids, row_untils from hold_limits where key = l.key;
    end if;
    kept_ids := '{}';
    kept_untils := '{}';
    -- Each statement of this function sees what committed before it started: a hold another
    -- instance committed while this one waited for the lock is counted.
    for i in 1 .. coalesce(array_length(row_ids, 1), 0) loop
      if row_untils[i] > p_now and (not l.options_only or not exists (
            select 1 from reservations r where r.id = row_ids[i] and (r.status <> 'option' or r.option_until <= p_now))) then
        kept_ids := kept_ids || row_ids[i];
        kept_untils := kept_untils || row_untils[i];
      end if;
    end loop;
    if coalesce(array_length(kept_ids, 1), 0) >= l.max then
      return l.position || ':' || greatest(1, ceil(extract(epoch from (select min(u) from unnest(kept_untils) u) - p_now)))::bigint;
    end if;
    if p_claim is not null then
      update hold_limits set ids = kept_ids || p_claim, untils = kept_untils || l.until where key = l.key;
    end if;
  end loop;
  return null;
end $$;

-- A refusal stops the whole statement (SQLSTATE FT001, message 'hold_limit:<refusal>').
create function require_no_hold_refusal(refusal text) returns boolean language plpgsql as $$
begin
  if refusal is not null then
    raise exception '%', 'hold_limit:' || refusal using errcode = 'FT001';
  end if;
  return true;
end $$;

-- Where a public booking came from, on the customer row (erased with it): the channel is on the
-- reservation; this is the hashed client address, so the office can see and stop a flood.
alter table customers add column client_fingerprint text;
create index customers_client_fingerprint_idx on customers (client_fingerprint) where client_fingerprint is not null;

-- Website holds of the last hour are counted for the flood valve.
create index reservations_website_created_idx on reservations (created_at) where channel = 'website';
