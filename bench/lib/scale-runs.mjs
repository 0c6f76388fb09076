// bench/scale.mjs's runs: autocannon over a rotation, a same-bytes server, the built rebuild CLI, the post-rebuild check.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, freePort, ROOT } from '../lib.mjs';
import { SECONDS, CONNECTIONS } from './scale-common.mjs';

/** One autocannon run over `paths` taken in turn across all connections (a URL comes back every paths.length requests). */
export async function run(url, paths, { connections = CONNECTIONS, seconds = SECONDS, headers = {}, pid } = {}) {
  let i = 0;
  const cpu0 = pid ? cpuSeconds(pid) : 0;
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    bad: r.errors + r.timeouts + r.non2xx,
    cpuUs: pid ? Math.round(((cpuSeconds(pid) - cpu0) * 1e6) / Math.max(1, r.requests.total)) : undefined,
  };
}

/** An answer's headers that a same-bytes server repeats (not those of the connection or the moment). */
export const headersOf = (res) =>
  Object.fromEntries(
    [...res.headers].filter(
      ([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id'].includes(k),
    ),
  );

/** A file holding an answer's body and headers for `startSameBytes`. */
export function sameBytesFile(body, headers) {
  const file = join(tmpdir(), `scale-same-bytes-${process.pid}-${body.length}.json`);
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  return file;
}

/** A bare Fastify in its own process answering every GET with the bytes and headers in `file` (then removed). */
export async function startSameBytes(file) {
  const port = await freePort();
  const code = `
    const { readFileSync } = require('node:fs');
    const { headers, body } = JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'));
    const bytes = Buffer.from(body, 'base64');
    const app = require('fastify')();
    app.get('/*', (req, reply) => { reply.headers(headers).send(bytes); });
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', code], { cwd: join(ROOT, 'server'), stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let t = 0; t < 100; t++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  rmSync(file);
  return { url, pid: child.pid, stop: () => child.kill() };
}

/** The projection rebuild as `npm run projections:rebuild` runs it (the built CLI), with its peak RSS. */
export function rebuild(dbUrl) {
  return new Promise((resolve, reject) => {
    const peak =
      'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxrss-kb "+process.resourceUsage().maxRSS+"\\n"))';
    // The flags of server/package.json's projections:rebuild script.
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=256', '--import', peak, 'server/dist/rebuild-cli.js'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', LOG_PRETTY: 'off' },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      const m = /(\d+) olay, (\d+) ms/.exec(out);
      const rss = /maxrss-kb (\d+)/.exec(err);
      if (code !== 0 || !m) return reject(new Error(`rebuild failed (${code}): ${out} ${err}`));
      resolve({
        events: Number(m[1]),
        ms: Number(m[2]),
        eventsPerSecond: Math.round((Number(m[1]) / Number(m[2])) * 1000),
        peakRssMb: rss ? Math.round(Number(rss[1]) / 1024) : NaN,
        phases: /süreler \(ms\): (.*)/.exec(out)?.[1] ?? '',
      });
    });
  });
}

/** After the rebuild: sample reservations read through the API as they were seeded, and their occupancy rows. */
export async function verify(sql, url, token) {
  const sample = await sql`
    select distinct on (kind, balance_paid) id, reference, kind, exp_status, exp_paid::int, total::int, deposit::int, boat_id, start_d::text
    from bench_reservations order by kind, balance_paid, n`;
  const problems = [];
  for (const s of sample) {
    const r = await fetch(`${url}/v1/admin/reservations/${s.id}`, { headers: { authorization: `Bearer ${token}` } });
    if (!r.ok) {
      problems.push(`${s.reference}: HTTP ${r.status}`);
      continue;
    }
    const c = (await r.json()).content;
    const want = {
      reference: s.reference,
      status: s.expStatus,
      total: s.total,
      deposit: s.deposit,
      paid: s.expPaid,
      start: s.startD,
    };
    const got = {
      reference: c.reference,
      status: c.status,
      total: c.total,
      deposit: c.deposit,
      paid: c.paid,
      start: c.start,
    };
    if (JSON.stringify(want) !== JSON.stringify(got))
      problems.push(`${s.kind}: want ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
  const [counts] = await sql`
    select (select count(*)::int from bench_reservations) as seeded,
           (select count(*)::int from reservations) as reservations,
           (select count(*)::int from bench_reservations where exp_status <> 'cancelled') as active_expected,
           (select count(*)::int from occupancy where source = 'reservation' and active) as active_occupancy,
           (select count(*)::int from occupancy where source = 'reservation') as occupancy,
           (select count(*)::int from bench_reservations b join reservations r on r.id = b.id
              where r.status <> b.exp_status or r.paid_minor <> b.exp_paid) as mismatched`;
  if (counts.reservations !== counts.seeded)
    problems.push(`reservations ${counts.reservations} ≠ seeded ${counts.seeded}`);
  if (counts.occupancy !== counts.seeded) problems.push(`occupancy rows ${counts.occupancy} ≠ seeded ${counts.seeded}`);
  if (counts.activeOccupancy !== counts.activeExpected)
    problems.push(`active occupancy ${counts.activeOccupancy} ≠ ${counts.activeExpected}`);
  if (counts.mismatched)
    problems.push(`${counts.mismatched} reservations with another status or paid amount than seeded`);
  return { sampled: sample.length, problems, counts };
}
