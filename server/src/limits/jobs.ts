import type { Sql } from '../platform/db.js';
import type { JobDefinition } from '../platform/jobs.js';
import { pruneRequestCounters } from './prune-request-counters.js';

/** `limits.prune`: every ten minutes, request counters of windows long past (searches, quotes) are deleted. */
export function limitsJobs(deps: { sql: Sql }): JobDefinition[] {
  return [
    {
      name: 'limits.prune',
      schedule: '*/10 * * * *',
      options: { retryLimit: 1, expireInSeconds: 120 },
      handler: async () => {
        await pruneRequestCounters(deps.sql);
      },
    },
  ];
}
