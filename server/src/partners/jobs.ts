import { addDays, istanbulDate } from '../common/dates.js';
import type { Sql } from '../platform/db.js';
import type { JobDefinition } from '../platform/jobs.js';
import { createPartnersRepository } from './repository.js';
import { USAGE_DAYS } from './schemas.js';

/** Days of request counts kept: the panel shows 14; a few months stay for the office's questions. */
const KEEP_DAYS = 90;

/** The partners module's jobs: the daily prune of old request counts. */
export function partnerJobs(deps: { sql: Sql }): JobDefinition[] {
  return [
    {
      name: 'partners.prune-usage',
      schedule: '17 3 * * *',
      options: { retryLimit: 2, expireInSeconds: 300 },
      handler: async () => {
        const today = istanbulDate(new Date());
        await createPartnersRepository(deps.sql).pruneUsage(addDays(today, -Math.max(KEEP_DAYS, USAGE_DAYS)));
      },
    },
  ];
}
