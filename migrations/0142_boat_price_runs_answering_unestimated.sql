-- Issue 36: 0139's index is meant to be read for a dated price range's peek ("does any run answer these
-- dates?", at most 2 000 rows). Once ANALYZE has gathered its two range expressions, PostgreSQL multiplies
-- their selectivities, which are strongly correlated (a run's first-day and last-day ranges follow the same
-- season): for every week, in season or not, it expects about 3 % of the runs to answer (17 820 of 550 000 at
-- 50 000 boats), so a scan stopping after 2 000 of them looks cheap and it reads the table in order instead.
-- Out of season none answers, and that sequential scan read all 550 000 runs: 204 ms for a December week
-- (bench/scale analyzes its fresh database, so it would plan this way; the long-lived database had no such
-- statistics and used the index). Without statistics on the index's columns the planner keeps its default
-- selectivity for "range contains a day" (about 14 runs answer), and reads the index: 0 runs out of season,
-- the first few in season. ANALYZE leaves statistics already gathered in place, so the index is built again.
drop index boat_price_runs_answering_idx;
create index boat_price_runs_answering_idx on boat_price_runs
  using gist (daterange(f_from, f_until), daterange(t_after, t_until, '(]'));
alter index boat_price_runs_answering_idx alter column 1 set statistics 0;
alter index boat_price_runs_answering_idx alter column 2 set statistics 0;
