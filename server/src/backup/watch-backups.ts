import { istanbulDateTime } from '../common/dates.js';
import { uuidV5 } from '../common/uuid.js';
import { enqueueMails, NO_OFFICE_EMAIL, type MailRequest } from '../mail/outbox.js';
import type { MailQueue } from '../mail/queue.js';
import { officeAddress } from '../mail/read.js';
import type { Sql } from '../platform/db.js';
import { backupProblems, segmentsWaiting, type BackupProblem } from './backup-health.js';
import { createBackupRepository, type BackupKind, type BackupStatusRow } from './repository.js';

const KINDS: readonly BackupKind[] = ['base', 'wal'];

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : `, ${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(bytes / 1_048_576)} MB`;

function mailValues(rows: readonly BackupStatusRow[], problem: BackupProblem) {
  const base = rows.find((r) => r.kind === 'base');
  const wal = rows.find((r) => r.kind === 'wal');
  return {
    backup_problem: problem.text,
    backup_last_base: base?.lastAt ? `${istanbulDateTime(base.lastAt, 'tr')}${sizeText(base.lastSize)}` : 'henüz yok',
    backup_last_wal:
      wal?.lastAt && wal.lastName ? `${wal.lastName}, ${istanbulDateTime(wal.lastAt, 'tr')}` : 'henüz yok',
    backup_where: base?.target ?? wal?.target ?? '—',
  };
}

/**
 * The `backup.watch` job's step, in one transaction on the shared database (so every instance agrees):
 * notes whether a finished WAL segment waits, finds what is wrong, and mails the office once per
 * incident of each kind (`alerted_at` set with the mail; cleared when the kind is healthy again, so a
 * new failure mails again). Nothing while no backup was ever attempted.
 */
export async function watchBackups(
  deps: { sql: Sql; queue: MailQueue; officeEmail: string | undefined },
  now: Date,
): Promise<BackupProblem[]> {
  return deps.sql.begin(async (tx) => {
    const status = createBackupRepository(tx);
    const before = await status.all();
    if (!before.some((r) => r.lastAt || r.failedAt)) return [];
    const position = await status.walPosition();
    const wal = before.find((r) => r.kind === 'wal');
    await status.walWaiting(segmentsWaiting(wal?.lastName ?? null, position) > 0, now);
    const rows = await status.all();
    const problems = backupProblems(rows, position, now);
    const mails: MailRequest[] = [];
    const recipient = await officeAddress(tx, deps.officeEmail);
    for (const kind of KINDS) {
      const problem = problems.find((p) => p.kind === kind);
      if (!problem) await status.closeIncident(kind);
      else if (await status.openIncident(kind, now))
        mails.push({
          // One mail per incident: the incident's kind and opening moment name it.
          eventId: uuidV5(`backup-alert:${kind}:${now.toISOString()}`),
          kind: 'backup_alert_office',
          reservationId: null,
          recipient,
          noRecipient: NO_OFFICE_EMAIL,
          values: mailValues(rows, problem),
        });
    }
    await enqueueMails(tx, deps.queue, mails);
    return problems;
  });
}
