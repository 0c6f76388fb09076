import type { Db } from '../platform/db.js';
import {
  copyJsonRows,
  deleteJsonRows,
  jsonRowsInsert,
  loadJsonRows,
  writeJsonRows,
  type JsonRow,
  type KeyType,
} from '../platform/json-rows.js';
import type { SqlPart } from '../platform/statement.js';
import type { Projection } from './store.js';
import type { EventRecord, StoredEvent } from './types.js';

/**
 * A read model with one row per key, defined as a pure fold of events. Live appends load the
 * touched rows, fold the new events and upsert them; a rebuild folds the whole log in memory and
 * writes every final row once, which is what makes rebuilds fast.
 */
export interface FoldProjection extends Projection {
  table: string;
  key: string;
  keyType: KeyType;
  /** Upsert target (a unique constraint); usually the key. */
  conflict: readonly string[];
  /** Columns the database fills (identity ids): never written, dropped when loaded. */
  generated?: readonly string[];
  keyOf(event: EventRecord): string;
  /**
   * Every event of a key is in one stream (a reservation's row, its payments, a boat's block): a
   * rebuild may then fold the log in passes over disjoint sets of streams, holding one set's rows
   * in memory at a time. Leave it out and the rebuild folds the whole log in one pass.
   */
  keyInStream?: boolean;
  /** Event types that start a new row: a key whose first event in a batch is one of them is not looked up. */
  creates?: readonly string[];
  /** The row after the event: a row, `null` to remove it, or `undefined` for no row. */
  fold(row: JsonRow | undefined, event: EventRecord): JsonRow | null | undefined;
}

type FoldSpec = Omit<FoldProjection, 'apply' | 'plan'>;

function strip(row: JsonRow, generated: readonly string[] | undefined): JsonRow {
  if (!generated?.length) return row;
  const copy = { ...row };
  for (const c of generated) delete copy[c];
  return copy;
}

export function foldProjection(spec: FoldSpec): FoldProjection {
  return {
    ...spec,
    plan(events: readonly EventRecord[]): SqlPart | undefined {
      // Only a batch that starts every row it touches needs nothing read: its rows are the fold
      // of its own events, known before the append.
      const rows = new Map<string, JsonRow>();
      for (const e of events) {
        const k = spec.keyOf(e);
        const before = rows.get(k);
        if (before === undefined && !spec.creates?.includes(e.type)) return undefined;
        const next = spec.fold(before, e);
        if (next === null) return undefined;
        if (next !== undefined) rows.set(k, next);
      }
      // New rows: a plain insert (a row that exists after all is an error, never an overwrite).
      return rows.size ? jsonRowsInsert(spec.table, [...rows.values()]) : undefined;
    },
    async apply(tx: Db, events: StoredEvent[]) {
      const firsts = new Map<string, StoredEvent>();
      for (const e of events) if (!firsts.has(spec.keyOf(e))) firsts.set(spec.keyOf(e), e);
      const existing = [...firsts].filter(([, e]) => !spec.creates?.includes(e.type)).map(([k]) => k);
      const loaded = await loadJsonRows(tx, spec.table, spec.key, spec.keyType, existing);
      const rows = new Map<string, JsonRow | null>();
      for (const [k, row] of loaded) rows.set(k, strip(row, spec.generated));
      for (const e of events) {
        const k = spec.keyOf(e);
        const next = spec.fold(rows.get(k) ?? undefined, e);
        if (next !== undefined) rows.set(k, next);
      }
      const removed = [...rows].filter(([k, r]) => r === null && loaded.has(k)).map(([k]) => k);
      await writeJsonRows(
        tx,
        spec.table,
        [...rows.values()].filter((r): r is JsonRow => r !== null),
        spec.conflict,
      );
      await deleteJsonRows(tx, spec.table, spec.key, spec.keyType, removed);
    },
  };
}

export const isFoldProjection = (p: Projection): p is FoldProjection =>
  'fold' in p && typeof (p as FoldProjection).fold === 'function';

/**
 * In-memory accumulator a rebuild feeds event by event (of the types it handles), then copies into
 * the table its `reset` emptied (whose indexes and foreign keys the rebuild dropped meanwhile).
 */
export function foldInMemory(p: FoldProjection) {
  const rows = new Map<string, JsonRow | null>();
  return {
    add(e: EventRecord) {
      const k = p.keyOf(e);
      const next = p.fold(rows.get(k) ?? undefined, e);
      if (next !== undefined) rows.set(k, next);
    },
    copy: (tx: Db) =>
      copyJsonRows(
        tx,
        p.table,
        [...rows.values()].filter((r): r is JsonRow => r !== null),
      ),
  };
}
