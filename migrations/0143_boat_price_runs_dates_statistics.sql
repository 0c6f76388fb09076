-- Issue 36: a dated search asks the runs for those answering its dates (f_from <= first day < f_until and
-- t_after < last day <= t_until). PostgreSQL multiplies the four conditions' selectivities as if independent,
-- but a run's four dates go together (its season), so it misjudged how many runs, and so how many boats, answer
-- a summer week: with a price range and eight cabins it expected 625 of 5 000 boats to pass where 1 907 did, and
-- hashed every run in the range (86 000) against the boats instead of walking the order's index to the page.
-- The four dates' most common combinations let it count the answering runs as they are. Alternated with and
-- without, one caller at 50 000 boats, the dated searches whose plan changes: 29 → 9, 26 → 10, 14 → 4.5 and
-- 13 → 4.2 ms; the others within 2 ms.
create statistics boat_price_runs_dates_stx (mcv) on f_from, f_until, t_after, t_until from boat_price_runs;
analyze boat_price_runs;
