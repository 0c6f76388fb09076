import type { Db } from '../platform/db.js';

export type BackupKind = 'base' | 'wal';

export interface BackupStatusRow {
  kind: BackupKind;
  lastName: string | null;
  lastAt: Date | null;
  lastSize: number | null;
  failedAt: Date | null;
  failure: string | null;
  oldestRestorePoint: Date | null;
  alertedAt: Date | null;
  /** Where the runner that wrote the row ships to (a folder or `s3://bucket`). */
  target: string | null;
  /** Since when the watch has seen a finished WAL segment waiting to be shipped (the `wal` row). */
  behindSince: Date | null;
}

/** Where the cluster's WAL is now, and the two settings the archive's lag is judged by. */
export interface WalPosition {
  /** The segment being written (`pg_walfile_name(pg_current_wal_lsn())`). */
  currentWal: string;
  segmentBytes: number;
  /** PostgreSQL's `archive_timeout` (0: none). */
  archiveTimeoutSeconds: number;
}

/** `backup_status`: the backup module's only table (migrations 0130, 0132). */
export function createBackupRepository(db: Db) {
  return {
    /** A success ends the kind's failure: the panel and the alert show what is wrong now. */
    async succeeded(kind: BackupKind, name: string, at: Date, size: number, target: string): Promise<void> {
      await db`update backup_status set last_name = ${name}, last_at = ${at}, last_size = ${size},
               target = ${target}, failed_at = null, failure = null
               where kind = ${kind}`;
    },
    async failed(kind: BackupKind, failure: string, at: Date, target: string): Promise<void> {
      await db`update backup_status set failed_at = ${at}, failure = ${failure.slice(0, 2000)}, target = ${target}
               where kind = ${kind}`;
    },
    async oldestRestorePoint(at: Date | null): Promise<void> {
      await db`update backup_status set oldest_restore_point = ${at} where kind = 'base'`;
    },
    /** Opens the kind's incident unless one is open; true when this call opened it (one alert per incident). */
    async openIncident(kind: BackupKind, at: Date): Promise<boolean> {
      const rows = await db`update backup_status set alerted_at = ${at}
                            where kind = ${kind} and alerted_at is null returning kind`;
      return rows.length === 1;
    },
    async closeIncident(kind: BackupKind): Promise<void> {
      await db`update backup_status set alerted_at = null where kind = ${kind} and alerted_at is not null`;
    },
    /** Notes that a finished segment waits (from `at`, unless already noted) or that none does. */
    async walWaiting(waiting: boolean, at: Date): Promise<void> {
      if (waiting) await db`update backup_status set behind_since = coalesce(behind_since, ${at}) where kind = 'wal'`;
      else await db`update backup_status set behind_since = null where kind = 'wal' and behind_since is not null`;
    },
    async walPosition(): Promise<WalPosition> {
      const [row] = await db<WalPosition[]>`
        select pg_walfile_name(pg_current_wal_lsn()) as current_wal,
               (select setting::bigint::float8 from pg_settings where name = 'wal_segment_size') as segment_bytes,
               (select setting::int from pg_settings where name = 'archive_timeout') as archive_timeout_seconds`;
      return row!;
    },
    async all(): Promise<BackupStatusRow[]> {
      const rows = await db<BackupStatusRow[]>`
        select kind, last_name, last_at, last_size::float8 as last_size, failed_at, failure,
               oldest_restore_point, alerted_at, target, behind_since
        from backup_status order by kind`;
      return rows;
    },
  };
}
