import type { JobDefinition } from '../platform/jobs.js';
import type { ReservationDeps } from './reservation/deps.js';
import { remindBalances } from './reservation/remind-balances.js';
import { remindPassengerLists } from './reservation/remind-passenger-lists.js';
import { sweepOptions } from './reservation/sweep-options.js';

/**
 * The booking core's scheduled jobs (pg-boss schedules, Europe/Istanbul), each a use case of
 * `reservation/` run on the job's clock; a job only appends, and the mails of what it appends go
 * through the web process's reactors.
 */
export function bookingJobs(booking: Pick<ReservationDeps, 'sql' | 'store' | 'reactions'>): JobDefinition[] {
  return [
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
