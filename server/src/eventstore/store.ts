import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.js';
import { AppError } from '../platform/errors.js';
import type { DomainEvent, EventMetadata, ExpectedVersion, NewEvent, StoredEvent } from './types.js';

/** A read model updated from events. `apply` gets a batch (one append, or a slice of a rebuild). */
export interface Projection {
  name: string;
  handles: readonly string[];
  apply(tx: Db, events: StoredEvent[]): Promise<void>;
  /** Empties the read model before a rebuild. */
  reset(tx: Db): Promise<void>;
}

/**
 * A side effect an event causes that must commit with it (a queued mail): runs in the append's
 * transaction after the inline projections, but never during a rebuild.
 */
export interface Reactor {
  name: string;
  handles: readonly string[];
  react(tx: Db, events: StoredEvent[]): Promise<void>;
}

/** A stale writer: the stream moved on since it was read. Never an overwrite. */
export class ConcurrencyError extends AppError {
  constructor(readonly streamId: string) {
    super(409, 'CONCURRENCY_CONFLICT', 'Bu kayıt siz işlem yaparken başka biri tarafından değiştirildi. Lütfen sayfayı yenileyip tekrar deneyin.');
  }
}

/** An event id already in the log: the same idempotent request arrived again. */
export class DuplicateEventError extends Error {
  constructor(readonly eventIds: string[]) {
    super('duplicate event id');
  }
}

interface EventRow {
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

export interface AppendInput<E extends DomainEvent> {
  streamId: string;
  streamType: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent<E>[];
  metadata: EventMetadata;
}

export interface EventStore {
  /**
   * Appends in the caller's transaction: bumps the stream version only if it is still the
   * expected one, inserts the events, then runs the inline projections in the same transaction.
   */
  append<E extends DomainEvent>(tx: Db, input: AppendInput<E>): Promise<{ version: number; events: StoredEvent<E>[] }>;
  readStream<E extends DomainEvent>(db: Db, streamId: string): Promise<{ version: number; events: StoredEvent<E>[] }>;
  readAll(db: Db, opts: { after?: number; limit?: number }): Promise<StoredEvent[]>;
  findByEventIds(db: Db, eventIds: string[]): Promise<StoredEvent[]>;
  projections: readonly Projection[];
}

const isUniqueViolationOn = (e: unknown, constraint: string) =>
  (e as { code?: string }).code === '23505' && (e as { constraint_name?: string }).constraint_name === constraint;

/** Waits for every promise; throws the first rejection in array order (not in time order). */
async function firstFailure(work: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(work);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

export function createEventStore(opts: { inline?: Projection[]; reactors?: Reactor[] } = {}): EventStore {
  const inline = opts.inline ?? [];
  const reactors = opts.reactors ?? [];
  return {
    projections: inline,

    async append(tx, input) {
      const n = input.events.length;
      if (n === 0) throw new Error('append needs at least one event');
      // The new version is known before the stream row answers, so the stream update and the
      // event insert go out together (pipelined on the transaction's connection). A stale writer
      // still fails: the guarded stream statement matches no row (or the events' unique version
      // does), the transaction is aborted and the caller gets a ConcurrencyError.
      const version = input.expectedVersion === 'no_stream' ? n : input.expectedVersion + n;
      const first = version - n + 1;
      const ids = input.events.map((e) => e.eventId ?? randomUUID());
      const bumped =
        input.expectedVersion === 'no_stream'
          ? tx<{ version: number }[]>`
              insert into streams (stream_id, type, version) values (${input.streamId}, ${input.streamType}, ${n})
              on conflict (stream_id) do nothing returning version`
          : tx<{ version: number }[]>`
              update streams set version = version + ${n}, updated_at = now()
              where stream_id = ${input.streamId} and version = ${input.expectedVersion} returning version`;
      const inserted = tx<EventRow[]>`
        insert into events (stream_id, version, event_id, type, schema_version, data, metadata)
        select ${input.streamId}, v, e, t, s, d::jsonb, (${JSON.stringify(input.metadata)}::text)::jsonb
        from unnest(
          ${input.events.map((_, i) => first + i)}::bigint[], ${ids}::uuid[],
          ${input.events.map((e) => e.event.type)}::text[], ${input.events.map((e) => e.schemaVersion ?? 1)}::int[],
          ${input.events.map((e) => JSON.stringify(e.event.data))}::text[]
        ) as x(v, e, t, s, d)
        returning *`;
      const [streamResult, eventsResult] = await Promise.allSettled([bumped, inserted]);
      if (streamResult.status === 'rejected') throw streamResult.reason;
      if (!streamResult.value[0]) throw new ConcurrencyError(input.streamId);
      if (eventsResult.status === 'rejected') {
        const e = eventsResult.reason;
        if (isUniqueViolationOn(e, 'events_event_id_key')) throw new DuplicateEventError(ids);
        if (isUniqueViolationOn(e, 'events_pkey')) throw new ConcurrencyError(input.streamId);
        throw e;
      }
      const stored = eventsResult.value.map(toStoredEvent).sort((a, b) => a.version - b.version);
      // Read models are independent tables: their writes go out together. Responses arrive in
      // order, so the first failure in this order is the cause (later ones only see the abort).
      await firstFailure(
        inline.map((projection) => {
          const relevant = stored.filter((e) => projection.handles.includes(e.type));
          return relevant.length ? projection.apply(tx, relevant) : Promise.resolve();
        }),
      );
      for (const reactor of reactors) {
        const relevant = stored.filter((e) => reactor.handles.includes(e.type));
        if (relevant.length) await reactor.react(tx, relevant);
      }
      return { version, events: stored as StoredEvent<never>[] };
    },

    async readStream(db, streamId) {
      const rows = await db<EventRow[]>`select * from events where stream_id = ${streamId} order by version`;
      const events = rows.map(toStoredEvent);
      return { version: events.at(-1)?.version ?? 0, events: events as StoredEvent<never>[] };
    },

    async readAll(db, { after = 0, limit = 1000 }) {
      const rows = await db<EventRow[]>`select * from events where position > ${after} order by position limit ${limit}`;
      return rows.map(toStoredEvent);
    },

    async findByEventIds(db, eventIds) {
      const rows = await db<EventRow[]>`select * from events where event_id = any(${eventIds}::uuid[]) order by position`;
      return rows.map(toStoredEvent);
    },
  };
}
