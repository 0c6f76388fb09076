import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT_DIR } from '../src/config.js';
import type { TestDatabase } from './db.js';
import { freePort } from './global-setup.js';
import { bundled } from './server-bundle.js';

export const PROCESS_ADMIN = { email: 'instances-admin@example.com', password: 'ornek-parola-42' };

const children = new Set<ChildProcess>();

/**
 * Stops (SIGTERM) the servers started with `startServerProcess` and waits for them: after each test
 * file's tests, from server/test/setup-file.ts (a worker runs several files in one module graph, so
 * this module's own top level runs once per worker, not once per file).
 */
export async function stopServerProcesses(): Promise<void> {
  const running = [...children];
  children.clear();
  await Promise.all(
    running.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

/**
 * A real server process (`server/dist/main.js`, bundled from server/src/main.ts by the global setup) on the test file's database, as the app's role with
 * the owner for migrations; stopped after the file's tests. Start several one after the other (pg-boss
 * queue creation by two instances at the same moment can deadlock).
 */
export async function startServerProcess(
  db: TestDatabase,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const main = bundled('main');
  const child = spawn(main.file, main.args, {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      MIGRATION_DATABASE_URL: db.owner.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: 'off',
      DEMO_DATA: 'off',
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'off',
      JWT_SECRET: 'instances-test-secret-instances-test-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const until = Date.now() + 60_000;
  while (!out.includes('Durdurmak için Ctrl-C')) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

/** JSON over real HTTP, with an optional bearer token. */
export async function call<T = { code?: string; content: Record<string, unknown> }>(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Runs `work(i)` for i < n with at most `concurrency` at a time. */
export async function pool<T>(n: number, concurrency: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}
