-- A partner's booking (issue 39): channel 'partner', the partner and its own reference, folded from
-- ReservationRequested like every other column of the reservation list (a rebuild gives them back).
alter table reservations
  add column partner_id uuid references partners (id),
  add column partner_reference text;

-- A partner's own bookings, newest first (its list and the office's filter by partner).
create index reservations_partner_idx on reservations (partner_id, created_at desc, id) where partner_id is not null;
-- Its live options (its limit counts them at every booking).
create index reservations_partner_options_idx on reservations (partner_id, option_until)
  where partner_id is not null and status = 'option';

-- The refusal a booking of `p_partner` gets now under its limit of `p_max` live options, or null:
-- 'count:seconds until its first option lapses'. Volatile, so each call sees what committed before it,
-- and the row of the calling statement itself, which `p_self` leaves out.
create function partner_options_refusal(p_partner uuid, p_max integer, p_now timestamptz, p_self uuid) returns text
language plpgsql as $$
declare
  n integer;
  first_end timestamptz;
begin
  select count(*), min(option_until) into n, first_end from reservations
  where partner_id = p_partner and status = 'option' and option_until > p_now and id <> p_self;
  if n >= p_max then
    return n || ':' || greatest(1, ceil(extract(epoch from coalesce(first_end, p_now + interval '1 hour') - p_now)))::bigint;
  end if;
  return null;
end $$;

-- The condition a partner's booking statement carries: the partner's bookings go one after the other
-- (a transaction-level lock of its own class, taken after the boat's), each counting the options the
-- ones before it committed; past the limit the statement stops (FT001 'partner_options:count:seconds').
create function partner_options_claim(p_partner uuid, p_max integer, p_now timestamptz, p_self uuid) returns boolean
language plpgsql as $$
declare
  refusal text;
begin
  perform pg_advisory_xact_lock(1346437120, hashtext(p_partner::text));
  refusal := partner_options_refusal(p_partner, p_max, p_now, p_self);
  if refusal is not null then
    raise exception 'partner_options:%', refusal using errcode = 'FT001';
  end if;
  return true;
end $$;
