import type { SqlPart } from '../eventstore/statement.js';
import type { EventStore } from '../eventstore/store.js';
import type { DomainEvent, EventMetadata, StoredEvent } from '../eventstore/types.js';
import type { Db } from '../platform/db.js';

/** An aggregate's stream: its type, pure `decide`, `evolve` and the state before its first event. */
export interface StreamSpec<S, E extends DomainEvent, C> {
  streamType: string;
  decide: (command: C, state: S) => E[];
  evolve: (state: S, event: E) => S;
  initial: S;
}

/**
 * Several commands decided one after the other on one stream, each on the state the previous ones
 * left, appended together (an iCal sync's removals, changes and additions).
 */
export function inSequence<S, E extends DomainEvent, C>(spec: StreamSpec<S, E, C>): StreamSpec<S, E, readonly C[]> {
  return {
    streamType: spec.streamType,
    initial: spec.initial,
    evolve: spec.evolve,
    decide(commands, state) {
      const decided: E[] = [];
      let current = state;
      for (const command of commands) {
        const events = spec.decide(command, current);
        current = events.reduce(spec.evolve, current);
        decided.push(...events);
      }
      return decided;
    },
  };
}

/**
 * Read, decide, append: the one way state changes. Runs in the caller's transaction (or, for a
 * new stream whose append is one statement, on the pool); the append carries the version read,
 * so a concurrent writer gets a `ConcurrencyError` instead of a lost update.
 */
export async function execute<S, E extends DomainEvent, C>(
  tx: Db,
  store: EventStore,
  spec: StreamSpec<S, E, C>,
  streamId: string,
  command: C,
  metadata: EventMetadata,
  opts: {
    /** Deterministic event ids (idempotent requests). */
    eventIds?: (index: number) => string;
    /** The stream is known to be new (a fresh id): skip reading it; the append still refuses an existing one. */
    newStream?: boolean;
    /** Writes that commit with the events (see `AppendInput.with`). */
    with?: readonly SqlPart[];
    /** A lock the append takes before it writes (see `AppendInput.lockFirst`). */
    lockFirst?: SqlPart;
  } = {},
): Promise<{ state: S; events: StoredEvent<E>[]; version: number }> {
  const { eventIds } = opts;
  const { version, events } = opts.newStream
    ? { version: 0, events: [] as StoredEvent<E>[] }
    : await store.readStream<E>(tx, streamId);
  const state = events.reduce((s, e) => spec.evolve(s, { type: e.type, data: e.data } as E), spec.initial);
  const decided = spec.decide(command, state);
  if (decided.length === 0) return { state, events: [], version };
  const appended = await store.append(tx, {
    streamId,
    streamType: spec.streamType,
    expectedVersion: version === 0 ? 'no_stream' : version,
    events: decided.map((event, i) => ({ event, ...(eventIds ? { eventId: eventIds(i) } : {}) })),
    metadata,
    ...(opts.with ? { with: opts.with } : {}),
    ...(opts.lockFirst ? { lockFirst: opts.lockFirst } : {}),
  });
  return { state: decided.reduce(spec.evolve, state), events: appended.events, version: appended.version };
}
