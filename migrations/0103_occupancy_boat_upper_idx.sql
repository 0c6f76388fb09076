-- A search with dates probes each candidate boat for an active occupancy overlapping the dates. The
-- exclusion constraint's GiST answers that probe in about 10 µs; a btree on the boat and the period's end
-- reads only the boat's occupancy ending after the first day (its future bookings, a handful) in about 2 µs,
-- and the search has hundreds of candidates per request. Periods are bounded, non-empty and `[)` (the
-- check `occupancy_period_valid`), so a period overlaps [from, to) exactly when `upper(period) > from and
-- lower(period) < to`: the search writes the probe so (an `&&` there draws the planner to the GiST).
-- The index leads with the boat and carries the period, so it also serves what the boat-only index
-- `occupancy_active_boat_idx` (0057) served; that one goes.
create index occupancy_active_boat_upper_idx on occupancy (boat_id, upper(period)) include (period) where active;
drop index occupancy_active_boat_idx;
