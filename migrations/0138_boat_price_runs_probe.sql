-- Issue 36: a rental search with dates of at most 45 days and a price range keeps a boat whose run for the
-- dates (`boat_price_runs`, migration 0109: one per boat and dates, at the boat's lowest kuruş there) lies in
-- the range: one probe of the boat's runs, where it was a semi-join and an anti-join on its prices, two probes
-- and an estimate of their product (PostgreSQL took the anti-join for one that drops most boats, and hashed
-- every boat instead of walking to the page: 40–55 ms at 50 000 boats for a range a third of the boats pass).
-- The probe reads the boat's runs from this index alone, with the dates and kuruş it checks, instead of each
-- run's row from the table, and only the runs whose dates start no earlier than the first day's (the run
-- answering a first day f has f < f_until; the runs of seasons gone by are never read again: of eleven runs
-- for two years of three seasons, five in the spring of the second). It replaces 0109's index on the boat,
-- which the triggers' deletes by boat read as well.
drop index boat_price_runs_boat_idx;
create index boat_price_runs_boat_idx on boat_price_runs (boat_id, f_until) include (f_from, t_after, t_until, kurus);

