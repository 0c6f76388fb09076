-- Issue 37: the continuous backup's bookkeeping, for the panel, the metrics and the office's alert mail.
-- One row per kind: the last base backup and the last WAL segment shipped to the backup target, the last
-- failure of each, the oldest moment the kept backups can restore to, and when the office was last warned.
create table backup_status (
  kind text primary key check (kind in ('base', 'wal')),
  last_name text,
  last_at timestamptz,
  last_size bigint,
  failed_at timestamptz,
  failure text,
  oldest_restore_point timestamptz,
  alerted_at timestamptz
);
insert into backup_status (kind) values ('base'), ('wal');
