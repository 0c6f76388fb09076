import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { isAlive } from '../src/platform/pg-process.js';
import { embeddedSuperuserUrl } from '../src/platform/superuser-password.mjs';
import { GENEROUS_LIMITS } from './generous-limits.js';
import { freePort } from './global-setup.js';
import { READY, run, waitForLine, type Started } from './main-process.js';
import { bundled } from './server-bundle.js';

/**
 * The embedded cluster's superuser, for what the tests do behind the server's back (kill backends,
 * read what was committed): its random password is read from the file in the cluster folder.
 */
export function superuserUrl(dataDir: string, port: string): string {
  return embeddedSuperuserUrl(join(dataDir, 'pg'), port);
}

/** A started server on a data folder of its own, and (optionally) a worker process on its cluster. */
export interface FaultServer {
  url: string;
  dataDir: string;
  server: Started;
  worker?: Started;
  /** A pool of one superuser connection; ended by `stop`. */
  superuser: postgres.Sql;
  postmasterPid(): number;
  stop(): Promise<void>;
}

export async function startFaultServer(name: string, opts: { worker?: boolean } = {}): Promise<FaultServer> {
  const dataDir = join(tmpdir(), `fethiye-${name}-${process.pid}-${Date.now()}`);
  const env = {
    ...GENEROUS_LIMITS,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    // The embedded cluster's restarts are info lines.
    LOG_LEVEL: 'info',
  };
  const postmasterPid = () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const server = run(env);
  const postmasters = new Set<number>();
  let worker: Started | undefined;
  // Made once the server has started its cluster (the superuser's password is then in the cluster folder).
  let superuser: postgres.Sql | undefined;
  const stop = async () => {
    for (const child of [worker, server]) child?.child.kill('SIGKILL');
    if (process.env.FAULT_LOG_DIR)
      for (const [which, child] of [
        ['server', server],
        ['worker', worker],
      ] as const)
        if (child)
          writeFileSync(join(process.env.FAULT_LOG_DIR, `${name}-${which}.log`), child.stdout() + child.stderr());
    await superuser?.end({ timeout: 1 }).catch(() => {});
    try {
      postmasters.add(postmasterPid());
    } catch {
      // No cluster running.
    }
    for (const pid of postmasters) if (isAlive(pid)) process.kill(pid, 'SIGQUIT');
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForLine(server, READY);
    postmasters.add(postmasterPid());
    superuser = postgres(superuserUrl(dataDir, env.EMBEDDED_PG_PORT), { max: 1, onnotice: () => {} });
    if (opts.worker) {
      // On the server's cluster, as its owner (DATABASE_URL alone: migrations are applied already).
      worker = run(
        { DATA_DIR: dataDir, DATABASE_URL: superuserUrl(dataDir, env.EMBEDDED_PG_PORT), LOG_LEVEL: 'info' },
        bundled('worker'),
      );
      await waitForLine(worker, /işçiler çalışıyor/);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    dataDir,
    server,
    worker,
    superuser: superuser,
    postmasterPid: () => {
      const pid = postmasterPid();
      postmasters.add(pid);
      return pid;
    },
    stop,
  };
}

const day = (iso: string, plus: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

/** Nights a client can book on one boat: the free days of a priced period far enough ahead. */
interface Slots {
  slug: string;
  start: string;
  nights: number;
  count: number;
}

async function bookableSlots(sql: postgres.Sql): Promise<Slots[]> {
  return sql<Slots[]>`
    select b.slug, to_char(greatest(lower(p.period), current_date + 30), 'YYYY-MM-DD') as start,
      greatest(p.min_days, 2)::int as nights,
      ((upper(p.period) - greatest(lower(p.period), current_date + 30)) / (greatest(p.min_days, 2) + 1))::int as count
    from boat_prices p join boats b on b.id = p.boat_id
    where b.active and b.for_rent and b.guests_night >= 2 and upper(p.period) > greatest(lower(p.period), current_date + 30) + 20
    order by b.slug, lower(p.period)`;
}

export interface Outcome {
  kind: 'booking' | 'search' | 'availability' | 'health';
  status: number;
  ms: number;
  /** A 2xx booking's reservation id. */
  id?: string;
  /** What a request that got no answer (a refused connection, a timeout: a hang) failed with. */
  failure?: string;
  /** A 503's code. */
  code?: string;
}

export interface Load {
  outcomes: Outcome[];
  /**
   * Resolves once `n` more requests (counted from now) were answered 2xx, `kind` ones only when given:
   * the server is serving again.
   */
  answered(n: number, timeoutMs?: number, kind?: Outcome['kind']): Promise<void>;
  stop(): Promise<Outcome[]>;
}

/** How long a request may take before it counts as a hang. */
const REQUEST_LIMIT_MS = 15_000;

/**
 * A few clients in this process: `bookers` booking free nights one after another (each on its own
 * boats and dates), one searching with changing dates (past the front cache), one reading a boat's
 * availability and the health. Every answer is kept; the bookings make mail jobs for pg-boss.
 */
export async function startLoad(server: FaultServer, opts: { bookers?: number } = {}): Promise<Load> {
  const slots = await bookableSlots(server.superuser);
  if (slots.length === 0) throw new Error('no bookable boat in the demo catalog');
  const outcomes: Outcome[] = [];
  let stopping = false;
  let next = 0;
  const request = async (kind: Outcome['kind'], path: string, init?: RequestInit) => {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
      const text = await res.text();
      const outcome: Outcome = { kind, status: res.status, ms: performance.now() - started };
      if (res.status >= 400 || (kind === 'booking' && res.status < 300)) {
        const body = JSON.parse(text) as { code?: string; content?: { id?: string } };
        if (res.status < 300) outcome.id = body.content?.id;
        else outcome.code = body.code;
      }
      outcomes.push(outcome);
    } catch (err) {
      outcomes.push({ kind, status: 0, ms: performance.now() - started, failure: String(err) });
    }
  };
  const book = async () => {
    const k = next++;
    const s = slots[k % slots.length]!;
    const slot = Math.floor(k / slots.length) % Math.max(1, s.count);
    const start = day(s.start, slot * (s.nights + 1));
    await request('booking', '/v1/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        boatSlug: s.slug,
        start,
        end: day(start, s.nights),
        guests: 2,
        customer: { name: 'Deniz Kurt', email: `deniz.kurt+${k}@example.com`, phone: '+90 532 000 11 22' },
      }),
    });
  };
  let searches = 0;
  const search = async () => {
    const from = day(slots[0]!.start, searches++ % 200);
    await request('search', `/v1/searchboats?from=${from}&to=${day(from, 3)}`);
  };
  const read = async () => {
    const s = slots[searches % slots.length]!;
    await request('availability', `/v1/boats/${s.slug}/availability?from=${s.start}&to=${day(s.start, 30)}`);
    await request('health', '/v1/health');
  };
  const client = async (step: () => Promise<void>) => {
    while (!stopping) {
      await step();
      // A client that is refused at once does not spin.
      const last = outcomes.at(-1);
      if (last && last.status !== 200 && last.status !== 201) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const clients = [...Array.from({ length: opts.bookers ?? 3 }, () => client(book)), client(search), client(read)];
  return {
    outcomes,
    async answered(n, timeoutMs = 60_000, kind) {
      const from = outcomes.length;
      const until = Date.now() + timeoutMs;
      const counts = (o: Outcome) => o.status >= 200 && o.status < 300 && (!kind || o.kind === kind);
      while (outcomes.slice(from).filter(counts).length < n) {
        if (Date.now() > until)
          throw new Error(
            `fewer than ${n} answers in ${timeoutMs} ms: ${JSON.stringify(summary(outcomes.slice(from)))}\n` +
              `server: ${server.server.stdout().slice(-3000)}\n${server.server.stderr().slice(-2000)}`,
          );
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      stopping = true;
      await Promise.all(clients);
      return outcomes;
    },
  };
}

/** The acknowledged bookings missing from the database. */
export async function missingBookings(sql: postgres.Sql, outcomes: Outcome[]): Promise<string[]> {
  const ids = outcomes.filter((o) => o.kind === 'booking' && o.id).map((o) => o.id!);
  const found = await sql<{ id: string }[]>`select id::text from reservations where id = any(${ids}::uuid[])`;
  const present = new Set(found.map((r) => r.id));
  return ids.filter((id) => !present.has(id));
}

/**
 * The line a refusal must come under: before the database gate and the driver's capped backoff, requests
 * waited 7-10 s for a database that was restarting. Any request on a loaded two-core CI machine (browser
 * files beside these) can take about a second, 503 or not (a CI run saw 1 015 ms, the slowest 200 as slow),
 * so the line sits between the two: it still catches a request queued behind a reconnect.
 */
export const FAST_REFUSAL_MS = 3_000;

/** Counts per kind and status, and the slowest 503, for a test's failure message and its log. */
export function summary(outcomes: Outcome[]) {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = `${o.kind} ${o.status}${o.code ? ` ${o.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  const refusals = outcomes.filter((o) => o.status === 503);
  return {
    counts,
    slowest503Ms: Math.round(Math.max(0, ...refusals.map((o) => o.ms))),
    slowestMs: Math.round(Math.max(0, ...outcomes.map((o) => o.ms))),
    failures: [...new Set(outcomes.filter((o) => o.failure).map((o) => o.failure))],
  };
}

/** What each kind may answer with the database away or back: anything else is a wrong answer (a 404 for a boat that exists, a 500). */
const EXPECTED: Record<Outcome['kind'], number[]> = {
  booking: [201, 409, 503],
  search: [200, 503],
  availability: [200, 503],
  health: [200, 503],
};

export const unexpected = (outcomes: Outcome[]) => outcomes.filter((o) => !EXPECTED[o.kind].includes(o.status));
