-- A request may count for more than one: a typeahead that has to rank every boat resembling its text costs
-- tens of times an ordinary search, and counts `p_hits` (the search limit's weight for it) in one statement.
-- The three-argument calls of running servers resolve to this function with its default of one.
drop function count_request(text, integer, integer);

create function count_request(p_key text, p_window_seconds integer, p_max integer, p_hits integer default 1)
returns integer language plpgsql as $$
declare
  w timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  n integer;
begin
  insert into request_counters as c (key, window_start, hits) values (p_key, w, p_hits)
  on conflict (key, window_start) do update set hits = c.hits + p_hits
  returning hits into n;
  if n <= p_max then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (w + make_interval(secs => p_window_seconds)) - now())))::integer;
end $$;
