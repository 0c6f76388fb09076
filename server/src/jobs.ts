import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { randomUUID } from 'node:crypto';
import { calendarJobs } from './calendar/jobs.js';
import { createCalendarService } from './calendar/service.js';
import { mailJobs } from './mail/jobs.js';
import type { MailQueue } from './mail/queue.js';
import { createEventStore } from './eventstore/store.js';
import type { Sql } from './platform/db.js';
import type { JobDefinition } from './platform/jobs.js';
import { inlineProjections } from './booking/projections.js';
import { createReservationsService } from './booking/reservation/service.js';

/** Every job kind of the product; modules add theirs here as they land (mail, iCal sync). */
export function jobDefinitions(deps: { sql: Sql; config: Config; mailQueue: MailQueue; log: FastifyBaseLogger }): JobDefinition[] {
  // The mails of what jobs append (an expired option) are queued by the web process's reactor runner.
  const store = createEventStore({ inline: inlineProjections });
  const reservations = createReservationsService({
    sql: deps.sql,
    store,
    optionHours: deps.config.optionHoldHours,
  });
  const calendar = createCalendarService({
    sql: deps.sql,
    store,
    limits: { timeoutMs: deps.config.ical.fetchTimeoutMs, maxBytes: deps.config.ical.maxBytes, maxRedirects: 3, allowPrivateHosts: deps.config.ical.allowPrivateHosts },
    publicUrl: deps.config.publicUrl,
    newId: randomUUID,
  });
  return [
    ...calendarJobs({ service: calendar, syncMinutes: deps.config.ical.syncMinutes, log: deps.log }),
    ...mailJobs({ sql: deps.sql, config: deps.config, queue: deps.mailQueue, log: deps.log }),
    {
      // Every minute: lapsed unpaid options expire (their dates free up), finished charters complete.
      name: 'reservations.sweep',
      schedule: '* * * * *',
      options: { retryLimit: 2, expireInSeconds: 120 },
      handler: async () => {
        await reservations.sweep(new Date().toISOString());
      },
    },
  ];
}
