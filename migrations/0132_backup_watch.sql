-- Issue 37: what the alert and the panel need besides 0130's columns. `target`: where the runner that
-- wrote the row ships to (a folder or `s3://bucket`), so every instance can show it. `behind_since`: since
-- when the watch job has seen a finished WAL segment not yet shipped (cleared once none waits); past twice
-- archive_timeout the archive is behind.
alter table backup_status add column target text, add column behind_since timestamptz;
