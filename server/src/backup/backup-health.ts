import { istanbulDateTime } from '../common/dates.js';
import type { BackupKind, BackupStatusRow, WalPosition } from './repository.js';

/** A base backup older than this is an incident: the nightly one missed a night (and a margin). */
export const BASE_MAX_AGE_HOURS = 26;
/** The archive is behind when a finished segment has waited this many `archive_timeout`s. */
const WAL_LAG_TIMEOUTS = 2;
/** With no `archive_timeout` (0), the lag is judged against this. */
const DEFAULT_TIMEOUT_SECONDS = 300;

export interface BackupProblem {
  kind: BackupKind;
  /** One Turkish sentence for the office (the mail's `{{backup_problem}}`, the panel). */
  text: string;
}

const at = (d: Date) => istanbulDateTime(d, 'tr');

/**
 * Finished segments after the last shipped one and before the one being written: what the archive owes.
 * 0 when either name is not a segment's (a timeline history file was shipped last). Timelines aside:
 * a restored cluster goes on counting from its predecessor's position.
 */
export function segmentsWaiting(lastShipped: string | null, position: WalPosition): number {
  const order = (file: string | null) => {
    if (!file || !/^[0-9A-F]{24}/.test(file)) return undefined;
    const perLog = 0x1_0000_0000n / BigInt(position.segmentBytes);
    return BigInt(`0x${file.slice(8, 16)}`) * perLog + BigInt(`0x${file.slice(16, 24)}`);
  };
  const last = order(lastShipped);
  const current = order(position.currentWal);
  if (last === undefined || current === undefined) return 0;
  return Math.max(0, Number(current - last - 1n));
}

/** How long a finished segment may wait before the archive counts as behind, in seconds. */
export const walLagLimitSeconds = (position: WalPosition) =>
  WAL_LAG_TIMEOUTS * (position.archiveTimeoutSeconds || DEFAULT_TIMEOUT_SECONDS);

/**
 * What is wrong with the backups now, per kind, from `backup_status` (every instance reads the same):
 * a failed base backup or one older than 26 h; a failed WAL shipment or a finished segment waiting
 * longer than twice `archive_timeout` (`behind_since`, noted by the watch job). Nothing while no backup
 * was ever attempted (backups off, or a provider's PITR with DATABASE_URL).
 */
export function backupProblems(
  rows: readonly BackupStatusRow[],
  position: WalPosition | undefined,
  now: Date,
): BackupProblem[] {
  const problems: BackupProblem[] = [];
  const base = rows.find((r) => r.kind === 'base');
  const wal = rows.find((r) => r.kind === 'wal');
  if (base?.failedAt) {
    problems.push({ kind: 'base', text: `Temel yedek alınamadı (${at(base.failedAt)}): ${base.failure ?? ''}`.trim() });
  } else if (base?.lastAt && now.getTime() - base.lastAt.getTime() > BASE_MAX_AGE_HOURS * 3_600_000) {
    problems.push({
      kind: 'base',
      text: `Son temel yedek ${BASE_MAX_AGE_HOURS} saatten eski (${at(base.lastAt)}); gecelik yedek alınmamış.`,
    });
  }
  if (wal?.failedAt) {
    problems.push({
      kind: 'wal',
      text: `WAL dosyaları arşive gönderilemiyor (${at(wal.failedAt)}): ${wal.failure ?? ''}`.trim(),
    });
  } else if (position && wal?.behindSince) {
    const waited = (now.getTime() - wal.behindSince.getTime()) / 1000;
    const waiting = segmentsWaiting(wal.lastName, position);
    if (waiting > 0 && waited > walLagLimitSeconds(position)) {
      problems.push({
        kind: 'wal',
        text:
          `WAL arşivi geride: ${waiting} dolu WAL dosyası ${Math.round(waited / 60)} dakikadır arşive gitmedi` +
          ` (son giden ${wal.lastName ?? '—'}${wal.lastAt ? `, ${at(wal.lastAt)}` : ''}).`,
      });
    }
  }
  return problems;
}
