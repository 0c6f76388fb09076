import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The browser files share one started app: its data, its exchange rates, its caches. So they run one at a time.
 * They run beside the server files, though, not after them all: a browser file keeps about a third of the two
 * cores busy, and the server files fill the rest (vitest.sequencer.ts spreads the browser files through the
 * queue). The turn is a session advisory lock in the app's own PostgreSQL. It is held from before the file's
 * first test to after its last, and PostgreSQL releases it if the worker dies.
 */
const BROWSER_FILES_TURN = 20_261_128;

const sql = postgres(inject('e2eDatabaseUrl'), { max: 1, idle_timeout: 0, onnotice: () => {} });

beforeAll(async () => {
  // One reserved connection: a session lock belongs to the connection that took it.
  const session = await sql.reserve();
  const asked = Date.now();
  await session`select pg_advisory_lock(${BROWSER_FILES_TURN})`;
  if (process.env.E2E_DEBUG) process.stderr.write(`browser file's turn after ${Date.now() - asked} ms\n`);
  afterAll(async () => {
    await session`select pg_advisory_unlock(${BROWSER_FILES_TURN})`;
    session.release();
    await sql.end({ timeout: 1 });
  });
}, 200_000);
