import type { Db, Sql } from '../platform/db.js';
import { dropForBulkLoad, vacuumAnalyze } from '../platform/json-rows.js';
import { createCheckpointsRepository } from './checkpoints-repository.js';
import { createEventsRepository, toStoredEvent } from './events-repository.js';
import { foldInMemory, isFoldProjection } from './fold-projection.js';
import { allTexts, openData, openEvents } from './personal-texts.js';
import type { Projection } from './store.js';
import type { EventRecord } from './types.js';

/**
 * Waits until a run of the named projection (or reactor) in progress has committed, and keeps
 * further runs out until the caller's transaction ends: they find the lock taken and try again on
 * their next poll. For a write whose effect a reactor must never miss (a KVKK erasure).
 */
export async function holdProjection(tx: Db, name: string): Promise<void> {
  await createCheckpointsRepository(tx).holdLock(name);
}

/**
 * Runs one batch of an async projection. Reads only events of transactions older than every
 * transaction still running (`pg_snapshot_xmin`), in (transaction_id, position) order, and
 * stores the checkpoint in the same transaction as the projection's writes: an event committed
 * late by a slower transaction is picked up later, never skipped. One runner per projection at a
 * time (advisory lock); returns how many events it applied (0 when busy or up to date).
 */
export async function runAsyncProjection(sql: Sql, projection: Projection, batchSize = 1000): Promise<number> {
  return sql.begin(async (tx) => {
    const checkpoints = createCheckpointsRepository(tx);
    if (!(await checkpoints.tryLock(projection.name))) return 0;
    const cp = await checkpoints.get(projection.name);
    const rows = await createEventsRepository(tx).committedAfter(cp, projection.handles, batchSize);
    if (rows.length === 0) return 0;
    const events = await openEvents(tx, rows.map(toStoredEvent));
    await projection.apply(tx, events);
    const last = events.at(-1)!;
    await checkpoints.advance(projection.name, last);
    return events.length;
  });
}

/** The channel every appending transaction notifies at commit (migration 0150), for runners that follow the log. */
export const EVENTS_APPENDED_CHANNEL = 'events_appended';

/** Runs an async projection until it has caught up with everything committed. */
export async function catchUp(sql: Sql, projection: Projection, batchSize = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await runAsyncProjection(sql, projection, batchSize);
    total += n;
    if (n < batchSize) return total;
  }
}

/**
 * Streams the log in order through `onEvent` with one query, as the `EventRecord`s a fold sees (the
 * transaction id and recording time, a Date per row, are a good part of a full read's cost): the
 * database sends rows while they are folded instead of waiting for each batch to be asked for.
 * With `part`, only the events of one of `part.of` disjoint sets of streams (by a hash of the id).
 * Returns how many events it read.
 */
async function readLogForFolds(
  tx: Db,
  onEvent: (e: EventRecord) => void,
  part?: { index: number; of: number },
): Promise<number> {
  let count = 0;
  // The person's texts the events refer to, read once for the pass (the log is read row by row).
  const texts = await allTexts(tx);
  await createEventsRepository(tx).forEachRecord((e) => {
    const data = openData(e.data, texts);
    onEvent(data === e.data ? e : { ...e, data });
    count++;
  }, part);
  return count;
}

/** Replays the log into projections that write as they go, in batches in order, whole events. */
async function replayInBatches(tx: Db, projections: readonly Projection[], batchSize: number): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await createEventsRepository(tx).readAll(after, batchSize);
    if (rows.length === 0) return;
    const batch = await openEvents(tx, rows.map(toStoredEvent));
    for (const p of projections) {
      const relevant = batch.filter((e) => p.handles.includes(e.type));
      if (relevant.length) await p.apply(tx, relevant);
    }
    after = batch.at(-1)!.position;
  }
}

