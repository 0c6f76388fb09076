import type { FastifyBaseLogger } from 'fastify';
import { remindPassengerLists } from './booking/reservation/remind-passenger-lists.js';
import { confirmationAttachments } from './booking/reservation/charter-contract.js';
import { remindBalances } from './booking/reservation/remind-balances.js';
import { sweepOptions } from './booking/reservation/sweep-options.js';
import { calendarJobs } from './calendar/jobs.js';
import type { Config } from './config.js';
import { pruneRequestCounters } from './limits/prune-request-counters.js';
import { mailJobs } from './mail/jobs.js';
import { sendHoldDigest } from './mail/send-hold-digest.js';
import type { MailQueue } from './mail/queue.js';
import type { Sql } from './platform/db.js';
import type { JobDefinition } from './platform/jobs.js';
import { createServices } from './services.js';
import { backupJobs } from './backup/jobs.js';
import type { BackupRunner } from './backup/backup-runner.js';
import { watchBackups } from './backup/watch-backups.js';
import { webhookJobs } from './webhooks/jobs.js';

/** Every job kind of the product; modules add theirs here as they land (mail, iCal sync). */
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
    ...webhookJobs({ sql: deps.sql, config: deps.config, mailQueue: deps.mailQueue, log: deps.log }),
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
      // Every minute: during a flood, the digest of the holds whose office notice was held back, at most
      // one office flood notice per DIGEST_MINUTES (counted in the outbox, under one lock).
      name: 'mail.hold-digest',
      schedule: '* * * * *',
      options: { retryLimit: 1, expireInSeconds: 120 },
      handler: async () => {
        const limits = deps.config.publicLimits;
        await sendHoldDigest(deps.sql, {
          queue: deps.mailQueue,
          officeEmail: deps.config.mail.officeEmail,
          surge: { holdsPerHour: limits.surgeHoldsPerHour, optionMinutes: limits.surgeOptionMinutes },
        });
      },
    },
    {
      // Every minute, on whichever instance takes it: a failed or stale base backup, or a WAL archive
      // falling behind, mails the office once per incident (backup/watch-backups.ts).
      name: 'backup.watch',
      schedule: '* * * * *',
      options: { retryLimit: 1, expireInSeconds: 120 },
      handler: async () => {
        await watchBackups(
          { sql: deps.sql, queue: deps.mailQueue, officeEmail: deps.config.mail.officeEmail },
          new Date(),
        );
      },
    },
    {
      // Every ten minutes: request counters of windows long past (searches, quotes) are deleted.
      name: 'limits.prune',
      schedule: '*/10 * * * *',
      options: { retryLimit: 1, expireInSeconds: 120 },
      handler: async () => {
        await pruneRequestCounters(deps.sql);
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
