import type { Sql } from '../platform/db.js';

/** A table's row count and a digest of its rows (as JSON, without the `surrogate` columns) in a stable order. */
export async function tableDigest(sql: Sql, table: string, surrogate: readonly string[]): Promise<string> {
  const drop = surrogate.map((c) => ` - '${c}'`).join('');
  const [row] = await sql.unsafe<{ n: number; digest: string }[]>(
    `select count(*)::int as n, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as digest
     from (select (to_jsonb(t)${drop})::text as r from ${table} t) rows`,
  );
  return `${row!.n}:${row!.digest}`;
}
