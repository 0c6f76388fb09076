// An anonymous flood of booking requests, as issue 15 measured it (6 338 holds in 12.7 s from one
// client before the limits): one minute from one address, then one minute from 50 addresses
// (X-Forwarded-For behind TRUST_PROXY=on), each against a fresh server with the demo catalog and the
// shipped limits. Prints the holds created, the boat-nights still held an hour later (the flood's
// visitors never pay or confirm), the mails queued and the p99 of the refusals, beside the targets.
// Then 10 000 distinct searches from one address (every one a miss for the answer cache), with a
// visitor from another address searching beside it: what the flood got, and what the visitor waited.
// For each flood, the office's notices: one per hold below the surge threshold, and past it (the flood)
// the alert and the digests only, beside the target (at most 4 an hour during a flood).
// Run: npm run bench -- abuse   (BENCH_SECONDS changes the minute)
import postgres from 'postgres';
import { cpuSeconds, freePort, report, startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONCURRENCY = 10;
/** The shipped defaults, written out so the bench measures them whatever lib.mjs sets for other benches. */
const LIMITS = {
  TRUST_PROXY: 'on',
  HOLD_LIMIT_PER_CLIENT_HOUR: '5',
  HOLD_LIMIT_PER_CONTACT: '2',
  QUOTE_LIMIT_PER_MINUTE: '120',
  SEARCH_LIMIT_PER_MINUTE: '600',
  MAIL_LIMIT_PER_RECIPIENT_DAY: '3',
  MAIL_LIMIT_PER_CLIENT_HOUR: '5',
  HOLD_SURGE_PER_HOUR: '30',
  HOLD_SURGE_OPTION_MINUTES: '30',
  OFFICE_EMAIL: 'ofis@fethiyetekne.test',
};
/** The office's notices of new website holds: one per hold, the flood alert, the flood digest. */
const OFFICE_KINDS = ['reservation_received_office', 'hold_surge_office', 'hold_digest_office'];

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const iso = (d) => d.toISOString().slice(0, 10);

async function flood(addresses) {
  const pgPort = await freePort();
  const server = await startServer({ ...LIMITS, EMBEDDED_PG_PORT: String(pgPort) });
  const sql = postgres(server.superuserUrl(), { max: 2, onnotice: () => {} });
  try {
    // What an attacker can see on the site: every boat for rent and the days it has prices for.
    const periods = await sql`
      select b.slug, greatest(lower(p.period), current_date + 1) as start_date, upper(p.period) - 1 as end_date
      from boat_prices p join boats b on b.id = p.boat_id
      where b.active and b.for_rent and upper(p.period) > current_date + 9`;
    const [season] = await sql`
      select coalesce(sum(upper(p.period) - greatest(lower(p.period), current_date)), 0)::int as nights
      from boat_prices p join boats b on b.id = p.boat_id where b.active and b.for_rent and upper(p.period) > current_date`;
    const [{ t0 }] = await sql`select now() as t0`;
    const statuses = new Map();
    const refusals = [];
    let n = 0;
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          const i = n++;
          const p = periods[Math.floor(Math.random() * periods.length)];
          const span = (new Date(p.end_date) - new Date(p.start_date)) / 86_400_000 - 7;
          const start = new Date(
            new Date(p.start_date).getTime() + Math.floor(Math.random() * Math.max(1, span)) * 86_400_000,
          );
          const nights = 1 + Math.floor(Math.random() * 7);
          const body = {
            boatSlug: p.slug,
            start: iso(start),
            end: iso(new Date(start.getTime() + nights * 86_400_000)),
            guests: 2,
            customer: {
              name: `Sel ${i}`,
              email: `sel${i}@example.com`,
              phone: `+90 5${String(100_000_000 + i).slice(-9)}`,
            },
          };
          const t = performance.now();
          const res = await fetch(`${server.url}/v1/reservations`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.18.${Math.floor((i % addresses) / 250)}.${1 + ((i % addresses) % 250)}`,
            },
            body: JSON.stringify(body),
          });
          await res.arrayBuffer();
          const ms = performance.now() - t;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 429) refusals.push(ms);
        }
      }),
    );
    const [{ t1 }] = await sql`select now() as t1`;
    // Let the mail reactor catch up with the last holds.
    await new Promise((r) => setTimeout(r, 2000));
    const [holds] =
      await sql`select count(*)::int as n from reservations where channel = 'website' and created_at >= ${t0}`;
    const [shortHolds] =
      await sql`select count(*)::int as n from reservations where channel = 'website' and created_at >= ${t0} and option_until < created_at + interval '1 hour'`;
    // An hour after the flood, with no payment and no confirmation: what still holds dates.
    const [held] = await sql`
      select coalesce(sum(end_date - start_date), 0)::int as nights from reservations
      where channel = 'website' and created_at >= ${t0} and status = 'option' and option_until > ${t1}::timestamptz + interval '1 hour'`;
    const mails = await sql`
      select kind, count(*) filter (where status <> 'skipped')::int as queued, count(*) filter (where status = 'skipped')::int as skipped
      from outbox_mails where created_at >= ${t0} group by kind order by kind`;
    // The flood, as the office sees it: from the first short (past the threshold) hold to the last.
    const [span] = await sql`
      select min(created_at) as first, max(created_at) as last from reservations
      where channel = 'website' and created_at >= ${t0} and option_until < created_at + interval '1 hour'`;
    const [office] = await sql`
      select
        count(*) filter (where o.kind = 'reservation_received_office' and o.status <> 'skipped' and not coalesce(r.short, false))::int as before,
        count(*) filter (where o.kind = 'reservation_received_office' and o.status <> 'skipped' and r.short)::int as per_hold,
        count(*) filter (where o.kind = 'reservation_received_office' and o.status = 'skipped' and r.short)::int as held_back,
        count(*) filter (where o.kind = 'hold_surge_office' and o.status <> 'skipped')::int as alerts,
        count(*) filter (where o.kind = 'hold_digest_office' and o.status <> 'skipped')::int as digests
      from outbox_mails o
      left join lateral (
        select x.option_until < x.created_at + interval '1 hour' as short from reservations x where x.id = o.reservation_id
      ) r on true
      where o.created_at >= ${t0} and o.kind = any(${OFFICE_KINDS})`;
    const floodMinutes = span.first ? Math.max(1, (span.last - span.first) / 60_000) : 0;
    refusals.sort((a, b) => a - b);
    return {
      attempts: n,
      statuses: Object.fromEntries([...statuses].sort()),
      office: { ...office, duringFlood: office.per_hold + office.alerts + office.digests, floodMinutes },
      holds: holds.n,
      shortHolds: shortHolds.n,
      heldNights: held.nights,
      seasonNights: season.nights,
      mails,
      refusalP50: pct(refusals, 50),
      refusalP99: pct(refusals, 99),
    };
  } finally {
    await sql.end();
    await server.stop();
  }
}

/** 10 000 distinct listing and typeahead searches from one address, and another visitor's searches meanwhile. */
async function searchFlood() {
  const server = await startServer({ ...LIMITS, EMBEDDED_PG_PORT: String(await freePort()) });
  try {
    const statuses = new Map();
    const refusals = [];
    const visitor = [];
    let n = 0;
    let done = false;
    const wall = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    const flooding = Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (n < 10_000) {
          const i = n++;
          const path =
            i % 4 === 3
              ? `/v1/search/input?searchString=${encodeURIComponent(`ka${i}`)}`
              : `/v1/searchboats?currency=TL&guests=${1 + (i % 12)}&skip=${20 * Math.floor(i / 12)}`;
          const t = performance.now();
          const res = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': '198.18.200.1' } });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 429) refusals.push(performance.now() - t);
        }
      }),
    ).then(() => (done = true));
    // Another visitor meanwhile: one distinct search every 100 ms.
    for (let j = 0; !done; j++) {
      const t = performance.now();
      const res = await fetch(`${server.url}/v1/searchboats?currency=EURO&cabins=${1 + (j % 5)}&skip=${20 * j}`, {
        headers: { 'x-forwarded-for': '198.18.201.1' },
      });
      await res.arrayBuffer();
      visitor.push({ ms: performance.now() - t, status: res.status });
      await new Promise((r) => setTimeout(r, 100));
    }
    await flooding;
    const cpuS = cpuSeconds(server.pid) - cpuBefore;
    refusals.sort((a, b) => a - b);
    const visitorMs = visitor.map((v) => v.ms).sort((a, b) => a - b);
    return {
      attempts: n,
      statuses: Object.fromEntries([...statuses].sort()),
      wallS: (performance.now() - wall) / 1000,
      serverCpuS: cpuS,
      refusalP50: pct(refusals, 50),
      refusalP99: pct(refusals, 99),
      visitorP50: pct(visitorMs, 50),
      visitorP99: pct(visitorMs, 99),
      visitorOk: visitor.every((v) => v.status === 200),
      visitorCount: visitor.length,
    };
  } finally {
    await server.stop();
  }
}

const one = await flood(1);
const many = await flood(50);
const share = (r) => (100 * r.heldNights) / r.seasonNights;
const mailText = (r) =>
  r.mails.map((m) => `${m.kind} ${m.queued}${m.skipped ? ` (+${m.skipped} not sent)` : ''}`).join(', ') || 'none';

report(
  `abuse: ${SECONDS} s of booking requests, ${CONCURRENCY} at a time, shipped limits (${new Date().toISOString()})`,
  [
    {
      flood: 'one address',
      attempts: one.attempts,
      answers: JSON.stringify(one.statuses),
      'holds created': one.holds,
      'boat-nights held after 1 h': `${one.heldNights} of ${one.seasonNights} (${share(one).toFixed(2)}%)`,
      'refusal p50 / p99 ms': `${one.refusalP50.toFixed(1)} / ${one.refusalP99.toFixed(1)}`,
      target: 'holds ≤ 5',
      met: one.holds <= 5 ? 'yes' : 'NO',
    },
    {
      flood: '50 addresses',
      attempts: many.attempts,
      answers: JSON.stringify(many.statuses),
      'holds created': `${many.holds} (${many.shortHolds} short)`,
      'boat-nights held after 1 h': `${many.heldNights} of ${many.seasonNights} (${share(many).toFixed(2)}%)`,
      'refusal p50 / p99 ms': `${many.refusalP50.toFixed(1)} / ${many.refusalP99.toFixed(1)}`,
      target: 'held after 1 h ≤ 10% of the season',
      met: share(many) <= 10 ? 'yes' : 'NO',
    },
  ],
);
// Past the threshold the office gets the alert, then a digest at most every 15 minutes (4 an hour in all).
const officeRow = (name, r) => {
  const o = r.office;
  const allowed = Math.max(1, Math.ceil((4 * o.floodMinutes) / 60));
  return {
    flood: name,
    'per-hold notices below the threshold': o.before,
    'flood length min': o.floodMinutes.toFixed(1),
    'office notices during the flood': `${o.duringFlood} (alert ${o.alerts}, digests ${o.digests}, per hold ${o.per_hold}; ${o.held_back} held for the digest)`,
    target: '≤ 4 an hour during a flood',
    met: o.duringFlood <= allowed ? 'yes' : 'NO',
  };
};
report(
  `abuse: the office's notices of new website holds (OFFICE_EMAIL set, surge threshold ${LIMITS.HOLD_SURGE_PER_HOUR}/h)`,
  [officeRow('one address', one), officeRow('50 addresses', many)],
);
const searches = await searchFlood();
report(`abuse: 10 000 distinct searches from one address, ${CONCURRENCY} at a time, shipped limits`, [
  {
    flood: 'one address, searches',
    attempts: searches.attempts,
    answers: JSON.stringify(searches.statuses),
    'server CPU (node) s': `${searches.serverCpuS.toFixed(1)} in ${searches.wallS.toFixed(1)} s`,
    'refusal p50 / p99 ms': `${searches.refusalP50.toFixed(1)} / ${searches.refusalP99.toFixed(1)}`,
    'other visitor p50 / p99 ms': `${searches.visitorP50.toFixed(1)} / ${searches.visitorP99.toFixed(1)} (${searches.visitorCount} searches${searches.visitorOk ? ', all 200' : ', NOT all 200'})`,
    target: 'answered ≤ 600 a minute (2 windows at most)',
    met: (searches.statuses[200] ?? 0) <= 1200 && searches.visitorOk ? 'yes' : 'NO',
  },
]);
console.log(`mails, one address: ${mailText(one)}`);
console.log(`mails, 50 addresses: ${mailText(many)}`);
