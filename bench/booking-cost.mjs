// CPU time per booking, split between the server (Node) and PostgreSQL (the server's embedded
// cluster: its postmaster and every child), with throughput and latency: where a booking's cost is.
// Complements `reservations` (throughput against the raw insert ceiling). Run: npm run bench -- booking-cost
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { freePort, report, seedBookableBoats, startServer } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const BOATS = 300;
const TICK_MS = 10; // USER_HZ is 100 on Linux

const stat = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
const cpuTicks = (pid) => {
  try {
    const f = stat(pid);
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
const pids = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
/** The cluster serving the server: the postmaster started on its data dir, and its children. */
function clusterPids(dataDir) {
  const postmaster = pids().find((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(dataDir);
    } catch {
      return false;
    }
  });
  if (!postmaster) throw new Error('embedded PostgreSQL not found');
  return [
    postmaster,
    ...pids().filter((p) => {
      try {
        return Number(stat(p)[1]) === postmaster;
      } catch {
        return false;
      }
    }),
  ];
}
const clusterTicks = (dataDir) => clusterPids(dataDir).reduce((t, p) => t + cpuTicks(p), 0);

const pgPort = await freePort();
const server = await startServer({ EMBEDDED_PG_PORT: String(pgPort), DEMO_DATA: 'off', WORKERS: 'off' });
const sql = postgres(server.superuserUrl(), { max: 1, onnotice: () => {} });
try {
  await seedBookableBoats(sql, BOATS);
  let n = 0;
  const node0 = cpuTicks(server.pid);
  const pg0 = clusterTicks(server.dataDir);
  const result = await autocannon({
    url: server.url,
    connections: 10,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/v1/reservations',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = n++;
          const day = (k) =>
            new Date(Date.UTC(2027, 0, 1) + (Math.floor(i / BOATS) * 3 + k) * 86_400_000).toISOString().slice(0, 10);
          return {
            ...req,
            body: JSON.stringify({
              boatSlug: `bench-${1 + (i % BOATS)}`,
              start: day(0),
              end: day(2),
              guests: 4,
              currency: 'EURO',
              customer: { name: `Müşteri ${i}`, email: `m${i}@example.com`, phone: '+90 555 000 00 00' },
            }),
          };
        },
      },
    ],
  });
  const done = result.requests.total;
  const nodeMs = ((cpuTicks(server.pid) - node0) * TICK_MS) / done;
  const pgMs = ((clusterTicks(server.dataDir) - pg0) * TICK_MS) / done;

  // The same measure for the ceiling of the `reservations` bench: one-row insert transactions from
  // a bare client, 10 at a time. PostgreSQL's CPU per booking against per insert bounds the ratio
  // bookings can reach whatever the server does.
  await sql`create table bench_raw (id bigint generated always as identity primary key, payload text not null)`;
  const pool = postgres(server.superuserUrl(), { max: 10, onnotice: () => {} });
  const rawPg0 = clusterTicks(server.dataDir);
  let inserts = 0;
  const until = Date.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < until) {
        await pool`insert into bench_raw (payload) values ('x')`;
        inserts++;
      }
    }),
  );
  const rawPgMs = ((clusterTicks(server.dataDir) - rawPg0) * TICK_MS) / inserts;
  await pool.end({ timeout: 1 });

  report(
    'Booking cost (POST /v1/reservations, distinct boats, 10 connections)',
    [
      {
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'server CPU ms/booking': nodeMs.toFixed(2),
        'PostgreSQL CPU ms/booking': pgMs.toFixed(2),
        errors: result.non2xx + result.errors + result.timeouts,
      },
      {
        'req/s': Math.round(inserts / DURATION),
        'p50 ms': '',
        'p99 ms': '',
        'server CPU ms/booking': '(raw one-row insert, bare client)',
        'PostgreSQL CPU ms/booking': rawPgMs.toFixed(3),
        errors: 0,
      },
    ],
    {
      note: 'CPU times come from /proc; the load generator runs on the same cores',
      'PostgreSQL work of one booking': `${(pgMs / rawPgMs).toFixed(1)}× a one-row insert: with no server cost at all, bookings could reach at most ${Math.round((rawPgMs / pgMs) * 100)}% of the insert rate`,
    },
  );
} finally {
  await sql.end({ timeout: 1 });
  await server.stop();
}
