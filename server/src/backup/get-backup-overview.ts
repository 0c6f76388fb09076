import type { Config } from '../config.js';
import type { Db } from '../platform/db.js';
import { backupProblems } from './backup-health.js';
import { createBackupRepository, type BackupStatusRow } from './repository.js';
import type { BackupOverview } from './schemas.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const step = (r: BackupStatusRow | undefined): BackupOverview['base'] => ({
  name: r?.lastName ?? null,
  at: iso(r?.lastAt ?? null),
  sizeBytes: r?.lastSize ?? null,
  failedAt: iso(r?.failedAt ?? null),
  failure: r?.failure ?? null,
  alertedAt: iso(r?.alertedAt ?? null),
});

/** What the panel's backup screen shows: the last of each step, the retention and what is wrong now. */
export async function getBackupOverview(
  db: Db,
  settings: { embedded: boolean; backup: Config['backup'] },
  now: Date,
): Promise<BackupOverview> {
  const status = createBackupRepository(db);
  const rows = await status.all();
  const attempted = rows.some((r) => r.lastAt || r.failedAt);
  const position = attempted ? await status.walPosition() : undefined;
  const base = rows.find((r) => r.kind === 'base');
  const wal = rows.find((r) => r.kind === 'wal');
  const mode = !settings.embedded ? 'external' : settings.backup.enabled ? 'embedded' : 'off';
  return {
    mode,
    where: base?.target ?? wal?.target ?? null,
    retentionDays: mode === 'embedded' ? settings.backup.retentionDays : null,
    oldestRestorePoint: iso(base?.oldestRestorePoint ?? null),
    base: step(base),
    wal: step(wal),
    problems: backupProblems(rows, position, now).map((p) => p.text),
  };
}
