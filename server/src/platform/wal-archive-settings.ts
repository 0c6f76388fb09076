/**
 * The WAL archive's first step, inside PostgreSQL: `archive_command` puts each finished segment into
 * `wal-spool/` of the cluster's own folder, and the server ships it from there to the backup target
 * (`backup/ship-wal.ts`). The embedded programs are initdb, pg_ctl and postgres only, so the command is plain
 * shell run in the cluster's folder (paths relative to it; PostgreSQL runs it there): `test ! -f` refuses
 * to overwrite a segment already spooled (PostgreSQL's own example), the copy is synced to disk before it
 * takes its final name, and the folder after the rename. A non-zero exit makes PostgreSQL keep the
 * segment and try again.
 */
export const WAL_SPOOL = 'wal-spool';

const ARCHIVE_COMMAND =
  `mkdir -p ${WAL_SPOOL} && test ! -f ${WAL_SPOOL}/%f && cp %p ${WAL_SPOOL}/%f.part && ` +
  `sync ${WAL_SPOOL}/%f.part && mv ${WAL_SPOOL}/%f.part ${WAL_SPOOL}/%f && sync ${WAL_SPOOL}`;

export interface ArchiveOptions {
  /** Off: no archive (a restore's check run, or BACKUP=off). */
  on: boolean;
  /** A segment is switched at least this often when anything was written (PostgreSQL's `archive_timeout`). */
  timeoutSeconds: number;
}

/** The `-c` settings the embedded postmaster starts with for the archive. */
export function archiveSettings(opts: ArchiveOptions): Record<string, string> {
  if (!opts.on) return { archive_mode: 'off' };
  return {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_command: ARCHIVE_COMMAND,
    archive_timeout: String(opts.timeoutSeconds),
  };
}
