import type { MailQueue } from '../mail/queue.js';
import type { Sql } from '../platform/db.js';
import type { JobDefinition } from '../platform/jobs.js';
import type { BackupRunner } from './backup-runner.js';
import { watchBackups } from './watch-backups.js';

/** The nightly base backup (03:30 Istanbul, after the day's last bookings), with the retention after it. */
export function backupJobs(runner: BackupRunner): JobDefinition[] {
  return [
    {
      name: 'backup.base',
      schedule: '30 3 * * *',
      options: { retryLimit: 2, retryDelay: 600, expireInSeconds: 4 * 3600 },
      handler: async () => {
        await runner.baseBackup(new Date());
      },
    },
  ];
}

/**
 * `backup.watch`, on every instance that works jobs (the backups may be taken elsewhere): every minute,
 * on whichever instance takes it, a failed or stale base backup, or a WAL archive falling behind, mails
 * the office once per incident (`watch-backups.ts`).
 */
export function backupWatchJobs(deps: {
  sql: Sql;
  queue: MailQueue;
  officeEmail: string | undefined;
}): JobDefinition[] {
  return [
    {
      name: 'backup.watch',
      schedule: '* * * * *',
      options: { retryLimit: 1, expireInSeconds: 120 },
      handler: async () => {
        await watchBackups(deps, new Date());
      },
    },
  ];
}
