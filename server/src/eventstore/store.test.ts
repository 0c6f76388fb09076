import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.js';
import type { Db } from '../platform/db.js';
import { catchUp, rebuildProjections, runAsyncProjection } from './projections.js';
import { ConcurrencyError, createEventStore, DuplicateEventError, type Projection } from './store.js';
import type { EventMetadata } from './types.js';

const meta: EventMetadata = {
  actor: { kind: 'system', name: 'test' },
  at: '2026-06-01T10:00:00.000Z',
  requestId: 'req-1',
};
const ev = (type: string, data: object = {}) => ({ event: { type, data } });

/** Counts events per stream into a table of its own. */
function counter(name: string, table: string): Projection {
  return {
    name,
    handles: ['Counted'],
    async apply(tx: Db, events) {
      for (const e of events) {
        await tx.unsafe(
          `insert into ${table} (stream_id, n, seen) values ($1, 1, array[$2::bigint])
           on conflict (stream_id) do update set n = ${table}.n + 1, seen = ${table}.seen || $2::bigint`,
          [e.streamId, e.position],
        );
      }
    },
    async reset(tx: Db) {
      await tx.unsafe(`delete from ${table}`);
    },
  };
}

describe('event store', async () => {
  // The store runs as the application's role; the tables a test adds, and rebuilds, are the owner's.
  const { sql, owner } = await createTestDatabase();
  await owner.sql`create table inline_counts (stream_id text primary key, n int not null, seen bigint[] not null)`;
  await owner.sql`create table async_counts (stream_id text primary key, n int not null, seen bigint[] not null)`;
  const inline = counter('inline', 'inline_counts');
  const asyncCounter = counter('async', 'async_counts');
  const store = createEventStore({ inline: [inline], personal: {} });
  const append = (streamId: string, expectedVersion: 'no_stream' | number, events = [ev('Counted', { x: 1 })]) =>
    sql.begin((tx) => store.append(tx, { streamId, streamType: 'test', expectedVersion, events, metadata: meta }));

  it('appends a new stream and reads it back in order with its metadata', async () => {
    const r = await append('s-read', 'no_stream', [ev('Counted', { a: 1 }), ev('Counted', { a: 2 })]);
    expect(r.version).toBe(2);
    const { version, events } = await store.readStream(sql, 's-read');
    expect(version).toBe(2);
    expect(events.map((e) => [e.version, e.type, e.data])).toEqual([
      [1, 'Counted', { a: 1 }],
      [2, 'Counted', { a: 2 }],
    ]);
    expect(events[0]!.metadata).toEqual(meta);
    expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
  });

  it('refuses a stale writer and writes nothing', async () => {
    await append('s-stale', 'no_stream');
    await append('s-stale', 1);
    await expect(append('s-stale', 1)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append('s-stale', 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
    // A writer that expects a version the stream never reached: its events would leave a gap.
    await expect(append('s-stale', 5)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append('s-never', 3)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(sql, 's-never')).toEqual({ version: 0, events: [] });
    const { version, events } = await store.readStream(sql, 's-stale');
    expect(version).toBe(2);
    expect(events).toHaveLength(2);
    const [row] = await sql`select n from inline_counts where stream_id = 's-stale'`;
    expect(row?.n).toBe(2);
  });

  it('lets exactly one of several concurrent writers with the same expected version win', async () => {
    await append('s-race', 'no_stream');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => append('s-race', 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ConcurrencyError)).toHaveLength(7);
    expect((await store.readStream(sql, 's-race')).version).toBe(2);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the log even to its owner', async () => {
    await append('s-immutable', 'no_stream');
    await expect(owner.sql`update events set data = '{}' where stream_id = 's-immutable'`).rejects.toThrow(
      /append-only/,
    );
    await expect(owner.sql`delete from events where stream_id = 's-immutable'`).rejects.toThrow(/append-only/);
    await expect(owner.sql`truncate events cascade`).rejects.toThrow(/append-only/);
    expect((await store.readStream(sql, 's-immutable')).events).toHaveLength(1);
  });

  it('runs inline projections in the append transaction: a failing projection leaves no event', async () => {
    const failing: Projection = {
      name: 'failing',
      handles: ['Counted'],
      apply: async () => {
        throw new Error('projection failed');
      },
      reset: async () => {},
    };
    const broken = createEventStore({ inline: [failing], personal: {} });
    await expect(
      sql.begin((tx) =>
        broken.append(tx, {
          streamId: 's-atomic',
          streamType: 'test',
          expectedVersion: 'no_stream',
          events: [ev('Counted')],
          metadata: meta,
        }),
      ),
    ).rejects.toThrow('projection failed');
    expect(await store.readStream(sql, 's-atomic')).toEqual({ version: 0, events: [] });
    const streams = await sql`select 1 from streams where stream_id = 's-atomic'`;
    expect(streams).toHaveLength(0);
  });

  it('reports a repeated event id as a duplicate, not a second event', async () => {
    const id = '2f1c6a5e-8a3b-4d3c-9a55-1b2c3d4e5f60';
    await sql.begin((tx) =>
      store.append(tx, {
        streamId: 's-dup',
        streamType: 'test',
        expectedVersion: 'no_stream',
        events: [{ ...ev('Counted'), eventId: id }],
        metadata: meta,
      }),
    );
    await expect(
      sql.begin((tx) =>
        store.append(tx, {
          streamId: 's-dup',
          streamType: 'test',
          expectedVersion: 1,
          events: [{ ...ev('Counted'), eventId: id }],
          metadata: meta,
        }),
      ),
    ).rejects.toBeInstanceOf(DuplicateEventError);
    expect((await store.findByEventIds(sql, [id])).map((e) => e.streamId)).toEqual(['s-dup']);
  });

  it('reads the whole log from a position', async () => {
    const before = (await store.readAll(sql, { after: 0, limit: 100_000 })).at(-1)?.position ?? 0;
    await append('s-all-1', 'no_stream');
    await append('s-all-2', 'no_stream');
    const after = await store.readAll(sql, { after: before });
    expect(after.map((e) => e.streamId)).toEqual(['s-all-1', 's-all-2']);
  });

  it('never skips an event committed late by a slower transaction in an async projection', async () => {
    await catchUp(sql, asyncCounter);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let appended!: () => void;
    const slowAppended = new Promise<void>((r) => (appended = r));
    // The slow transaction appends first (lower transaction id) but commits last.
    const slow = sql.begin(async (tx) => {
      await store.append(tx, {
        streamId: 's-slow',
        streamType: 'test',
        expectedVersion: 'no_stream',
        events: [ev('Counted')],
        metadata: meta,
      });
      appended();
      await held;
    });
    await slowAppended;
    await append('s-fast', 'no_stream');
    expect(await runAsyncProjection(sql, asyncCounter)).toBe(0);
    release();
    await slow;
    expect(await catchUp(sql, asyncCounter)).toBe(2);
    const rows = await sql<
      { streamId: string }[]
    >`select stream_id from async_counts where stream_id in ('s-slow', 's-fast') order by stream_id`;
    expect(rows.map((r) => r.streamId)).toEqual(['s-fast', 's-slow']);
  });

  it('rebuilds read models that equal the live ones row for row', async () => {
    await catchUp(sql, asyncCounter);
    const live = await sql`select * from inline_counts order by stream_id`;
    const liveAsync = await sql`select * from async_counts order by stream_id`;
    await sql`update inline_counts set n = 999`;
    const r = await rebuildProjections(owner.sql, { inline: [inline], async: [asyncCounter] });
    expect(r.events).toBeGreaterThan(5);
    expect(await sql`select * from inline_counts order by stream_id`).toEqual(live);
    expect(await sql`select * from async_counts order by stream_id`).toEqual(liveAsync);
  });
});
