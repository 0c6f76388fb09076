import type { FastifyBaseLogger } from 'fastify';
import { bookingJobs } from './booking/jobs.js';
import { confirmationAttachments } from './booking/reservation/charter-contract.js';
import { calendarJobs } from './calendar/jobs.js';
import type { Config } from './config.js';
import { limitsJobs } from './limits/jobs.js';
import { partnerJobs } from './partners/jobs.js';
import { mailJobs } from './mail/jobs.js';
import type { MailQueue } from './mail/queue.js';
import type { Sql } from './platform/db.js';
import type { JobDefinition } from './platform/jobs.js';
import { createServices } from './services.js';
import { backupJobs, backupWatchJobs } from './backup/jobs.js';
import type { BackupRunner } from './backup/backup-runner.js';
import { webhookJobs } from './webhooks/jobs.js';

/**
 * Every job kind of the product. Each module declares its jobs beside its use cases (`<module>/jobs.ts`:
 * name, schedule, options, handler); this file only composes them with the collaborators they need.
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
    ...partnerJobs({ sql: deps.sql }),
    ...webhookJobs({ sql: deps.sql, config: deps.config, mailQueue: deps.mailQueue, log: deps.log }),
    ...mailJobs({
      sql: deps.sql,
      config: deps.config,
      queue: deps.mailQueue,
      log: deps.log,
      // The confirmation carries the charter contract, drawn when the mail goes (never stored in the outbox).
      attachments: confirmationAttachments(booking),
    }),
    ...bookingJobs(booking),
  ];
}
