import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../platform/jobs.js';
import type { CalendarDeps } from './deps.js';
import { syncAllIcalFeeds } from './sync-all-ical-feeds.js';

/** A cron expression for "every N minutes" (whole hours past 59 minutes). */
export function everyMinutes(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/** `ical.sync`: every boat with an iCal URL, every ICAL_SYNC_MINUTES. */
export function calendarJobs(deps: {
  calendar: CalendarDeps;
  syncMinutes: number;
  log: FastifyBaseLogger;
}): JobDefinition[] {
  return [
    {
      name: 'ical.sync',
      schedule: everyMinutes(deps.syncMinutes),
      options: { retryLimit: 0, expireInSeconds: 15 * 60 },
      handler: async () => {
        await syncAllIcalFeeds(deps.calendar, new Date().toISOString(), deps.log);
      },
    },
  ];
}
