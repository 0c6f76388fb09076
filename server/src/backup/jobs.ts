import type { JobDefinition } from '../platform/jobs.js';
import type { BackupRunner } from './backup-runner.js';

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
