import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '../server/src/config.js';
import { GENEROUS_LIMITS } from '../server/test/generous-limits.js';
import { freePort } from '../server/test/global-setup.js';
import { embeddedSuperuserUrl } from '../server/src/platform/superuser-password.mjs';
import { buildServerBundle } from '../server/test/server-bundle.js';
import { resolveChromium } from './chromium.mjs';

/** The administrator the app creates at start (ADMIN_EMAIL/ADMIN_PASSWORD), for panel tests. */
export const E2E_ADMIN = { email: 'e2e.admin@fethiyetekne.com', password: 'e2e-Yonetici-Parola-2026' };

/** The e2e app always gets its own embedded database, never a shared DATABASE_URL. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _omitted, ...rest } = env;
  return rest;
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Finds the browser, builds the site once (only when stale) and starts the real app, as `npm start` does, on free
 * ports with an embedded PostgreSQL in a temporary DATA_DIR; demo data is seeded on first start.
 */
export default async function setup(project: TestProject) {
  // Inflates the npm Chromium on first use, here once rather than inside the first test file's hook.
  const browser = await resolveChromium();
  if (process.env.E2E_DEBUG) process.stderr.write(`e2e browser: ${browser.executablePath} (${browser.source})\n`);
  const build = spawnSync(process.execPath, [join(ROOT_DIR, 'web', 'scripts', 'ensure-build.mjs')], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('web build failed');
  // The server bundle `npm start` runs (server/dist), not the TypeScript sources.
  buildServerBundle();

  // Not mkdtemp: its 0700 mode keeps embedded Postgres (running as its own user) out.
  const dataDir = join(tmpdir(), `fethiye-e2e-${process.pid}-${Date.now()}`);
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const port = await freePort();
  const pgPort = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(ROOT_DIR, 'server', 'dist', 'main.js')], {
    cwd: ROOT_DIR,
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      WORKERS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The iCal tab imports another boat's feed from this same app (127.0.0.1).
      ICAL_ALLOW_PRIVATE_HOSTS: 'on',
      // Every test books from 127.0.0.1, many with one address: the public limits (tested in the
      // server suite) would refuse the later ones.
      ...GENEROUS_LIMITS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server that dies while the browser tests run says why (its last output), instead of leaving every
  // later test with a refused connection and nothing to read.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(
      `\ne2e server (pid ${child.pid}) exited during the run: code ${code}, signal ${signal}\n${output.slice(-4000)}\n`,
    );
  });
  await waitForHealth(baseUrl, child, () => output);
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eAdmin', E2E_ADMIN);
  // The embedded cluster's superuser, for tests that read what no API shows (a mail's body in the outbox).
  project.provide('e2eDatabaseUrl', embeddedSuperuserUrl(join(dataDir, 'pg'), pgPort));

  return async () => {
    stopping = true;
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t0 = Date.now();
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000).unref())]);
      if (process.env.E2E_DEBUG) process.stderr.write(`e2e server stopped in ${Date.now() - t0} ms\n`);
    }
    child.stdout?.destroy();
    child.stderr?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eAdmin: { email: string; password: string };
    e2eDatabaseUrl: string;
  }
}
