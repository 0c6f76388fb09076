import { randomUUID } from 'node:crypto';
import type { Db, Sql } from '../platform/db.js';
import { run, type SqlPart } from '../platform/statement.js';
import {
  appendParts,
  createEventsRepository,
  toStoredEvent,
  type AssignedRow,
  type EventRow,
} from './events-repository.js';
import { openEvents, sealData, type PersonalText, type PersonalTextFields } from './personal-texts.js';
import { insertTexts } from './personal-texts-repository.js';
import type { DomainEvent, EventMetadata, EventRecord, ExpectedVersion, NewEvent, StoredEvent } from './types.js';

/** A read model updated from events. `apply` gets a batch (one append, or a slice of a rebuild). */
export interface Projection {
  name: string;
  handles: readonly string[];
  apply(tx: Db, events: StoredEvent[]): Promise<void>;
  /**
   * The projection's writes for a batch as one statement that reads nothing first, when it can
   * tell (e.g. the batch creates every row it touches); undefined otherwise, and `apply` runs.
   * An append whose projections can all plan goes to the database as one statement.
   */
  plan?(events: readonly EventRecord[]): SqlPart | undefined;
  /** Empties the read model before a rebuild. */
  reset(tx: Db): Promise<void>;
}

/**
 * A side effect events cause (a queued mail). Reactors run after the append commits, from the log,
 * each with its own checkpoint (see `reactors.ts`): at least once per event, never during a rebuild.
 */
export interface Reactor {
  name: string;
  handles: readonly string[];
  react(tx: Db, events: StoredEvent[]): Promise<void>;
}

/**
 * A stale writer: the stream moved on since it was read. Never an overwrite. A plain typed error:
 * the store knows no HTTP; `booking/errors.ts` answers it as a 409.
 */
export class ConcurrencyError extends Error {
  constructor(readonly streamId: string) {
    super(`stream ${streamId} moved on since it was read`);
    this.name = 'ConcurrencyError';
  }
}

/** An event id already in the log: the same idempotent request arrived again. */
export class DuplicateEventError extends Error {
  constructor(readonly eventIds: string[]) {
    super('duplicate event id');
  }
}

export interface AppendInput<E extends DomainEvent> {
  streamId: string;
  streamType: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent<E>[];
  metadata: EventMetadata;
  /**
   * Writes that must commit with the events but are not events (the customer row, kept outside
   * the log): they go out in the same statement or transaction as the append.
   */
  with?: readonly SqlPart[];
  /**
   * A boolean SQL expression evaluated before any write of the append, to take a lock (the boat's,
   * `booking/boat-lock.ts`; it may also stop the statement first): in the one statement it
   * gates the main query, which runs before the sub-statements write; otherwise it is the
   * transaction's first statement.
   */
  lockFirst?: SqlPart;
}

