import type { Db } from './db.js';
import { PGBOSS_SCHEMA } from './jobs.js';

/**
 * pg-boss's own statements run on the caller's transaction (`boss.insert(…, { db })`), so a job
 * commits with the rows that need it. pg-boss leaves unset options undefined (node-postgres sends
 * NULL); postgres.js needs null. Its first parameter is the jobs as JSON text, which node-postgres
 * sends untyped; postgres.js would send text, for which `json_to_recordset` has no overload: send it
 * as json (oid 114, which postgres.js serialises itself).
 */
export function transactionExecutor(tx: Db) {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await tx.unsafe(
        text,
        values.map((v, i) =>
          v === undefined ? null : i === 0 ? tx.typed(JSON.parse(v as string) as never, 114) : v,
        ) as never[],
        { prepare: true },
      ),
    }),
  };
}

/**
 * Clears what jobs of these queues whose payload's `key` is one of `values` keep as their output (a
 * failed job keeps the error it threw, and its dead-letter job a copy), in the live table and the
 * archive. Nothing to do where pg-boss never ran (its schema does not exist yet).
 */
export async function eraseJobOutputs(
  tx: Db,
  queues: readonly string[],
  key: string,
  values: readonly string[],
): Promise<void> {
  const tables = await tx<{ name: string }[]>`
    select t.name from unnest(array['job', 'archive']) as t(name) where to_regclass(${PGBOSS_SCHEMA} || '.' || t.name) is not null`;
  for (const { name } of tables) {
    await tx`
      update ${tx(`${PGBOSS_SCHEMA}.${name}`)} set output = null
      where name = any(${queues as string[]}::text[]) and data->>${key} = any(${values as string[]}::text[])
        and output is not null`;
  }
}
