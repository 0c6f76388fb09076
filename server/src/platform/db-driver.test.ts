import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { testCluster } from '../../test/db.js';
import { ROOT_DIR } from '../config.js';

/**
 * postgres.js 3.4.9 as patched by scripts/patch-postgres.mjs (porsager/postgres#1208): a write that waits
 * for setImmediate while its connection closes settles the query with CONNECTION_CLOSED instead of
 * throwing a TypeError outside any promise, which would end the process.
 */
describe('the database driver when its connection closes under a write', () => {
  const uncaught: unknown[] = [];
  const record = (err: unknown) => uncaught.push(err);
  const pools: postgres.Sql[] = [];
  afterEach(async () => {
    process.off('uncaughtException', record);
    await Promise.all(pools.splice(0).map((sql) => sql.end({ timeout: 1 })));
  });

  /** A pool of one connection whose sockets the test holds; `onQuery` sees each statement as it is written. */
  function pool(onQuery: (text: string) => void) {
    const { adminUrl } = testCluster();
    const { hostname, port } = new URL(adminUrl);
    const sockets: Socket[] = [];
    const sql = postgres(adminUrl, {
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
      debug: (_connection, text) => onQuery(text),
      // The driver's own option (not in its types): a connected socket it uses instead of opening one.
      ...{
        socket: () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(Number(port), hostname);
            socket.once('connect', () => resolve(socket)).once('error', reject);
            sockets.push(socket);
          }),
      },
    });
    pools.push(sql);
    return { sql, socket: () => sockets.at(-1)! };
  }

  /** Lets every immediate queued so far run: the driver's deferred write would have thrown by then. */
  const afterPendingImmediates = () => new Promise((r) => setImmediate(() => setImmediate(r)));

  it('rejects the rollback a transaction writes after its connection closed, and nothing is thrown outside it', async () => {
    process.on('uncaughtException', record);
    const { sql, socket } = pool((text) => {
      // The statement is on its way; the server's side of the connection then closes cleanly.
      if (text.includes('pg_sleep')) setTimeout(() => socket().destroy(), 100);
    });
    const started = Date.now();
    const tx = sql.begin((t) => t`select pg_sleep(10)`);
    await expect(tx).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    await afterPendingImmediates();
    expect(uncaught).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The pool opens a new connection for the next statement.
    expect(await sql`select 1 as ok`).toEqual([{ ok: 1 }]);
  });

  it('flushes the next connection at once when one closed between a write and its flush', async () => {
    process.on('uncaughtException', record);
    const { sql, socket } = pool((text) => {
      // The write is queued for setImmediate; the close arrives before it runs.
      if (text.includes('closed before its flush')) queueMicrotask(() => socket().emit('close', false));
    });
    await sql`select 1`;
    const first = socket();
    await expect(sql`select 'closed before its flush'`).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    first.destroy();
    // Unpatched, the cleared timer's handle stays set, the start-up message is never written and the
    // statement fails with CONNECT_TIMEOUT after connect_timeout (2 s here).
    const started = Date.now();
    expect(await sql`select 2 as ok`).toEqual([{ ok: 2 }]);
    expect(Date.now() - started).toBeLessThan(1_000);
    await afterPendingImmediates();
    expect(uncaught).toEqual([]);
  });

  it("settles a statement the pool gave the connection between its 'error' and its 'close', and answers the next ones right", async () => {
    process.on('uncaughtException', record);
    const { sql, socket } = pool(() => {});
    await sql`select 1`;
    const lost = socket();
    let late: Promise<unknown> | undefined;
    // A read error: 'error' comes on the next tick, 'close' only when the handle has closed; a request
    // arriving in between still finds this connection in the pool.
    lost.once('error', () => {
      late = sql`select 'late' as x`.then(
        (rows) => rows,
        (err: { code?: string }) => err.code,
      );
    });
    const inFlight = sql`select pg_sleep(5)`.catch((err: { code?: string }) => err.code);
    await new Promise((r) => setTimeout(r, 100));
    lost.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    expect(await inFlight).toBe('ECONNRESET');
    await expect.poll(() => late, { timeout: 2_000 }).toBeDefined();
    // Unpatched, it stays in the connection's queue: it waits, then takes the answer of the statement
    // after it, which waits in its place.
    expect(await Promise.race([late, new Promise((r) => setTimeout(() => r('still waiting'), 2_000))])).toBe(
      'CONNECTION_CLOSED',
    );
    expect(await sql`select 3 as x`).toEqual([{ x: 3 }]);
    expect(
      await Promise.race([sql`select 4 as x`, new Promise((r) => setTimeout(() => r('still waiting'), 2_000))]),
    ).toEqual([{ x: 4 }]);
    expect(uncaught).toEqual([]);
  });
});

describe('scripts/patch-postgres.mjs', () => {
  const script = join(ROOT_DIR, 'scripts', 'patch-postgres.mjs');
  const run = (root: string) =>
    promisify(execFile)(process.execPath, [script, root]).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (err: { code: number; stderr: string }) => ({ code: err.code, out: err.stderr }),
    );

  it('has patched every build of the installed driver, and leaves them alone when run again', async () => {
    for (const build of ['src', 'cjs/src', 'cf/src']) {
      const text = await readFile(join(ROOT_DIR, 'node_modules/postgres', build, 'connection.js'), 'utf8');
      expect(text.includes('fethiye-tekne: null-socket guard'), build).toBe(true);
    }
    const again = await run(ROOT_DIR);
    expect(again).toEqual({ code: 0, out: expect.stringContaining('src/connection.js already patched') as string });
    expect(again.out.split('\n').filter((line) => line && !line.endsWith(' already patched'))).toEqual([]);
  });

  it('refuses, failing the install, another version of the driver or code it does not recognise', async () => {
    const root = await mkdtemp(join(tmpdir(), 'patch-postgres-'));
    try {
      const dir = join(root, 'node_modules', 'postgres');
      await mkdir(join(dir, 'src'), { recursive: true });
      await writeFile(join(dir, 'package.json'), JSON.stringify({ version: '3.4.10' }));
      expect(await run(root)).toEqual({
        code: 1,
        out: expect.stringMatching(
          /^patch-postgres: REFUSED: postgres 3\.4\.10 is installed, this patch is for 3\.4\.9/,
        ),
      });
      await writeFile(join(dir, 'package.json'), JSON.stringify({ version: '3.4.9' }));
      await writeFile(join(dir, 'src', 'connection.js'), 'function nextWrite(fn) { return socket.write(chunk, fn) }\n');
      expect(await run(root)).toEqual({
        code: 1,
        out: expect.stringMatching(/REFUSED: .*connection\.js: "nextWrite" not found exactly once/),
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
