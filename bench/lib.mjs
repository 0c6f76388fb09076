// Shared pieces of the benchmarks: start the real server (embedded Postgres in a temporary
// folder), a bare Fastify hello-world as the yardstick, autocannon runs, and peak memory.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { embeddedSuperuserUrl } from '../server/src/platform/superuser-password.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-parola-123' };

export function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
    s.on('error', rej);
  });
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Peak resident memory (VmHWM) of a process, in MB; Linux only. */
export function peakRssMb(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time (user + system) a process has used so far, in seconds; Linux only (10 ms ticks). */
export function cpuSeconds(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * The real server as `npm start` runs it (the bundled `server/dist/main.js`) on a fresh embedded Postgres
 * (or on the database `env.DATABASE_URL` names); `stop()` cleans up. `{ build: false }` reuses the bundle
 * an earlier call built (a second process of the same code).
 */
export async function startServer(env = {}, { build = true } = {}) {
  // BENCH_SERVER_BUNDLE runs another bundle instead of building this tree's (e.g. a copy of an older
  // build under server/, to compare two versions on the same machine minutes apart).
  const bundle = process.env.BENCH_SERVER_BUNDLE ?? 'server/dist/main.js';
  if (!process.env.BENCH_SERVER_BUNDLE && build) {
    const built = spawnSync(process.execPath, ['server/scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('server build failed');
  }
  const port = await freePort();
  const dataDir = join(tmpdir(), `fethiye-bench-${process.pid}-${Date.now()}`);
  // BENCH_NODE_ARGS adds flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'off',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    // The load generator is one client booking thousands of times: the public limits would
    // refuse it (bench/abuse.mjs measures them with their defaults).
    HOLD_LIMIT_PER_CLIENT_HOUR: '1000000',
    HOLD_LIMIT_PER_CONTACT: '1000',
    QUOTE_LIMIT_PER_MINUTE: '100000',
    SEARCH_LIMIT_PER_MINUTE: '10000000',
    MAIL_LIMIT_PER_RECIPIENT_DAY: '1000',
    MAIL_LIMIT_PER_CLIENT_HOUR: '10000',
    HOLD_SURGE_PER_HOUR: '1000000',
    ...env,
  };
  const child = spawn(process.execPath, [...nodeArgs, bundle], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A server that goes away before stop() says how (a bench then fails on a refused connection).
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`bench: the server (pid ${child.pid}) exited during the run: code ${code}, signal ${signal}`);
  });
  await waitFor(`${url}/v1/health`, 120_000);
  return {
    url,
    pid: child.pid,
    dataDir,
    /** The embedded cluster's superuser URL (its password is in the cluster's folder); only when no DATABASE_URL was given. */
    superuserUrl: (database = 'fethiye') =>
      embeddedSuperuserUrl(join(dataDir, 'pg'), serverEnv.EMBEDDED_PG_PORT, database),
    peakRssMb: () => peakRssMb(child.pid),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return rm(dataDir, { recursive: true, force: true });
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify hello-world in its own process: the ceiling our routes are compared with. */
export async function startHelloWorld() {
  const port = await freePort();
  const code = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], { cwd: join(ROOT, 'server'), stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 20_000);
  return { url, pid: child.pid, stop: () => child.kill() };
}

/** One autocannon run; returns requests/s and latency percentiles in ms. */
export async function measure(name, opts) {
  const result = await autocannon({ connections: 10, duration: 10, ...opts });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: bad,
  };
}

export async function login(url, creds = ADMIN) {
  const r = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  if (!r.ok) throw new Error(`login failed: ${r.status} ${await r.text()}`);
  return (await r.json()).content.accessToken;
}

export function report(title, rows, extra = {}) {
  console.log(`\n${title}`);
  console.table(rows);
  for (const [k, v] of Object.entries(extra)) console.log(`${k}: ${v}`);
}

/** `count` bookable boats (one owner, marina and type; one long EUR price period each), straight into the database. */
export async function seedBookableBoats(sql, count) {
  await sql.begin(async (tx) => {
    const [owner] = await tx`insert into users (email, password_hash, role, first_name, last_name)
                             values ('bench-owner@example.com', 'x', 'OWNER', 'Bench', 'Sahip') returning id`;
    const [place] =
      await tx`insert into places (name, kind, popular) values ('Göcek Marina', 'marina', true) returning id`;
    const [type] = await tx`insert into boat_types (name) values ('Gulet') returning id`;
    await tx`insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, guests_day, guests_night, cabins)
             select 'Bench Gulet ' || g, 'bench-' || g, ${type.id}, ${place.id}, ${owner.id}, 20, 12, 10, 5 from generate_series(1, ${count}) g`;
    await tx`insert into boat_prices (boat_id, period, daily_price_minor, currency, min_days)
             select id, daterange('2027-01-01', '2035-01-01'), 150000, 'EUR', 1 from boats`;
  });
}

/** The three public pages the page benchmarks measure: home, a listing and the first boat's page. */
export async function benchPages(url) {
  const boats = (await (await fetch(`${url}/v1/searchboats?take=1`)).json()).content;
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/listing' },
    { name: 'boat', path: `/boat/${boats[0].slug}` },
    { name: 'en-home', path: '/en' },
    { name: 'en-listing', path: '/en/listing' },
    { name: 'en-boat', path: `/en/boat/${boats[0].slug}` },
  ];
}

/**
 * The bare SQL client (server/src/bench-client.ts): the server's own search service and office reads, on
 * pools made as the server makes them, in a process of their own, without HTTP. `measure(paths, {callers,
 * seconds})` calls them for the paths in turn from `callers` loops at once and gives {rps, p50, p99}: the
 * limit the same statements reach on this machine, measured beside the server's figures in the same run.
 */
export function startBareClient(databaseUrl) {
  const require = createRequire(import.meta.url);
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/src/bench-client.ts', databaseUrl], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let buffered = '';
  const waiting = [];
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    let nl;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      waiting.shift()?.resolve(JSON.parse(line));
    }
  });
  child.once('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`bench-client exited with ${code}`));
  });
  return {
    async measure(paths, { callers = 10, seconds = 3 } = {}) {
      const answer = new Promise((resolve, reject) => waiting.push({ resolve, reject }));
      child.stdin.write(`${JSON.stringify({ paths, callers, seconds })}\n`);
      const r = await answer;
      return { rps: r.requests / r.seconds, p50: r.p50, p99: r.p99 };
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin.end();
      }),
  };
}
