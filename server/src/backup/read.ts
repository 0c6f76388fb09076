import type { Db } from '../platform/db.js';
import { createBackupRepository, type BackupStatusRow } from './repository.js';

/** The backups' state for the panel and the metrics (other modules read it here). */
export function backupStatus(db: Db): Promise<BackupStatusRow[]> {
  return createBackupRepository(db).all();
}
