// The partners' bulk availability (GET /v1/partner/availability, issue 39): 1 000 boats × 90 days in one
// answer, one caller (a partner's site mirroring the fleet), p99 against the 100 ms target. Beside it, in the
// same run: the same request answered 304 (If-None-Match), and the bare SQL statement from a bare client
// (server/src/bench-client.ts: the route's one statement on a pool made as the server's, no HTTP), so the
// server's own cost (key check, request counters, ETag, sending) is the difference.
//   Seeding: BENCH_PARTNER_BOATS bookable boats, each with a stay of 3–6 days in most weeks of the window
//   (occupancy rows as the projection writes them, none overlapping), a closing on one boat in ten (after the window) and a
//   cancelled hold on one in seven; a partner with availability:read and its key through the admin API.
// Run: npm run bench -- partner-availability. Knobs: BENCH_PARTNER_BOATS=1000, BENCH_SECONDS=10.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort, login, measure, report, ROOT, seedBookableBoats, startBareClient, startServer } from './lib.mjs';

const BOATS = Number(process.env.BENCH_PARTNER_BOATS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DAYS = 90;
const P99_TARGET_MS = 100;

const log = (...a) => console.error(`[partner-availability ${new Date().toISOString().slice(11, 19)}]`, ...a);
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const build = spawnSync(process.execPath, [join(ROOT, 'web', 'scripts', 'ensure-build.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const pgPort = await freePort();
const server = await startServer({
  EMBEDDED_PG_PORT: String(pgPort),
  DEMO_DATA: 'off',
  WORKERS: 'off',
  NODE_ENV: 'production',
});
const dbUrl = server.superuserUrl();
const sql = postgres(dbUrl, { max: 2, onnotice: () => {} });
let bare;
try {
  // Next summer's 90 days.
  const from = `${new Date().getUTCFullYear() + 1}-06-01`;
  const to = addDays(from, DAYS);
  await seedBookableBoats(sql, BOATS);
  await sql`
    insert into occupancy (boat_id, period, source, ref, status, active)
    select b.id, daterange(${from}::date + w * 7 + b.id % 2, ${from}::date + w * 7 + b.id % 2 + 3 + (b.id + w) % 4),
           'reservation', 'bench-' || b.id || '-' || w, case when w % 3 = 0 then 'option' else 'confirmed' end, true
    from boats b, generate_series(-1, ${Math.ceil(DAYS / 7) + 1}::int) w
    where (b.id + w) % 5 <> 0`;
  await sql`
    insert into occupancy (boat_id, period, source, ref, status, active)
    select b.id, daterange(${to}::date + 30, ${to}::date + 34), 'closing', 'bench-closing-' || b.id, 'closed', true
    from boats b where b.id % 10 = 0`;
  await sql`
    insert into occupancy (boat_id, period, source, ref, status, active)
    select b.id, daterange(${from}::date + 2, ${from}::date + 5), 'reservation', 'bench-cancelled-' || b.id, 'cancelled', false
    from boats b where b.id % 7 = 0`;
  await sql`vacuum (analyze) occupancy, boats`;

  // A partner that may read availability, with a limit no bench reaches (the counting itself is measured).
  const token = await login(server.url);
  const admin = async (path, body) => {
    const r = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return (await r.json()).content;
  };
  const partner = await admin('/v1/admin/partners', {
    name: 'Bench Acente',
    scopes: ['availability:read'],
    requestsPerMinute: 1_000_000,
  });
  const { secret } = await admin(`/v1/admin/partners/${partner.id}/keys`, {});
  const headers = { 'x-api-key': secret };

  // The answer a partner gets: its size, its boats and busy ranges, its ETag.
  const path = `/v1/partner/availability?from=${from}&to=${to}&limit=${BOATS}`;
  const one = await fetch(`${server.url}${path}`, { headers });
  if (!one.ok) throw new Error(`${path}: ${one.status} ${await one.text()}`);
  const body = await one.text();
  const answer = JSON.parse(body).content;
  const etag = one.headers.get('etag');
  const ranges = answer.boats.reduce((n, b) => n + b.busy.length, 0);
  log(
    `${answer.boats.length} boats × ${DAYS} days: ${ranges} busy ranges, ${Math.round(Buffer.byteLength(body) / 1024)} KB, ETag ${etag}`,
  );
  if (answer.boats.length !== BOATS) throw new Error(`expected ${BOATS} boats, got ${answer.boats.length}`);

  const again = await fetch(`${server.url}${path}`, { headers: { ...headers, 'if-none-match': etag } });
  if (again.status !== 304) throw new Error(`If-None-Match: ${again.status}, expected 304`);

  // One caller, as a partner's site mirroring the fleet: the whole answer, then its 304.
  await measure('warm-up', { url: `${server.url}${path}`, headers, duration: 2, connections: 1 });
  const full = await measure(`GET ${BOATS} boats × ${DAYS} days (200)`, {
    url: `${server.url}${path}`,
    headers,
    duration: SECONDS,
    connections: 1,
  });
  const unchanged = await measure('same, If-None-Match (304)', {
    url: `${server.url}${path}`,
    headers: { ...headers, 'if-none-match': etag },
    duration: SECONDS,
    connections: 1,
  });

  // The bare statement, same run, same database, one caller.
  bare = startBareClient(dbUrl);
  await bare.measure([path], { callers: 1, seconds: 2 });
  const statement = await bare.measure([path], { callers: 1, seconds: SECONDS });
  const r1 = (x) => Math.round(x * 10) / 10;

  report(`GET /v1/partner/availability, one caller, ${SECONDS} s each`, [
    {
      figure: `p99 ms, ${BOATS} boats × ${DAYS} days (200)`,
      value: full['p99 ms'],
      target: `≤ ${P99_TARGET_MS}`,
      met: full['p99 ms'] <= P99_TARGET_MS && full.errors === 0,
      'req/s': full['req/s'],
      'p50 ms': full['p50 ms'],
    },
    {
      figure: 'p99 ms, the same with If-None-Match (304)',
      value: unchanged['p99 ms'],
      target: `≤ ${P99_TARGET_MS}`,
      // autocannon counts every 304 as non-2xx: only the latency is the figure here.
      met: unchanged['p99 ms'] <= P99_TARGET_MS,
      'req/s': unchanged['req/s'],
      'p50 ms': unchanged['p50 ms'],
    },
    {
      figure: 'baseline: the bare SQL statement, bare client (p99 ms)',
      value: r1(statement.p99),
      target: '—',
      met: '—',
      'req/s': Math.round(statement.rps),
      'p50 ms': r1(statement.p50),
    },
  ]);
} finally {
  await bare?.stop();
  await sql.end();
  await server.stop();
}
