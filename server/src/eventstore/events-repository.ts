import type { Db } from '../platform/db.js';
import { compose, part, type SqlPart } from '../platform/statement.js';
import type { EventMetadata, EventRecord, StoredEvent } from './types.js';

/** `events` and `streams`: the log (append-only, a trigger refuses the rest) and each stream's version. */

export interface EventRow {
  position: number;
  transactionId: string;
  streamId: string;
  version: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: object;
  metadata: EventMetadata;
  recordedAt: Date;
}

export const toStoredEvent = (r: EventRow): StoredEvent => ({
  position: Number(r.position),
  transactionId: String(r.transactionId),
  streamId: r.streamId,
  version: Number(r.version),
  eventId: r.eventId,
  type: r.type,
  schemaVersion: r.schemaVersion,
  data: r.data,
  metadata: r.metadata,
  recordedAt: r.recordedAt.toISOString(),
});

/** What the one-statement append answers per event: what the database assigned. */
export type AssignedRow = Pick<EventRow, 'version' | 'position' | 'transactionId' | 'recordedAt'>;

/**
 * The append's writes, as pieces to compose (`platform/statement.ts`). A new stream is inserted (a
 * second writer meets the primary key); an existing one is bumped only from the expected version (a
 * stale writer matches no row, and its events then meet the (stream_id, version) key of the events
 * already there).
 */
export const appendParts = {
  newStream: (streamId: string, type: string, n: number): SqlPart =>
    part`insert into streams (stream_id, type, version) values (${streamId}::text, ${type}::text, ${n}::bigint)`,

  bumpStream: (streamId: string, n: number, expected: number): SqlPart =>
    part`update streams set version = version + ${n}::bigint, updated_at = now()
                 where stream_id = ${streamId}::text and version = ${expected}::bigint returning version`,

  /** One row of scalar parameters per event (usually one or two): no array literals to escape. */
  events: (records: readonly EventRecord[], storedData: readonly object[], metadataJson: string): SqlPart =>
    compose(
      records.map(
        (r, i) =>
          part`(${r.streamId}::text, ${r.version}::bigint, ${r.eventId}::uuid, ${r.type}::text, ${r.schemaVersion}::int, ${JSON.stringify(storedData[i])}::text::jsonb, ${metadataJson}::text::jsonb)`,
      ),
      (rows) =>
        `insert into events (stream_id, version, event_id, type, schema_version, data, metadata) values ${rows.join(', ')} returning *`,
    ),

  /**
   * The whole append as one statement: the writes are sub-statements of one `with`, so they commit
   * (or fail) together, even on the pool. Foreign keys and the occupancy exclusion are checked at its
   * end. `events` is named `e`; only what the database assigned comes back. The lock is an
   * uncorrelated condition: a one-time filter evaluated before `e` is read, so before any
   * sub-statement writes (the others run after the main query).
   */
  oneStatement(writes: { before: readonly SqlPart[]; events: SqlPart; after: readonly SqlPart[] }, lock?: SqlPart) {
    const locks = lock ? [lock] : [];
    const eventsAt = writes.before.length;
    return compose([...writes.before, writes.events, ...writes.after, ...locks], (texts) => {
      const ctes = texts
        .slice(0, texts.length - locks.length)
        .map((t, i) => (i === eventsAt ? `e as (${t})` : `w${i} as (${t})`));
      const gate = locks.length ? ` where ${texts.at(-1)!}` : '';
      return `with ${ctes.join(', ')} select version, position, transaction_id, recorded_at from e${gate}`;
    });
  },

  /** A lock condition run on its own, as the first statement of the append's transaction. */
  lock: (lock: SqlPart): SqlPart => compose([lock], ([condition]) => `select ${condition!}`),
};

export function createEventsRepository(db: Db) {
  return {
    readStream: (streamId: string) =>
      db<EventRow[]>`select * from events where stream_id = ${streamId} order by version`,

    /** Whole events after a position, in log order. */
    readAll: (after: number, limit: number) =>
      db<EventRow[]>`select * from events where position > ${after} order by position limit ${limit}`,

    findByEventIds: (eventIds: readonly string[]) =>
      db<EventRow[]>`select * from events where event_id = any(${eventIds as string[]}::uuid[]) order by position`,

    /**
     * The next events of these types after a checkpoint, only of transactions older than every one
     * still running (`pg_snapshot_xmin`), in (transaction_id, position) order: an event committed late
     * by a slower transaction comes later, never skipped.
     */
    committedAfter: (
      checkpoint: { transactionId: string; position: number },
      types: readonly string[],
      limit: number,
    ) => db<EventRow[]>`
      select * from events
      where (transaction_id, position) > (${checkpoint.transactionId}::xid8, ${checkpoint.position})
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        and type = any(${types as string[]}::text[])
      order by transaction_id, position
      limit ${limit}`,

    async lastPosition(): Promise<number> {
      const [max] = await db<{ last: number }[]>`select coalesce(max(position), 0)::float8 as last from events`;
      return max?.last ?? 0;
    },

    /**
     * Streams the log in order through `onEvent` with one query, as the `EventRecord`s a fold sees
     * (without the transaction id and recording time). With `part`, only the events of one of
     * `part.of` disjoint sets of streams (by a hash of the id).
     */
    async forEachRecord(onEvent: (e: EventRecord) => void, part?: { index: number; of: number }): Promise<void> {
      const streams = part ? db`where (hashtext(stream_id) & 2147483647) % ${part.of}::int = ${part.index}::int` : db``;
      await db<
        EventRecord[]
      >`select stream_id, version, event_id, type, schema_version, data, metadata from events ${streams} order by position`.forEach(
        onEvent,
      );
    },

    /** Waits for appends in flight and holds new ones until the caller's transaction ends (a rebuild). */
    async blockAppends(): Promise<void> {
      await db`lock table streams in share mode`;
    },
  };
}
