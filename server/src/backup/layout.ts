/**
 * Object names in the backup target. Everything of one cluster sits under its system identifier
 * (PostgreSQL's, drawn by initdb and kept by a restored copy), so two clusters never mix their WAL and
 * a restored cluster goes on archiving into the same history on its next timeline.
 */
export const baseKey = (systemId: string, id: string) => `${systemId}/base/${id}.tar.gz`;
export const manifestKey = (systemId: string, id: string) => `${systemId}/base/${id}.json`;
export const walKey = (systemId: string, file: string) => `${systemId}/wal/${file}.gz`;
export const walPrefix = (systemId: string) => `${systemId}/wal/`;

/** What a base backup's `<id>.json` says; a restore reads only this to choose. */
export interface BaseBackupManifest {
  id: string;
  systemId: string;
  /** PostgreSQL's major version the files are of. */
  pgVersion: string;
  startedAt: string;
  /** `pg_backup_stop` returned: the earliest moment a restore from this backup can reach. */
  finishedAt: string;
  startLsn: string;
  stopLsn: string;
  /** The first WAL segment replay needs (`pg_walfile_name` of the start). */
  startWal: string;
  /** The compressed archive's size. */
  sizeBytes: number;
  files: number;
}

/** A segment's position regardless of its timeline (the last 16 of its 24 hex digits). */
export const segmentOrder = (file: string) => file.slice(8, 24);

/** A base backup's id: its start in UTC, sortable (`20270612T143000Z`). */
export const backupId = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
