// Booking throughput on distinct boats (p99) against the raw rate of one-row insert transactions
// on the same database (the ceiling), and projection rebuild speed for 100 000 events, in one run.
// Run: npm run bench -- reservations
import { spawnSync } from 'node:child_process';
import postgres from 'postgres';
import autocannon from 'autocannon';
import { freePort, report, ROOT, seedBookableBoats, startServer } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BOATS = 300;
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
const pgPort = await freePort();
// Each booking comes from its own client address (X-Forwarded-For through TRUST_PROXY) with its own
// e-mail and phone, as visitors do: one client's bookings are counted one after another on its hold-limit
// rows (bench/abuse.mjs measures that case).
const server = await startServer({
  EMBEDDED_PG_PORT: String(pgPort),
  DEMO_DATA: 'off',
  WORKERS: 'off',
  TRUST_PROXY: 'on',
});
const dbUrl = server.superuserUrl();
const sql = postgres(dbUrl, { max: 10, onnotice: () => {} });

try {
  await seedBookableBoats(sql, BOATS);

  // 1. Bookings: every request a different boat, or the same boat on later dates, so none clash.
  let n = 0;
  const bookings = await autocannon({
    url: server.url,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/v1/reservations',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = n++;
          const boat = 1 + (i % BOATS);
          const slot = Math.floor(i / BOATS);
          const start = new Date(Date.UTC(2027, 0, 1) + slot * 3 * 86_400_000).toISOString().slice(0, 10);
          const end = new Date(Date.UTC(2027, 0, 1) + (slot * 3 + 2) * 86_400_000).toISOString().slice(0, 10);
          const digits = String(10_000_000 + i).slice(-7);
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
            body: JSON.stringify({
              boatSlug: `bench-${boat}`,
              start,
              end,
              guests: 4,
              currency: 'EURO',
              customer: {
                name: `Müşteri ${i}`,
                email: `m${i}@example.com`,
                phone: `+90 555 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
              },
            }),
          };
        },
      },
    ],
  });
  const bookingRow = {
    name: 'POST /v1/reservations (distinct boats and visitors)',
    'req/s': Math.round(bookings.requests.average),
    'p50 ms': bookings.latency.p50,
    'p99 ms': bookings.latency.p99,
    errors: bookings.non2xx + bookings.errors + bookings.timeouts,
  };

  // 2. The ceiling: one-row insert transactions, 10 at a time, on the same database.
  await sql`create table bench_raw (id bigint generated always as identity primary key, payload text not null)`;
  const until = Date.now() + DURATION * 1000;
  const latencies = [];
  let inserts = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        await sql`insert into bench_raw (payload) values ('x')`;
        latencies.push(performance.now() - t);
        inserts++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rawRow = {
    name: 'raw one-row insert transactions (ceiling)',
    'req/s': Math.round(inserts / DURATION),
    'p50 ms': Math.round(latencies[Math.floor(latencies.length * 0.5)]),
    'p99 ms': Math.round(latencies[Math.floor(latencies.length * 0.99)]),
    errors: 0,
  };

  // 3. Rebuild: top the log up to REBUILD_EVENTS with synthetic reservations (requested, paid,
  // confirmed) on dates of their own, then time `npm run projections:rebuild`.
  const [{ count }] = await sql`select count(*)::int as count from events`;
  const perReservation = 3;
  const extra = Math.max(0, Math.ceil((REBUILD_EVENTS - count) / perReservation));
  await sql.begin(async (tx) => {
    await tx`create temporary table synth on commit drop as
      select gen_random_uuid() as id, gen_random_uuid() as customer, g, 1 + g % ${BOATS}::int as boat,
             (date '2031-01-01' + (g / ${BOATS}::int) * 3) as start_date
      from generate_series(1, ${extra}::int) g`;
    await tx`insert into customers (id, name, email, phone) select customer, 'Sentetik ' || g, null, null from synth`;
    await tx`insert into streams (stream_id, type, version) select 'reservation-' || id, 'reservation', 3 from synth`;
    const quote = (
      total,
    ) => tx`jsonb_build_object('start', s.start_date, 'end', s.start_date + 2, 'days', 2, 'currency', 'EUR',
      'total', ${total}::bigint, 'deposit', ${total / 5}::bigint, 'balance', ${(total * 4) / 5}::bigint, 'lines', '[]'::jsonb,
      'display', jsonb_build_object('currency', 'EUR', 'total', ${total}::bigint, 'deposit', ${total / 5}::bigint, 'balance', ${(total * 4) / 5}::bigint),
      'rates', jsonb_build_object('USD', '41.50', 'EUR', '48.20', 'GBP', '55.10'))`;
    const meta = tx`jsonb_build_object('actor', jsonb_build_object('kind', 'visitor'), 'at', '2026-11-25T10:00:00.000Z')`;
    await tx`insert into events (stream_id, version, event_id, type, data, metadata)
      select 'reservation-' || s.id, 1, gen_random_uuid(), 'ReservationRequested',
        jsonb_build_object('reservationId', s.id, 'reference', 'FT-SYN-' || s.g, 'boatId', s.boat, 'customerId', s.customer,
          'start', s.start_date, 'end', s.start_date + 2, 'guests', 4, 'quote', ${quote(300000)},
          'optionUntil', '2026-11-27T10:00:00.000Z', 'channel', 'website', 'platformRef', null, 'note', null), ${meta}
      from synth s`;
    await tx`insert into events (stream_id, version, event_id, type, data, metadata)
      select 'reservation-' || s.id, 2, gen_random_uuid(), 'PaymentRecorded',
        jsonb_build_object('paymentId', gen_random_uuid(), 'amount', 60000, 'currency', 'EUR', 'method', 'bank_transfer',
          'reference', null, 'receivedOn', '2026-11-25'), ${meta}
      from synth s`;
    await tx`insert into events (stream_id, version, event_id, type, data, metadata)
      select 'reservation-' || s.id, 3, gen_random_uuid(), 'ReservationConfirmed', jsonb_build_object('by', 'deposit'), ${meta}
      from synth s`;
  });
  const rebuild = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/rebuild-cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', LOG_PRETTY: 'off' },
    encoding: 'utf8',
  });
  const m = /(\d+) olay, (\d+) ms \((\d+) olay\/sn\)/.exec(rebuild.stdout);
  const phases = /süreler \(ms\): (.*)/.exec(rebuild.stdout)?.[1] ?? '';
  if (process.env.BENCH_REBUILD_LOG) console.error(rebuild.stderr);
  if (!m) throw new Error(`rebuild failed: ${rebuild.stdout} ${rebuild.stderr}`);

  report('Reservations (2 cores shared by server, PostgreSQL and load generator)', [bookingRow, rawRow], {
    'bookings vs raw insert ceiling': `${Math.round((bookingRow['req/s'] / rawRow['req/s']) * 100)}% (target ≥ 25%, p99 ≤ 50 ms)`,
    'projection rebuild': `${m[1]} events in ${m[2]} ms = ${m[3]} events/s (target ≥ 50 000/s); ${phases}`,
    'server peak RSS': `${server.peakRssMb()} MB`,
  });
} finally {
  await sql.end({ timeout: 1 });
  await server.stop();
}
