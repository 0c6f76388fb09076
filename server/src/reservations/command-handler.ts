import { createHash } from 'node:crypto';
import { trDate } from '../common/dates.js';
import type { SqlPart } from '../eventstore/statement.js';
import type { EventStore } from '../eventstore/store.js';
import type { DomainEvent, EventMetadata, StoredEvent } from '../eventstore/types.js';
import type { Db } from '../platform/db.js';
import { AppError } from '../platform/errors.js';
import { DomainError } from './domain-error.js';

export interface StreamSpec<S, E extends DomainEvent, C> {
  streamType: string;
  decide: (command: C, state: S) => E[];
  evolve: (state: S, event: E) => S;
  initial: S;
}

/**
 * Read, decide, append: the one way state changes. Runs in the caller's transaction (or, for a
 * new stream whose append is one statement, on the pool); the append carries the version read,
 * so a concurrent writer gets a 409 instead of a lost update.
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
  const { version, events } = opts.newStream ? { version: 0, events: [] as StoredEvent<E>[] } : await store.readStream<E>(tx, streamId);
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

const STATUS_FOR: Record<DomainError['kind'], number> = { conflict: 409, invalid: 400 };

/** Domain refusals become Turkish 4xx answers. */
export function toAppError(e: unknown): unknown {
  if (e instanceof DomainError) return new AppError(e.code === 'RESERVATION_NOT_FOUND' ? 404 : STATUS_FOR[e.kind], e.code, e.message);
  return e;
}

export const isExclusionViolation = (e: unknown) => (e as { code?: string }).code === '23P01';

const SOURCE_NAMES: Record<string, string> = {
  reservation: 'başka bir rezervasyon',
  closing: 'bir kapatma',
  availability: 'teknenin kapalı olduğu bir dönem',
  ical: 'başka bir platformdaki bir rezervasyon',
};

/** What holds a boat's dates: its first and last-exclusive day and where it comes from (`occupancy.source`). */
export interface Clash {
  start: string;
  end: string;
  source: string;
}

/** The 409 for [start, end) naming the clash (or, when nothing holds the dates any more, saying only that they were taken). */
export function clashError(start: string, end: string, clash: Clash | undefined): AppError {
  const asked = `${trDate(start)} – ${trDate(end)}`;
  if (!clash) return new AppError(409, 'DATES_UNAVAILABLE', `Seçilen tarihler (${asked}) bu tekne için artık müsait değil. Lütfen başka tarihler seçin.`);
  return new AppError(
    409,
    'DATES_UNAVAILABLE',
    `Seçilen tarihler (${asked}) bu tekne için müsait değil: ${trDate(clash.start)} – ${trDate(clash.end)} arasında ${SOURCE_NAMES[clash.source] ?? 'bir kayıt'} var.`,
  );
}

/** The 409 for dates that clash with what already holds the boat, naming the clash (read now). */
export async function datesUnavailable(db: Db, boatId: number, start: string, end: string, exceptRef?: string): Promise<AppError> {
  const [clash] = await db<Clash[]>`
    select lower(period)::text as start, upper(period)::text as end, source from occupancy
    where boat_id = ${boatId} and active and period && daterange(${start}::date, ${end}::date, '[)')
      and (${exceptRef ?? null}::text is null or ref <> ${exceptRef ?? null})
    order by lower(period) limit 1`;
  return clashError(start, end, clash);
}

/** RFC 4122 version-5 UUID: the same name always gives the same id (idempotent requests). */
export function uuidV5(name: string, namespace = '6f1d6c1e-5b1a-4c55-9d3e-2b6f0f4b7a10'): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
