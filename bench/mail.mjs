// Mail at speed (issue 17 point 3: 49 mails in 96 s against a local SMTP server). Starts the real
// server on a fresh embedded PostgreSQL with SMTP_URL pointing at an SMTP sink this script runs on
// loopback (the smtp-server package, counting what arrives), then:
//   1. a booking's mail with nothing else queued (the idle latency);
//   2. a backlog of BENCH_MAILS (10 000) bulk mails (contact-form copies), written as the app writes
//      them: queued outbox rows, then their `mail.send` jobs through pg-boss's own insert with the row
//      id as job id; the time until the sink has every one of them, and mails/s;
//   3. while that backlog drains, a booking through the API every few seconds: the time from the
//      request until its customer mail reaches the sink.
// Afterwards every backlog mail must have arrived exactly once and be `sent` in the outbox.
// Run: npm run bench -- mail   (BENCH_MAILS=2000 for a shorter run)
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { cpuSeconds, freePort, report, seedBookableBoats, startServer } from './lib.mjs';

const BACKLOG = Number(process.env.BENCH_MAILS ?? 10_000);
const BOOKING_EVERY_MS = 3_000;
const OFFICE = 'ofis@example.com';
const TARGET_RATE = 20;
const TARGET_DRAIN_S = 600;
const TARGET_LATENCY_S = 5;

