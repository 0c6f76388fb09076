import type { Db } from '../platform/db.js';

/**
 * Batch helpers for projections: read model rows travel as JSON objects with snake_case keys (as
 * `to_jsonb` gives them), are folded in memory, and are written back with one statement per batch.
 * Table and column names come from code, never from input.
 */
export type JsonRow = Record<string, unknown>;

const IDENT = /^[a-z_][a-z0-9_]*$/;
function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`bad identifier ${name}`);
  return name;
}

export async function loadJsonRows(tx: Db, table: string, key: string, values: readonly (string | number)[]): Promise<Map<string, JsonRow>> {
  if (values.length === 0) return new Map();
  const rows = await tx.unsafe<{ j: JsonRow }[]>(
    `select to_jsonb(t) as j from ${ident(table)} t where ${ident(key)}::text = any($1::text[])`,
    [values.map(String)],
  );
  return new Map(rows.map((r) => [String(r.j[key]), r.j]));
}

/** Inserts or updates `rows` (all with the same keys) in one statement. */
export async function upsertJsonRows(tx: Db, table: string, conflict: readonly string[], rows: readonly JsonRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).map(ident);
  const updates = columns.filter((c) => !conflict.includes(c)).map((c) => `${c} = excluded.${c}`);
  await tx.unsafe(
    `insert into ${ident(table)} (${columns.join(', ')})
     select ${columns.join(', ')} from jsonb_populate_recordset(null::${ident(table)}, $1::text::jsonb)
     on conflict (${conflict.map(ident).join(', ')}) do ${updates.length ? `update set ${updates.join(', ')}` : 'nothing'}`,
    [JSON.stringify(rows)],
  );
}

export async function deleteJsonRows(tx: Db, table: string, key: string, values: readonly (string | number)[]): Promise<void> {
  if (values.length === 0) return;
  await tx.unsafe(`delete from ${ident(table)} where ${ident(key)}::text = any($1::text[])`, [values.map(String)]);
}
