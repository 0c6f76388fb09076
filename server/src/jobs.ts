import type { FastifyBaseLogger } from 'fastify';
import { remindPassengerLists } from './booking/reservation/remind-passenger-lists.js';
import { confirmationAttachments } from './booking/reservation/charter-contract.js';
import { remindBalances } from './booking/reservation/remind-balances.js';
import { sweepOptions } from './booking/reservation/sweep-options.js';
import { calendarJobs } from './calendar/jobs.js';
import type { Config } from './config.js';
import { limitsJobs } from './limits/jobs.js';
import { mailJobs } from './mail/jobs.js';
import type { MailQueue } from './mail/queue.js';
import type { Sql } from './platform/db.js';
import type { JobDefinition } from './platform/jobs.js';
import { createServices } from './services.js';
import { backupJobs, backupWatchJobs } from './backup/jobs.js';
import type { BackupRunner } from './backup/backup-runner.js';

/**
 * Every job kind of the product. Each module declares its jobs beside its use cases (`<module>/jobs.ts`:
 * name, schedule, options, handler); this file only composes them with the collaborators they need.
 * The booking core's jobs are still written here until they move to `booking/`.
 */
export function jobDefinitions(deps: {
  sql: Sql;
  config: Config;
  mailQueue: MailQueue;
  log: FastifyBaseLogger;
  /** The embedded cluster's backups, in the process that runs it. */
  backup?: BackupRunner;
}): JobDefinition[] {
  // The same composition root as the app; jobs only append (the web process's reactor runner queues their mails).
  const { booking, calendar } = createServices(deps.config, deps.sql);
  return [
    ...(deps.backup ? backupJobs(deps.backup) : []),
    ...calendarJobs({ calendar, syncMinutes: deps.config.ical.syncMinutes, log: deps.log }),
    ...backupWatchJobs({ sql: deps.sql, queue: deps.mailQueue, officeEmail: deps.config.mail.officeEmail }),
    ...limitsJobs({ sql: deps.sql }),
    ...mailJobs({
      sql: deps.sql,
      config: deps.config,
      queue: deps.mailQueue,
      log: deps.log,
      // The confirmation carries the charter contract, drawn when the mail goes (never stored in the outbox).
      attachments: confirmationAttachments(booking),
    }),
    {
      // Every minute: lapsed unpaid options expire (their dates free up), finished charters complete.
      name: 'reservations.sweep',
      schedule: '* * * * *',
      options: { retryLimit: 2, expireInSeconds: 120 },
      handler: async () => {
        await sweepOptions(booking, new Date().toISOString());
      },
    },
    {
      // Every morning (06:00 UTC, 09:00 in Istanbul): incomplete passenger lists of charters boarding
      // within three days are reminded of, once per boarding day.
      name: 'reservations.passenger-reminders',
      schedule: '0 6 * * *',
      options: { retryLimit: 2, expireInSeconds: 600 },
      handler: async () => {
        await remindPassengerLists(booking, new Date().toISOString());
      },
    },
    {
      // Every morning at 08:00 (Istanbul): balance reminders (a week before the due day, on the day) and
      // overdue marks. pg-boss sends one job per tick across instances; the decider makes a second run harmless.
      name: 'reservations.balance',
      schedule: '0 8 * * *',
      options: { retryLimit: 2, expireInSeconds: 600 },
      handler: async () => {
        await remindBalances(booking, new Date().toISOString());
      },
    },
  ];
}
