/** Who caused an event: a back-office user, a site visitor, a partner's key (issue 39), or the system (a job). */
export type Actor =
  | { kind: 'user'; id: number; role: string; name: string }
  | { kind: 'visitor' }
  | { kind: 'partner'; id: string; name: string }
  | { kind: 'system'; name: string };

/** Stored with every event: the audit trail admins read. */
export interface EventMetadata {
  actor: Actor;
  requestId?: string;
  idempotencyKey?: string;
  /** Hash of the request that carried the idempotency key: the same key with another request is refused. */
  requestHash?: string;
  /** ISO time the command was handled (the domain never reads the clock itself). */
  at: string;
}

export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface NewEvent<E extends DomainEvent = DomainEvent> {
  event: E;
  /** Deterministic id (e.g. from an Idempotency-Key) or omitted for a random one. */
  eventId?: string;
  schemaVersion?: number;
}

export interface StoredEvent<E extends DomainEvent = DomainEvent> {
  position: number;
  transactionId: string;
  streamId: string;
  version: number;
  eventId: string;
  type: E['type'];
  schemaVersion: number;
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: string;
}

/**
 * An event as its writer knows it before the database stores it: no position, transaction or
 * recorded time. What a fold may read, so a read-model row can be computed before the append.
 */
export type EventRecord<E extends DomainEvent = DomainEvent> = Omit<
  StoredEvent<E>,
  'position' | 'transactionId' | 'recordedAt'
>;

/** `'no_stream'` for a stream that must not exist yet, a number for the version read before deciding. */
export type ExpectedVersion = 'no_stream' | number;
