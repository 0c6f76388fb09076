import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db, Sql } from './db.js';
import { run, type SqlPart } from './statement.js';

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

export async function loadJsonRows(
  tx: Db,
  table: string,
  key: string,
  type: KeyType,
  values: readonly string[],
): Promise<Map<string, JsonRow>> {
  if (values.length === 0) return new Map();
  const rows = await tx.unsafe<{ j: JsonRow }[]>(
    `select to_jsonb(t) as j from ${ident(table)} t where ${ident(key)} = any($1::${keyType(type)}[])`,
    [values],
    { prepare: true },
  );
  return new Map(rows.map((r) => [String(r.j[key]), r.j]));
}

/**
 * The insert of `rows` (all with the same keys) as one statement; with `conflict`, rows that exist
 * are updated instead. The rows travel as one JSON parameter, so the text depends only on the
 * table and the column set.
 */
export function jsonRowsInsert(table: string, rows: readonly JsonRow[], conflict?: readonly string[]): SqlPart {
  const columns = rows.length === 1 ? Object.keys(rows[0]!) : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const shape = `${table}|${conflict?.join(',') ?? ''}|${columns.join(',')}`;
  let text = insertTexts.get(shape);
  if (text === undefined) {
    const cols = columns.map(ident);
    const updates = cols.filter((c) => !conflict?.includes(c)).map((c) => `${c} = excluded.${c}`);
    const onConflict = conflict
      ? `on conflict (${conflict.map(ident).join(', ')}) do update set ${updates.join(', ')}`
      : '';
    text = `insert into ${ident(table)} (${cols.join(', ')})
       select ${cols.join(', ')} from jsonb_populate_recordset(null::${ident(table)}, $1::text::jsonb) ${onConflict}`;
    if (insertTexts.size < 1000) insertTexts.set(shape, text);
  }
  return { text, params: [JSON.stringify(rows)] };
}
/** Statement texts by table, conflict target and column list: a handful of shapes, built once. */
const insertTexts = new Map<string, string>();

/** Inserts (or, with `conflict`, upserts) `rows` in one statement per chunk of 5 000. */
export async function writeJsonRows(
  tx: Db,
  table: string,
  rows: readonly JsonRow[],
  conflict?: readonly string[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) await run(tx, jsonRowsInsert(table, rows.slice(i, i + 5000), conflict));
}

export async function deleteJsonRows(
  tx: Db,
  table: string,
  key: string,
  type: KeyType,
  values: readonly string[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.unsafe(`delete from ${ident(table)} where ${ident(key)} = any($1::${keyType(type)}[])`, [values], {
    prepare: true,
  });
}

/**
 * A rebuild's load of a freshly emptied table: its standalone indexes and foreign keys are
 * dropped, the rows inserted, and each one recreated from its own definition (as the catalog gives
 * it) in the same transaction. Building an index once and checking a foreign key in one pass is
 * many times faster than doing it row by row; a final state that breaks one still fails, at its
 * re-creation, and rolls the rebuild back. Primary keys and the unique constraints other tables
 * reference stay in place, and so do exclusion constraints: re-adding one probes its GiST index
 * once per row anyway, and probing the index while it grows row by row measured a quarter to a
 * third cheaper than building it whole and probing it then (about 1.0 s against 1.4 s for 33 000
 * occupancy rows in log order).
 */
export async function bulkInsertJsonRows(tx: Db, table: string, rows: readonly JsonRow[]): Promise<void> {
  if (rows.length === 0) return;
  const restore = await dropForBulkLoad(tx, table);
  await copyJsonRows(tx, table, rows);
  await restore();
}

/**
 * The first half of `bulkInsertJsonRows`, for a load in several COPYs (a rebuild in passes): drops
 * the table's standalone indexes and foreign keys, and returns what recreates them.
 */
export async function dropForBulkLoad(tx: Db, table: string): Promise<() => Promise<void>> {
  const t = ident(table);
  // Both catalog reads go out together, and each batch of DDL as one simple-protocol statement:
  // one round trip each instead of one per index and constraint.
  const [constraints, indexes] = await Promise.all([
    tx.unsafe<{ name: string; def: string }[]>(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = $1::regclass and contype = 'f' order by conname`,
      [t],
    ),
    tx.unsafe<{ name: string; def: string }[]>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
       where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
       order by 1`,
      [t],
    ),
  ]);
  const drops = [
    ...constraints.map((c) => `alter table ${t} drop constraint ${quoteIdent(c.name)}`),
    ...indexes.map((i) => `drop index ${i.name}`),
  ];
  const creates = [
    ...indexes.map((i) => i.def),
    ...constraints.map((c) => `alter table ${t} add constraint ${quoteIdent(c.name)} ${c.def}`),
  ];
  if (drops.length) await tx.unsafe(drops.join(';\n'));
  return async () => {
    if (creates.length) await tx.unsafe(creates.join(';\n'));
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Text with COPY's special characters escaped; most text has none, and is returned as it is. */
function copyText(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
}

/** One value in COPY's text format: `\N` for null, objects as JSON, special characters escaped. */
function copyValue(v: unknown): string {
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return String(v);
    case 'boolean':
      return v ? 't' : 'f';
    case 'string':
      return copyText(v);
    case 'undefined':
      return '\\N';
    default:
      return v === null ? '\\N' : copyText(JSON.stringify(v));
  }
}

/** Every key any of the rows has, in first-seen order (rows of one fold usually share one shape). */
function columnsOf(rows: readonly JsonRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const k in row) columns.add(k);
  return [...columns].map(ident);
}

/** Inserts rows with `COPY ... FROM STDIN`, the fastest way into an emptied table. */
export async function copyJsonRows(tx: Db, table: string, rows: readonly JsonRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(rows);
  const lines = function* () {
    let chunk = '';
    for (const row of rows) {
      let line = copyValue(row[columns[0]!]);
      for (let i = 1; i < columns.length; i++) line += '\t' + copyValue(row[columns[i]!]);
      chunk += line + '\n';
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  };
  const copy = tx.unsafe(`copy ${ident(table)} (${columns.join(', ')}) from stdin`);
  const sink = await copy.writable();
  failSinkOnLateError(copy, sink);
  await pipeline(Readable.from(lines()), sink);
}

/**
 * postgres.js (3.4) loses an error the server reports after the last COPY data went out (a row
 * that breaks a constraint near the end, or in a short COPY): the writable never finishes, so
 * the pipeline, the transaction and its connection hang (porsager/postgres#1173). The query
 * still gets the error through its `reject`, so that is where the sink is failed with it.
 */
function failSinkOnLateError(copy: object, sink: Writable): void {
  const query = copy as { reject?: (e: unknown) => void };
  const reject = query.reject;
  if (typeof reject !== 'function')
    throw new Error('postgres.js changed: COPY errors would go unnoticed, see failSinkOnLateError');
  query.reject = (e: unknown) => {
    sink.destroy(e instanceof Error ? e : new Error(String(e)));
    reject(e);
  };
}

/**
 * Fresh statistics for a table emptied and refilled whole, and its visibility map set, so that
 * index-only scans read no table page. Outside any transaction (VACUUM cannot run in one).
 */
export async function vacuumAnalyze(sql: Sql, table: string): Promise<void> {
  await sql.unsafe(`vacuum (analyze) ${ident(table)}`);
}
