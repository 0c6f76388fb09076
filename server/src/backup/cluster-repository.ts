import type { Db } from '../platform/db.js';

/**
 * The cluster's own answers a backup needs (no table): its identity, and the start and stop of a
 * non-exclusive base backup, which must run in one session (a reserved connection).
 */
export function createClusterRepository(db: Db) {
  return {
    /** The cluster's system identifier: backups and WAL are kept under it. */
    async systemIdentifier(): Promise<string> {
      const [system] = await db<{ systemIdentifier: string }[]>`
        select system_identifier::text as system_identifier from pg_control_system()`;
      return system!.systemIdentifier;
    },

    async startBackup(label: string): Promise<{ lsn: string; wal: string; at: Date }> {
      const [begin] = await db<{ lsn: string; wal: string; at: Date }[]>`
        select lsn::text as lsn, pg_walfile_name(lsn) as wal, now() as at
        from pg_backup_start(${label}, true) as lsn`;
      return begin!;
    },

    /** Ends the backup once the WAL it needs is archived; answers the `backup_label` and `tablespace_map` to store with it. */
    async stopBackup(): Promise<{ lsn: string; labelfile: string; spcmapfile: string; at: Date }> {
      const [end] = await db<{ lsn: string; labelfile: string; spcmapfile: string; at: Date }[]>`
        select lsn::text as lsn, labelfile, spcmapfile, clock_timestamp() as at from pg_backup_stop(true)`;
      return end!;
    },

    /** Ends a backup that failed half way, without waiting for the archive. */
    async abortBackup(): Promise<void> {
      await db`select pg_backup_stop(false)`;
    },
  };
}