export interface EventStore {
  /**
   * Appends atomically: bumps the stream version only if it is still the expected one, inserts the
   * events and writes the inline projections, all or nothing. `db` is the caller's transaction, or
   * the pool when the append is the caller's only write. When every inline projection can plan
   * its write without reading (a new reservation), the whole append is one statement: one round
   * trip, committed by itself on the pool. Otherwise it runs statement by statement in `db`'s
   * transaction (or one of its own on the pool).
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

const isPool = (db: Db): db is Sql => typeof (db as Sql).begin === 'function';

/** The unique violations an append can meet, as the store's own errors. */
function appendError(e: unknown, streamId: string, ids: string[]): unknown {
  if (isUniqueViolationOn(e, 'events_event_id_key')) return new DuplicateEventError(ids);
  if (isUniqueViolationOn(e, 'events_pkey') || isUniqueViolationOn(e, 'streams_pkey'))
    return new ConcurrencyError(streamId);
  return e;
}

export function createEventStore(opts: {
  inline?: Projection[];
  /** The event fields that hold a person's text (`personal-texts.ts`): kept out of the log. */
  personal: PersonalTextFields;
}): EventStore {
  const inline = opts.inline ?? [];

  /** Each relevant projection's write, or undefined when one of them must read first. */
  function planAll(records: EventRecord[]): SqlPart[] | undefined {
    const plans: SqlPart[] = [];
    for (const projection of inline) {
      const relevant = records.filter((e) => projection.handles.includes(e.type));
      if (relevant.length === 0) continue;
      const planned = projection.plan?.(relevant);
      if (!planned) return undefined;
      plans.push(planned);
    }
    return plans;
  }

  return {
    projections: inline,

    async append(db, input) {
      const n = input.events.length;
      if (n === 0) throw new Error('append needs at least one event');
      const version = input.expectedVersion === 'no_stream' ? n : input.expectedVersion + n;
      const first = version - n + 1;
      const ids = input.events.map((e) => e.eventId ?? randomUUID());
      const metadataJson = JSON.stringify(input.metadata);
      const records: EventRecord[] = input.events.map((e, i) => ({
        streamId: input.streamId,
        version: first + i,
        eventId: ids[i]!,
        type: e.event.type,
        schemaVersion: e.schemaVersion ?? 1,
        data: e.event.data,
        metadata: input.metadata,
      }));
      const stream =
        input.expectedVersion === 'no_stream'
          ? appendParts.newStream(input.streamId, input.streamType, n)
          : appendParts.bumpStream(input.streamId, n, input.expectedVersion);
      // A person's texts go to `personal_texts`, the event keeps a reference (projections get the data as given).
      const texts: PersonalText[] = [];
      const storedData = records.map((r) => {
        const sealed = sealData(r.streamId, r.type, r.data, opts.personal);
        texts.push(...sealed.texts);
        return sealed.data;
      });
      const events = appendParts.events(records, storedData, metadataJson);
      const extra = [...(input.with ?? []), ...(texts.length ? [insertTexts(texts)] : [])];

      const plans = planAll(records);
      if (plans) {
        // One statement (`appendParts.oneStatement`): it commits or fails as a whole, even on the pool.
        // The caller has the events' content: only what the database assigned comes back.
        const statement = appendParts.oneStatement(
          { before: [...extra, stream], events, after: plans },
          input.lockFirst,
        );
        try {
          const rows = await run<AssignedRow[]>(db, statement);
          const assigned = new Map(rows.map((r) => [Number(r.version), r]));
          const stored: StoredEvent[] = records.map((r) => {
            const a = assigned.get(r.version)!;
            return {
              ...r,
              position: Number(a.position),
              transactionId: String(a.transactionId),
              recordedAt: a.recordedAt.toISOString(),
            };
          });
          return { version, events: stored as StoredEvent<never>[] };
        } catch (e) {
          throw appendError(e, input.streamId, ids);
        }
      }

      const statementByStatement = async (tx: Db) => {
        if (input.lockFirst) await run(tx, appendParts.lock(input.lockFirst));
        // The stream, the events and the extra writes do not depend on one another's answers:
        // they go out together (pipelined on the transaction's connection).
        const [streamResult, eventsResult, ...extraResults] = await Promise.allSettled([
          run<{ version: number }[]>(tx, stream),
          run<EventRow[]>(tx, events),
          ...extra.map((x) => run(tx, x)),
        ]);
        if (streamResult.status === 'rejected') throw appendError(streamResult.reason, input.streamId, ids);
        if (input.expectedVersion !== 'no_stream' && !streamResult.value[0]) throw new ConcurrencyError(input.streamId);
        if (eventsResult.status === 'rejected') throw appendError(eventsResult.reason, input.streamId, ids);
        const failedExtra = extraResults.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failedExtra) throw failedExtra.reason;
        // The rows as stored, with the data as the writer gave it (its texts, not their references).
        const stored = eventsResult.value
          .map(toStoredEvent)
          .sort((a, b) => a.version - b.version)
          .map((e) => ({ ...e, data: records[e.version - first]!.data }));
        // Read models are independent tables: their writes go out together. Responses arrive in
        // order, so the first failure in this order is the cause (later ones only see the abort).
        await firstFailure(
          inline.map((projection) => {
            const relevant = stored.filter((e) => projection.handles.includes(e.type));
            return relevant.length ? projection.apply(tx, relevant) : Promise.resolve();
          }),
        );
        return { version, events: stored as StoredEvent<never>[] };
      };
      return isPool(db) ? db.begin(statementByStatement) : statementByStatement(db);
    },

    async readStream(db, streamId) {
      const rows = await createEventsRepository(db).readStream(streamId);
      const events = await openEvents(db, rows.map(toStoredEvent));
      return { version: events.at(-1)?.version ?? 0, events: events as StoredEvent<never>[] };
    },

    async readAll(db, { after = 0, limit = 1000 }) {
      const rows = await createEventsRepository(db).readAll(after, limit);
      return openEvents(db, rows.map(toStoredEvent));
    },

    async findByEventIds(db, eventIds) {
      const rows = await createEventsRepository(db).findByEventIds(eventIds);
      return openEvents(db, rows.map(toStoredEvent));
    },
  };
}
