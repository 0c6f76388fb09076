-- A search with dates probes each candidate boat for an active occupancy overlapping the dates: hundreds
-- of probes per request, thousands when every matching boat is put in price order. The exclusion
-- constraint's GiST on (boat, period) answers a probe in about 11 µs; a btree on the boat and the period's
-- end reads only the boat's rows ending after the first day (its future bookings, a handful) in about 2 µs.
-- PostgreSQL prices the two alike and takes the GiST, so this index's predicate is `active is true` and the
-- search's probe says the same: the GiST (`where active`) cannot be proven to cover `active is true`, and
-- this index serves no other statement (`active` is not null, so both mean the same rows). Periods are
-- bounded, non-empty and `[)` (check `occupancy_period_valid`), so a period overlaps [from, to) exactly when
-- `upper(period) > from and lower(period) < to`: the probe is written so, on the index's columns.
create index occupancy_search_probe_idx on occupancy (boat_id, upper(period)) include (period) where active is true;
