// Webhooks while bookings flow (issue 39 point 4; target: a booking's webhook delivered within 2 s at 50
// bookings/s). Starts the real server (API and jobs in one process, as `npm start`) on a fresh embedded
// PostgreSQL, a webhook receiver on loopback in this process (node:http, answering 200 and noting when each
// delivery arrives), registers one endpoint for every event type (a booking makes two deliveries:
// reservation.created and availability.changed), then:
//   0. the same bookings with no endpoint registered, for half as long (what bookings cost here alone), and
//      again at the end with the endpoint stopped (how far the machine drifted meanwhile);
//   1. the same-run baseline: bare signed POSTs from this process to the same receiver, one at a time
//      (latency) and 16 at once (throughput): the floor any delivery stands on here;
//   2. BENCH_RATE (50) website bookings a second for BENCH_SECONDS (20), each on a boat and week of its own,
//      sent on a fixed schedule whatever the answers (open loop); for each, the time from its 201 until
//      its reservation.created reaches the receiver; deliveries per second while they flow; the drain.
// Afterwards every booking's two deliveries must have arrived exactly once, each lane (a reservation, a
// boat's availability) in the order the dispatcher wrote it, and every delivery be `delivered` in the log.
// Run: npm run bench -- webhooks   (BENCH_RATE=20 BENCH_SECONDS=10 for a shorter run)
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import postgres from 'postgres';
import { cpuSeconds, freePort, login, report, seedBookableBoats, startServer } from './lib.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BOATS = 200;
const TARGET_LAG_S = 2;
const TYPES = [
  'reservation.created',
  'reservation.option_expired',
  'reservation.deposit_recorded',
  'reservation.confirmed',
  'reservation.cancelled',
  'reservation.changed',
  'availability.changed',
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (x) => `${Math.round(x)} ms`;
const s2 = (x) => `${(x / 1000).toFixed(2)} s`;

/** The receiver: every delivery with its arrival time (performance.now()), keyed by webhook-id. */
async function startReceiver() {
  const arrivals = [];
  const byId = new Map();
  const waiters = new Map();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString('utf8');
      const id = req.headers['webhook-id'];
      if (req.url === '/bare') return res.writeHead(200).end();
      const payload = JSON.parse(body);
      arrivals.push({ id, at, payload });
      byId.set(id, (byId.get(id) ?? 0) + 1);
      if (payload.type === 'reservation.created') waiters.get(payload.data.reservationId)?.(at);
      res.writeHead(200).end();
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    arrivals,
    byId,
    /** Resolves with the arrival time of the reservation's reservation.created. */
    createdOf(reservationId) {
      const seen = arrivals.find(
        (a) => a.payload.type === 'reservation.created' && a.payload.data.reservationId === reservationId,
      );
      if (seen) return Promise.resolve(seen.at);
      return new Promise((resolve) => waiters.set(reservationId, resolve));
    },
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

const receiver = await startReceiver();
const server = await startServer({
  EMBEDDED_PG_PORT: String(await freePort()),
  DEMO_DATA: 'off',
  // The receiver is on loopback.
  WEBHOOK_ALLOW_PRIVATE_HOSTS: 'on',
});
const sql = postgres(server.superuserUrl(), { max: 2, onnotice: () => {} });

try {
  await seedBookableBoats(sql, BOATS);
  // Bookings on a fixed schedule (open loop), each on a boat and week of its own; `webhook` waits for its
  // reservation.created at the receiver.
  const book = async (i, webhook) => {
    const boat = 1 + (i % BOATS);
    const week = Math.floor(i / BOATS);
    const day = (n) => new Date(Date.UTC(2027, 0, 4) + (week * 7 + n) * 86_400_000).toISOString().slice(0, 10);
    const t = performance.now();
    const res = await fetch(`${server.url}/v1/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        boatSlug: `bench-${boat}`,
        start: day(0),
        end: day(3),
        guests: 4,
        currency: 'EURO',
        customer: {
          name: `Webhook ${i}`,
          email: `w${i}@example.com`,
          phone: `+90 555 ${String(1_000_000 + i).slice(-6, -3)} ${String(1_000_000 + i).slice(-3)} 00`,
        },
      }),
    });
    const answered = performance.now();
    if (res.status !== 201) throw new Error(`booking ${i}: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()).content;
    const arrived = webhook ? await receiver.createdOf(id) : NaN;
    return { i, id, t, answered, arrived };
  };
  const flow = async (from, count, webhook) => {
    const start = performance.now();
    const running = [];
    for (let k = 0; k < count; k++) {
      const wait = start + (k * 1000) / RATE - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      running.push(book(from + k, webhook));
    }
    const sent = performance.now();
    return { start, sent, bookings: await Promise.all(running) };
  };

  // 0. The same bookings with no endpoint registered: what the bookings cost here without webhooks.
  const plain = await flow(0, Math.round((RATE * SECONDS) / 2), false);
  const plainMs = plain.bookings.map((b) => b.answered - b.t).sort((a, b) => a - b);

  const token = await login(server.url);
  const created = await fetch(`${server.url}/v1/admin/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: receiver.url('/hooks'), eventTypes: TYPES, description: 'bench' }),
  });
  if (created.status !== 201) throw new Error(`endpoint: ${created.status} ${await created.text()}`);
  const { endpoint, secret } = (await created.json()).content;

  // 1. The same-run baseline: a bare signed POST to the same receiver.
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const bare = async () => {
    const body = JSON.stringify({
      type: 'availability.changed',
      timestamp: new Date().toISOString(),
      data: { boatId: 1, ranges: [] },
    });
    const id = randomBytes(16).toString('hex');
    const ts = Math.floor(Date.now() / 1000);
    const t = performance.now();
    const res = await fetch(receiver.url('/bare'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(ts),
        'webhook-signature': `v1,${createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest('base64')}`,
      },
      body,
    });
    await res.arrayBuffer();
    return performance.now() - t;
  };
  for (let i = 0; i < 50; i++) await bare();
  const bareLatency = [];
  for (let i = 0; i < 500; i++) bareLatency.push(await bare());
  bareLatency.sort((a, b) => a - b);
  let bareCount = 0;
  const bareUntil = performance.now() + 3000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (performance.now() < bareUntil) {
        await bare();
        bareCount++;
      }
    }),
  );
  const bareRate = bareCount / 3;

  // 2. Bookings with the endpoint registered.
  const total = RATE * SECONDS;
  const cpu0 = cpuSeconds(server.pid);
  const { start, sent, bookings } = await flow(plain.bookings.length, total, true);
  // The drain: until every booking's two deliveries have arrived.
  const deadline = Date.now() + 120_000;
  while (receiver.arrivals.length < total * 2) {
    if (Date.now() > deadline)
      throw new Error(`${receiver.arrivals.length} of ${total * 2} deliveries after 2 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const drained = performance.now();
  const cpu = cpuSeconds(server.pid) - cpu0;

  // 3. The endpoint stopped, the same bookings again: the machine's drift over the run shows beside phase 0.
  const stopped = await fetch(`${server.url}/v1/admin/webhooks/${endpoint.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: endpoint.url, eventTypes: TYPES, description: 'bench', enabled: false }),
  });
  if (stopped.status !== 200) throw new Error(`stop: ${stopped.status} ${await stopped.text()}`);
  const after = await flow(plain.bookings.length + total, plain.bookings.length, false);
  const afterMs = after.bookings.map((b) => b.answered - b.t).sort((a, b) => a - b);

  const lags = bookings.map((b) => b.arrived - b.answered).sort((a, b) => a - b);
  const bookingMs = bookings.map((b) => b.answered - b.t).sort((a, b) => a - b);
  // Deliveries keep up when they arrive as fast as bookings are answered (two each): both rates over
  // their own span, first to last, so a slow booking answer is not counted against the webhooks.
  const span = (times) => (Math.max(...times) - Math.min(...times)) / 1000;
  const deliveryRate = receiver.arrivals.length / span(receiver.arrivals.map((a) => a.at));
  const bookingRate = (2 * bookings.length) / span(bookings.map((b) => b.answered));
  const duplicates = [...receiver.byId.values()].filter((n) => n > 1).length;
  // In order per lane: each lane's arrivals follow the order the dispatcher wrote them in (`seq`, which
  // follows the log's commit order; a boat's bookings may commit in another order than they were sent).
  const seqs = new Map(
    (await sql`select message_id, seq, lane from webhook_deliveries where endpoint_id = ${endpoint.id}`).map((r) => [
      r.message_id,
      r,
    ]),
  );
  const lanes = new Map();
  for (const a of receiver.arrivals) {
    const row = seqs.get(a.id);
    if (row) lanes.set(row.lane, [...(lanes.get(row.lane) ?? []), Number(row.seq)]);
  }
  const outOfOrder = [...lanes.values()].filter((list) => list.some((q, k) => k > 0 && q < list[k - 1])).length;
  await new Promise((r) => setTimeout(r, 500));
  const [log] = await sql`
    select count(*) filter (where status = 'delivered')::int as delivered, count(*)::int as all
    from webhook_deliveries where endpoint_id = ${endpoint.id}`;

  const p99 = quantile(lags, 0.99);
  report(
    `webhooks: ${total} website bookings at ${RATE}/s on ${BOATS} boats, one endpoint for every type on loopback (${new Date().toISOString()})`,
    [
      {
        figure: "a booking's reservation.created, from its 201 to the receiver",
        value: `p50 ${ms(quantile(lags, 0.5))}, p95 ${ms(quantile(lags, 0.95))}, p99 ${ms(p99)}, max ${ms(lags.at(-1))}`,
        target: `≤ ${TARGET_LAG_S} s`,
        met: p99 <= TARGET_LAG_S * 1000 ? (lags.at(-1) <= TARGET_LAG_S * 1000 ? 'yes' : 'p99 yes, max NO') : 'NO',
      },
      {
        figure: 'deliveries while bookings flow (first to last arrival)',
        value: `${deliveryRate.toFixed(1)}/s; all ${total * 2} in ${s2(drained - start)}, ${s2(drained - sent)} after the last booking was sent`,
        target: `≥ bookings answered × 2 (${bookingRate.toFixed(1)}/s)`,
        met: deliveryRate >= bookingRate * 0.95 ? 'yes' : 'NO',
      },
      {
        figure: 'baseline: a bare signed POST to the same receiver',
        value: `p50 ${quantile(bareLatency, 0.5).toFixed(2)} ms, p99 ${quantile(bareLatency, 0.99).toFixed(2)} ms one at a time; ${Math.round(bareRate)}/s 16 at once`,
        target: '—',
        met: '—',
      },
      {
        figure: 'bookings, answered (with the endpoint)',
        value: `${(total / ((sent - start) / 1000)).toFixed(1)}/s sent; p50 ${ms(quantile(bookingMs, 0.5))}, p99 ${ms(quantile(bookingMs, 0.99))}`,
        target: '—',
        met: '—',
      },
      {
        figure: 'baseline: the same bookings with no endpoint (before; after, endpoint stopped)',
        value: `${plain.bookings.length} at ${RATE}/s each: p50 ${ms(quantile(plainMs, 0.5))}, p99 ${ms(quantile(plainMs, 0.99))}; after: p50 ${ms(quantile(afterMs, 0.5))}, p99 ${ms(quantile(afterMs, 0.99))}`,
        target: '—',
        met: '—',
      },
    ],
  );
  console.log(
    `server CPU ${cpu.toFixed(1)} s over the run (${((cpu * 1000) / total).toFixed(1)} ms a booking with its two deliveries); peak RSS ${server.peakRssMb()} MB`,
  );
  console.log(
    `deliveries: ${receiver.arrivals.length} received, ${duplicates} received twice, ${outOfOrder} of ${lanes.size} lanes (reservations, boats) out of order; log: ${log.delivered} of ${log.all} delivered`,
  );
  if (duplicates > 0 || outOfOrder > 0 || log.delivered !== total * 2) process.exitCode = 1;
} finally {
  await sql.end();
  await server.stop();
  await receiver.stop();
}
