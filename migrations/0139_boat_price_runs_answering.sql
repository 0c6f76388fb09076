-- Issue 36: a dated price range on days no boat's season covers (a winter week) walked every boat of the
-- filters, probing each one's runs to find none (27–40 ms a call at 50 000 boats with a region, 160 ms without
-- one: PostgreSQL estimates the runs' four date columns one by one and misses that no run answers). The search
-- first asks whether any run answers the dates at all: a run answers them when its first-day range holds the
-- first day and its last-day range the last, which this index finds directly (none out of season).
create index boat_price_runs_answering_idx on boat_price_runs
  using gist (daterange(f_from, f_until), daterange(t_after, t_until, '(]'));
