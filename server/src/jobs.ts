import type { Config } from './config.js';
import { createEventStore } from './eventstore/store.js';
import type { Sql } from './platform/db.js';
import type { JobDefinition } from './platform/jobs.js';
import { inlineProjections } from './reservations/projections/registry.js';
import { createReservationsService } from './reservations/service.js';

/** Every job kind of the product; modules add theirs here as they land (mail, iCal sync). */
export function jobDefinitions(deps: { sql: Sql; config: Config }): JobDefinition[] {
  const reservations = createReservationsService({
    sql: deps.sql,
    store: createEventStore({ inline: inlineProjections }),
    optionHours: deps.config.optionHoldHours,
  });
  return [
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
