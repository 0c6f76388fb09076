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
}

/** `backup_status`: the backup module's only table (migration 0130). */
export function createBackupRepository(db: Db) {
  return {
    async succeeded(kind: BackupKind, name: string, at: Date, size: number): Promise<void> {
      await db`update backup_status set last_name = ${name}, last_at = ${at}, last_size = ${size}
               where kind = ${kind}`;
    },
    async failed(kind: BackupKind, failure: string, at: Date): Promise<void> {
      await db`update backup_status set failed_at = ${at}, failure = ${failure.slice(0, 2000)} where kind = ${kind}`;
    },
    async oldestRestorePoint(at: Date | null): Promise<void> {
      await db`update backup_status set oldest_restore_point = ${at} where kind = 'base'`;
    },
    async alerted(at: Date): Promise<void> {
      await db`update backup_status set alerted_at = ${at}`;
    },
    async all(): Promise<BackupStatusRow[]> {
      const rows = await db<BackupStatusRow[]>`
        select kind, last_name, last_at, last_size::float8 as last_size, failed_at, failure,
               oldest_restore_point, alerted_at
        from backup_status order by kind`;
      return rows;
    },
  };
}
