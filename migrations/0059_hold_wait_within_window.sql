-- A booking refused by the per-address hour waits until the first kept hold of the key lapses, but
-- never longer than this request's own hour (`l.until`): a concurrent request that stamped its time
-- later and committed first kept a hold that lapses a moment after this request's hour ends, and the
-- wait came out one second over it (Retry-After 3601). The live-option limits (e-mail, phone) wait for
-- the first option to lapse, as before. Otherwise the function is 0052's.
create or replace function hold_limit_refusal(p_limits jsonb, p_now timestamptz, p_claim uuid) returns text
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
      return l.position || ':' || greatest(1, ceil(extract(epoch from (select case when l.options_only then min(u) else least(min(u), l.until) end from unnest(kept_untils) u) - p_now)))::bigint;
    end if;
    if p_claim is not null then
      update hold_limits set ids = kept_ids || p_claim, untils = kept_untils || l.until where key = l.key;
    end if;
  end loop;
  return null;
end $$;