/** The sink: every message's envelope recipients and arrival time. */
async function startSink() {
  const arrivals = new Map(); // recipient -> arrival times (ms, performance.now())
  const waiters = [];
  let messages = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        const at = performance.now();
        messages++;
        for (const { address } of session.envelope.rcptTo) {
          const list = arrivals.get(address) ?? [];
          list.push(at);
          arrivals.set(address, list);
        }
        for (const w of [...waiters]) if (arrivals.has(w.address)) w.resolve(arrivals.get(w.address)[0]);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    get messages() {
      return messages;
    },
    /** Resolves with the arrival time of the first mail to `address`. */
    arrivalOf(address, timeoutMs = 120_000) {
      if (arrivals.has(address)) return Promise.resolve(arrivals.get(address)[0]);
      return new Promise((resolve, reject) => {
        const w = { address, resolve: (t) => (clearTimeout(timer), waiters.splice(waiters.indexOf(w), 1), resolve(t)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(w), 1);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(w);
      });
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const sink = await startSink();
const pgPort = await freePort();
const server = await startServer({
  EMBEDDED_PG_PORT: String(pgPort),
  DEMO_DATA: 'off',
  SMTP_URL: sink.url,
  OFFICE_EMAIL: OFFICE,
});
const dbUrl = server.superuserUrl();
const sql = postgres(dbUrl, { max: 4, onnotice: () => {} });
const boss = new PgBoss({
  connectionString: dbUrl,
  schema: 'pgboss',
  migrate: false,
  supervise: false,
  schedule: false,
  max: 2,
});
boss.on('error', () => {});
const backlogAddress = (i) => `toplu-${i}@example.com`;
const backlogArrived = () => {
  let n = 0;
  for (let i = 0; i < BACKLOG; i++) if (sink.arrivals.has(backlogAddress(i))) n++;
  return n;
};

try {
  await seedBookableBoats(sql, 20);
  await boss.start();

  let bookings = 0;
  /** A website booking; resolves with the seconds until its customer mail reached the sink. */
  const book = async () => {
    const i = bookings++;
    const start = new Date(Date.UTC(2027, 0, 1) + Math.floor(i / 20) * 4 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 0, 1) + (Math.floor(i / 20) * 4 + 2) * 86_400_000).toISOString().slice(0, 10);
    const email = `gecikme-${i}@example.com`;
    const t = performance.now();
    const res = await fetch(`${server.url}/v1/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        boatSlug: `bench-${1 + (i % 20)}`,
        start,
        end,
        guests: 4,
        currency: 'EURO',
        customer: { name: `Gecikme ${i}`, email, phone: '+90 555 000 00 00' },
      }),
    });
    if (!res.ok) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
    const arrived = await sink.arrivalOf(email);
    return { seconds: (arrived - t) / 1000, backlogLeft: BACKLOG - backlogArrived() };
  };

  // 1. Idle: one booking, nothing else queued (also opens the pool's connections).
  const idle = [];
  for (let k = 0; k < 3; k++) idle.push((await book()).seconds);

  // 2. The backlog: rows as the contact form writes them (bulk, queued, job id = row id) ...
  const body = `<p>Sayın Toplu Gönderim,</p><p>Mesajınızı aldık; en kısa sürede size dönüş yapacağız.</p><p>${'Ağustos ayı için on kişilik bir gulet arıyoruz; fiyat ve müsaitlik bilgisi rica ederiz. '.repeat(8)}</p>`;
  const ids = Array.from({ length: BACKLOG }, () => randomUUID());
  await sql`
    insert into outbox_mails (id, event_id, kind, reservation_id, recipient, bcc, subject, html, text, status, message_id, job_id, bulk)
    select id, gen_random_uuid(), 'contact_copy', null, 'toplu-' || (n - 1) || '@example.com', ${OFFICE},
           'Mesajınızı aldık: Toplu ' || (n - 1), ${body}, ${body.replace(/<[^>]+>/g, ' ')}, 'queued', '<' || id || '.contact_copy@fethiyetekne>', id, true
    from unnest(${ids}::uuid[]) with ordinality as t(id, n)`;
  // ... and their jobs, through pg-boss's insert as the app's queue does it (priority 0: bulk).
  const cpu0 = cpuSeconds(server.pid);
  const t0 = performance.now();
  await boss.insert(ids.map((id) => ({ id, name: 'mail.send', data: { outboxId: id }, priority: 0 })));
  const inserted = (performance.now() - t0) / 1000;

  // 3. While it drains: a booking every few seconds, its mail timed to the sink.
  const during = [];
  const sampling = (async () => {
    while (backlogArrived() < BACKLOG * 0.9) {
      await new Promise((r) => setTimeout(r, BOOKING_EVERY_MS));
      if (backlogArrived() >= BACKLOG * 0.9) break;
      during.push(await book());
    }
  })();

  const deadline = Date.now() + 30 * 60_000;
  let tenth, ninetieth;
  while (backlogArrived() < BACKLOG) {
    if (Date.now() > deadline) throw new Error(`backlog not drained in 30 minutes: ${backlogArrived()} of ${BACKLOG}`);
    const n = backlogArrived();
    if (!tenth && n >= BACKLOG * 0.1) tenth = { n, t: performance.now() };
    if (!ninetieth && n >= BACKLOG * 0.9) ninetieth = { n, t: performance.now() };
    await new Promise((r) => setTimeout(r, 100));
  }
  const last = Math.max(...ids.map((_, i) => sink.arrivals.get(backlogAddress(i))[0]));
  const drainSeconds = (last - t0) / 1000;
  const cpu = cpuSeconds(server.pid) - cpu0;
  await sampling;

  // Every backlog mail exactly once, and `sent` in the outbox.
  await new Promise((r) => setTimeout(r, 2000));
  let duplicates = 0;
  for (let i = 0; i < BACKLOG; i++) if (sink.arrivals.get(backlogAddress(i)).length > 1) duplicates++;
  const statuses =
    await sql`select status, count(*)::int as n from outbox_mails where kind = 'contact_copy' group by status order by status`;
  const sentRows = statuses.find((s) => s.status === 'sent')?.n ?? 0;

  const rate = BACKLOG / drainSeconds;
  const steady = tenth && ninetieth ? (ninetieth.n - tenth.n) / ((ninetieth.t - tenth.t) / 1000) : rate;
  const projected = 10_000 / rate;
  const latencies = during.map((d) => d.seconds).sort((a, b) => a - b);
  const worst = latencies.at(-1) ?? NaN;
  const median = latencies[Math.floor(latencies.length / 2)] ?? NaN;
  report(
    `mail: ${BACKLOG} bulk mails to a local SMTP sink, MAIL_CONNECTIONS / MAIL_BATCH_SIZE at their defaults (${new Date().toISOString()})`,
    [
      {
        figure: 'throughput (whole drain)',
        value: `${rate.toFixed(1)} mails/s (steady 10–90%: ${steady.toFixed(1)}/s)`,
        target: `≥ ${TARGET_RATE} mails/s`,
        met: rate >= TARGET_RATE ? 'yes' : 'NO',
      },
      {
        figure: `drain of ${BACKLOG}`,
        value: `${drainSeconds.toFixed(1)} s${BACKLOG === 10_000 ? '' : ` (10 000 at this rate: ${projected.toFixed(0)} s)`}`,
        target: `10 000 in ≤ ${TARGET_DRAIN_S} s`,
        met: (BACKLOG === 10_000 ? drainSeconds : projected) <= TARGET_DRAIN_S ? 'yes' : 'NO',
      },
      {
        figure: `a booking's mail during the drain (${latencies.length} bookings)`,
        value: `median ${median.toFixed(2)} s, worst ${worst.toFixed(2)} s; backlog still waiting then: ${during.map((d) => d.backlogLeft).join(', ')}`,
        target: `≤ ${TARGET_LATENCY_S} s`,
        met: latencies.length > 0 && worst <= TARGET_LATENCY_S ? 'yes' : 'NO',
      },
      {
        figure: "a booking's mail, nothing queued",
        value: idle.map((s) => `${s.toFixed(2)} s`).join(', '),
        target: '—',
        met: '—',
      },
    ],
  );
  console.log(
    `jobs inserted in ${inserted.toFixed(2)} s; server CPU ${cpu.toFixed(1)} s for the drain (${((cpu * 1000) / BACKLOG).toFixed(2)} ms a mail); peak RSS ${server.peakRssMb()} MB`,
  );
  console.log(
    `backlog: ${sentRows} of ${BACKLOG} rows sent (${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}); ${duplicates} received twice; sink messages in all ${sink.messages}`,
  );
  if (sentRows !== BACKLOG || duplicates > 0) process.exitCode = 1;
} finally {
  await boss.stop({ graceful: false, wait: true }).catch(() => {});
  await sql.end();
  await server.stop();
  await sink.stop();
}