/**
 * Rebuilds read models from the whole log. Inline projections are replayed in one transaction
 * that blocks appends while it runs (a SHARE lock on `streams` waits for in-flight appends and
 * holds new ones), so the result is exactly the live state. Async projections are emptied and
 * their checkpoints reset in that same transaction, then caught up by the usual runner, which
 * keeps its never-skip guarantee.
 *
 * Fold projections keep their rows in memory and write each final row once. When each of them
 * keeps every key within one stream, a long log is folded in passes over disjoint sets of streams,
 * about `eventsPerPass` events each, so the memory a rebuild holds stays bounded however long the
 * log grows (each pass reads the log in order and sends only its streams' events).
 */
export async function rebuildProjections(
  sql: Sql,
  projections: { inline: readonly Projection[]; async?: readonly Projection[] },
  /** `vacuum: false` skips the vacuum after the commit (tests that rebuild a tiny log many times). */
  opts: { batchSize?: number; eventsPerPass?: number; vacuum?: boolean } = {},
): Promise<{ events: number; ms: number; phases: Record<string, number>; passes: number }> {
  const started = performance.now();
  const phases: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round((phases[name] ?? 0) + now - mark);
    mark = now;
  };
  const batchSize = opts.batchSize ?? 5000;
  const eventsPerPass = opts.eventsPerPass ?? 100_000;
  const asyncProjections = projections.async ?? [];
  const { events, passes, refilled } = await sql.begin(async (tx) => {
    const log = createEventsRepository(tx);
    await log.blockAppends();
    for (const p of [...projections.inline, ...asyncProjections]) await p.reset(tx);
    lap('reset');
    const checkpoints = createCheckpointsRepository(tx);
    for (const p of asyncProjections) await checkpoints.reset(p.name);
    // Fold projections keep their rows in memory and write each final row once, so constraints
    // (the occupancy exclusion above all) only ever see the final, consistent state. Their tables'
    // standalone indexes and foreign keys are dropped first and recreated once at the end, in
    // registry order (a read model referenced by another's foreign key is complete by then).
    const folds = projections.inline.filter(isFoldProjection);
    const others = projections.inline.filter((p) => !isFoldProjection(p));
    const last = await log.lastPosition();
    const passes = folds.length && folds.every((p) => p.keyInStream) ? Math.max(1, Math.ceil(last / eventsPerPass)) : 1;
    const restores = last > 0 ? await Promise.all(folds.map((p) => dropForBulkLoad(tx, p.table))) : [];
    lap('drop indexes and keys');
    let count = 0;
    for (let index = 0; last > 0 && index < passes; index++) {
      const accs = folds.map((p) => ({ p, acc: foldInMemory(p) }));
      const byType = new Map<string, ReturnType<typeof foldInMemory>[]>();
      for (const { p, acc } of accs) for (const type of p.handles) byType.set(type, [...(byType.get(type) ?? []), acc]);
      count += await readLogForFolds(
        tx,
        (e) => {
          for (const acc of byType.get(e.type) ?? []) acc.add(e);
        },
        passes > 1 ? { index, of: passes } : undefined,
      );
      lap('read and fold');
      for (const { p, acc } of accs) {
        await acc.copy(tx);
        lap(`write ${p.name}`);
      }
    }
    for (const restore of restores) await restore();
    lap('indexes and keys');
    if (others.length) await replayInBatches(tx, others, batchSize);
    lap('replay');
    return { events: count, passes, refilled: last > 0 ? folds.map((p) => p.table) : [] };
  });
  lap('commit');
  // The tables were emptied and refilled whole: fresh statistics for the planner, and the
  // visibility map set so that index-only scans (the back office's counts) read no table page.
  if (opts.vacuum !== false) for (const table of refilled) await vacuumAnalyze(sql, table);
  lap('vacuum');
  for (const p of asyncProjections) await catchUp(sql, p);
  lap('async');
  return { events, ms: Math.round(performance.now() - started), phases, passes };
}

export { projectionWaiting } from './checkpoints-repository.js';
