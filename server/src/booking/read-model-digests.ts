import type { Sql } from '../platform/db.js';
import { tableDigest } from './read-model-digests-repository.js';

/** The read models of the reservation core, each with the columns a rebuild numbers anew. */
const READ_MODELS: { table: string; surrogate: string[] }[] = [
  { table: 'reservations', surrogate: [] },
  { table: 'payments', surrogate: [] },
  { table: 'occupancy', surrogate: ['id'] },
  { table: 'closings', surrogate: [] },
  { table: 'boat_dates', surrogate: [] },
];

/** Each read model as its row count and a digest of its rows in a stable order: equal digests, equal tables. */
export async function readModelDigests(sql: Sql): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { table, surrogate } of READ_MODELS) out[table] = await tableDigest(sql, table, surrogate);
  return out;
}
