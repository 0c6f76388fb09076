import type { Db } from '../platform/db.js';

/** The advisory lock a runner holds, for its transaction, while it works on one projection or reactor. */
const projectionLock = (name: string) => `projection:${name}`;

export interface Checkpoint {
  transactionId: string;
  position: number;
}

/** `projection_checkpoints`: where each async projection and reactor is in the log, and their runners' locks. */
export function createCheckpointsRepository(db: Db) {
  return {
    /** Waits for the named runner's lock and keeps it until the caller's transaction ends. */
    async holdLock(name: string): Promise<void> {
      await db`select pg_advisory_xact_lock(hashtext(${projectionLock(name)}))`;
    },

    /** Takes the named runner's lock for the transaction unless another has it (false then). */
    async tryLock(name: string): Promise<boolean> {
      const [lock] = await db<
        { ok: boolean }[]
      >`select pg_try_advisory_xact_lock(hashtext(${projectionLock(name)})) as ok`;
      return lock?.ok ?? false;
    },

    /** The projection's checkpoint, made at the start of the log if it has none. */
    async get(name: string): Promise<Checkpoint> {
      await db`insert into projection_checkpoints (name) values (${name}) on conflict (name) do nothing`;
      const [cp] = await db<Checkpoint[]>`
        select transaction_id::text as transaction_id, position from projection_checkpoints where name = ${name}`;
      return cp!;
    },

    async advance(name: string, to: Checkpoint): Promise<void> {
      await db`
        update projection_checkpoints set transaction_id = ${to.transactionId}::xid8, position = ${to.position}, updated_at = now()
        where name = ${name}`;
    },

    /** Back to the start of the log (a rebuild). */
    async reset(name: string): Promise<void> {
      await db`
        insert into projection_checkpoints (name) values (${name})
        on conflict (name) do update set transaction_id = '0'::xid8, position = 0, updated_at = now()`;
    },
  };
}

/**
 * Whether events the projection handles were committed after its checkpoint but cannot be read yet, a
 * transaction older than theirs still running (`runAsyncProjection` waits for it): a runner woken by the
 * append that stops now must look again soon.
 */
export async function projectionWaiting(
  db: Db,
  projection: { name: string; handles: readonly string[] },
): Promise<boolean> {
  const [row] = await db<{ waiting: boolean }[]>`
    select exists (
      select 1 from events e join projection_checkpoints c on c.name = ${projection.name}
      where (e.transaction_id, e.position) > (c.transaction_id, c.position)
        and e.transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
        and e.type = any(${projection.handles as string[]}::text[])) as waiting`;
  return row?.waiting ?? false;
}
