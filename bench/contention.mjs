// A rush on one boat, as issue 16 measured it (no double booking, but 55 answers 500 from PostgreSQL
// deadlocks in the occupancy exclusion check, and p99 11.4 s): 2 000 booking attempts for 20
// overlapping windows of one boat, 50 at a time, spread over two server processes on one embedded
// PostgreSQL. Prints the answers, p50/p99 of the 201s and of the 409s, and the overlapping active
// occupancy rows found in the database afterwards, beside the targets.
// Run: npm run bench -- contention   (BENCH_ATTEMPTS changes the 2 000)
import postgres from 'postgres';
import { freePort, report, seedBookableBoats, startServer } from './lib.mjs';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 2000);
const CONCURRENCY = 50;
const WINDOWS = 20;
/** The second process's login (the first, on its embedded cluster, makes its own): a member of fethiye_app, like every app login. */
const SECOND_LOGIN = { user: 'bench_second_server', password: 'bench-ikinci-sunucu-parolasi' };
/** Both processes share the key public-limit fingerprints derive from, as instances of one site do. */
const SHARED = { DEMO_DATA: 'off', WORKERS: 'off', JWT_SECRET: 'bench-contention-secret-bench-contention-secret' };

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const ms = (x) => (Number.isNaN(x) ? '–' : x.toFixed(0));
const day = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Twenty windows of five nights, each starting two days after the one before: each overlaps the two on either side. */
const windows = Array.from({ length: WINDOWS }, (_, w) => ({
  start: day('2027-07-01', 2 * w),
  end: day('2027-07-01', 2 * w + 5),
}));

const pgPort = await freePort();
const first = await startServer({ ...SHARED, EMBEDDED_PG_PORT: String(pgPort) });
const ownerUrl = first.superuserUrl();
const sql = postgres(ownerUrl, { max: 2, onnotice: () => {} });
let second;
try {
  await sql.unsafe(`create role ${SECOND_LOGIN.user} login password '${SECOND_LOGIN.password}' in role fethiye_app`);
  second = await startServer(
    {
      ...SHARED,
      DATABASE_URL: `postgres://${SECOND_LOGIN.user}:${SECOND_LOGIN.password}@127.0.0.1:${pgPort}/fethiye`,
      MIGRATION_DATABASE_URL: ownerUrl,
    },
    { build: false },
  );
  await seedBookableBoats(sql, 1);
  const servers = [first.url, second.url];
  const book = (server, i, range) =>
    fetch(`${server}/v1/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        boatSlug: 'bench-1',
        ...range,
        guests: 4,
        currency: 'EURO',
        customer: { name: `Yolcu ${i}`, email: `yolcu${i}@example.com`, phone: `+90 5${String(300_000_000 + i)}` },
      }),
    });

  // Each process books once first, on nights of their own (not counted): code and catalog warm.
  for (const [k, server] of servers.entries())
    await (
      await book(server, -1 - k, { start: day('2028-05-01', 2 * k), end: day('2028-05-01', 2 * k + 1) })
    ).arrayBuffer();

  const statuses = new Map();
  const codes = new Map();
  const latency = { 201: [], 409: [] };
  let named = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ATTEMPTS) {
        const i = next++;
        // Window i mod 20; the process alternates with the window and from one round of 20 to the next.
        const server = servers[(i + Math.floor(i / WINDOWS)) % 2];
        const t = performance.now();
        const res = await book(server, i, windows[i % WINDOWS]);
        const body = await res.json().catch(() => ({}));
        const took = performance.now() - t;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        latency[res.status]?.push(took);
        if (res.status >= 400) codes.set(body.code, (codes.get(body.code) ?? 0) + 1);
        if (res.status === 409 && / arasında .+ var\.$/.test(body.content?.message ?? '')) named++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const l of Object.values(latency)) l.sort((a, b) => a - b);

  const [{ overlaps }] = await sql`
    select count(*)::int as overlaps from occupancy x join occupancy y
      on x.boat_id = y.boat_id and x.id < y.id and x.active and y.active and x.period && y.period`;
  const [{ held }] = await sql`
    select count(*)::int as held from occupancy o join boats b on b.id = o.boat_id
    where b.slug = 'bench-1' and o.active and upper(o.period) < '2028-01-01'`;
  const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const refused = latency[409];
  const p99Refused = pct(refused, 99);

  report(
    `contention: ${ATTEMPTS} booking attempts, ${WINDOWS} overlapping windows of one boat, ${CONCURRENCY} at a time over 2 server processes on one PostgreSQL (${new Date().toISOString()})`,
    [
      { measure: '5xx answers', figure: fivexx, target: '0', met: fivexx === 0 ? 'yes' : 'NO' },
      {
        measure: 'overlapping active occupancy rows (database, afterwards)',
        figure: overlaps,
        target: '0',
        met: overlaps === 0 ? 'yes' : 'NO',
      },
      { measure: '409 p99 ms', figure: ms(p99Refused), target: '≤ 500', met: p99Refused <= 500 ? 'yes' : 'NO' },
      { measure: '409 p50 ms', figure: ms(pct(refused, 50)), target: '–', met: '' },
      {
        measure: '201 p50 / p99 ms',
        figure: `${ms(pct(latency[201], 50))} / ${ms(pct(latency[201], 99))}`,
        target: '–',
        met: '',
      },
    ],
    {
      answers: JSON.stringify(Object.fromEntries([...statuses].sort())),
      'refusal codes': JSON.stringify(Object.fromEntries(codes)),
      '409s naming the clash': `${named} of ${refused.length}`,
      'holds created / active occupancy rows in the windows': `${latency[201].length} / ${held}`,
      'wall time': `${seconds.toFixed(1)} s (${Math.round(ATTEMPTS / seconds)} attempts/s)`,
      'peak RSS (first / second process)': `${first.peakRssMb()} / ${second.peakRssMb()} MB`,
    },
  );
} finally {
  await sql.end({ timeout: 1 });
  await second?.stop();
  await first.stop();
}
