-- Request counters are counted on every search the answer cache does not answer (several a second per
-- busy instance): kept out of the write-ahead log, a count commits without waiting for a disk flush.
-- After a crash the table comes back empty, which forgives at most one minute's counts: a limit of
-- requests a minute, not a record anyone reads back.
alter table request_counters set unlogged;

-- The prune job deletes past windows by their start.
create index request_counters_window_idx on request_counters (window_start);
