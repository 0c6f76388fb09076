import type { Db } from '../platform/db.js';

/**
 * Batch helpers for projections: read model rows travel as JSON objects with snake_case keys (as
 * `to_jsonb` gives them), are folded in memory, and are written back with one statement per batch.
 * Table and column names come from code, never from input. Statements are prepared: their text
 * depends only on the table and column set, so each connection plans them once.
 */
export type JsonRow = Record<string, unknown>;

/** The key column's SQL type: comparing in that type lets the lookup use the column's index. */
export type KeyType = 'uuid' | 'text' | 'integer';
const KEY_TYPES: readonly KeyType[] = ['uuid', 'text', 'integer'];

const IDENT = /^[a-z_][a-z0-9_]*$/;
function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`bad identifier ${name}`);
  return name;
}
function keyType(t: KeyType): KeyType {
  if (!KEY_TYPES.includes(t)) throw new Error(`bad key type ${t}`);
  return t;
}

export async function loadJsonRows(tx: Db, table: string, key: string, type: KeyType, values: readonly string[]): Promise<Map<string, JsonRow>> {
  if (values.length === 0) return new Map();
  const rows = await tx.unsafe<{ j: JsonRow }[]>(
    `select to_jsonb(t) as j from ${ident(table)} t where ${ident(key)} = any($1::${keyType(type)}[])`,
    [values],
    { prepare: true },
  );
  return new Map(rows.map((r) => [String(r.j[key]), r.j]));
}

/**
 * Inserts `rows` (all with the same keys) in one statement per chunk; with `conflict`, rows that
 * exist are updated instead.
 */
export async function writeJsonRows(tx: Db, table: string, rows: readonly JsonRow[], conflict?: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].map(ident);
  const updates = columns.filter((c) => !conflict?.includes(c)).map((c) => `${c} = excluded.${c}`);
  const onConflict = conflict ? `on conflict (${conflict.map(ident).join(', ')}) do update set ${updates.join(', ')}` : '';
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.unsafe(
      `insert into ${ident(table)} (${columns.join(', ')})
       select ${columns.join(', ')} from jsonb_populate_recordset(null::${ident(table)}, $1::text::jsonb) ${onConflict}`,
      [JSON.stringify(rows.slice(i, i + 5000))],
      { prepare: true },
    );
  }
}

export async function deleteJsonRows(tx: Db, table: string, key: string, type: KeyType, values: readonly string[]): Promise<void> {
  if (values.length === 0) return;
  await tx.unsafe(`delete from ${ident(table)} where ${ident(key)} = any($1::${keyType(type)}[])`, [values], { prepare: true });
}
