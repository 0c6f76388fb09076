// The office's fleet grid (GET /v1/admin/occupancy/grid and the "Filo" view of /dashboard/occupancy) at
// 500 boats with a season of bookings: the API's p99 for a 90-day window (all boats, and filtered), and in
// Chromium the page's time to render that window (from the grid answer's arrival to the first frame
// painted with its rows, and from navigation), the longest main-thread task of a Chromium trace, and the
// frames while the grid scrolls from top to bottom. Each figure is printed beside its target.
//   Seeding: the bench catalog (seed-catalog.mjs) and reservations in exactly the events the core writes
//   (seed-reservations.mjs: every season week of every boat booked, 3–6 days, over three seasons, the
//   next one included), the real projection rebuild, then manual closings and boat dates through the API.
// Run: npm run bench -- fleet-grid. Knobs: BENCH_FLEET_BOATS=500, BENCH_FLEET_EVENTS_PER_BOAT=270 (about
// every week of three seasons), BENCH_SECONDS=10 (per API run), BENCH_FLEET_RENDERS=5.
/* global document, window, requestAnimationFrame, MutationObserver -- in page.evaluate and init scripts */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import postgres from 'postgres';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../e2e/chromium.mjs';
import { ADMIN, freePort, login, measure, report, ROOT, startServer } from './lib.mjs';
import { loadCatalog } from './seed-catalog.mjs';
import { seasonYears, seedReservations } from './seed-reservations.mjs';

const BOATS = Number(process.env.BENCH_FLEET_BOATS ?? 500);
const EVENTS_PER_BOAT = Number(process.env.BENCH_FLEET_EVENTS_PER_BOAT ?? 270);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RENDERS = Number(process.env.BENCH_FLEET_RENDERS ?? 5);
const DAYS = 90;
const P99_TARGET_MS = 100;
const RENDER_TARGET_MS = 1000;

const log = (...a) => console.error(`[fleet-grid ${new Date().toISOString().slice(11, 19)}]`, ...a);
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const r1 = (x) => Math.round(x * 10) / 10;

/** The projection rebuild as `npm run projections:rebuild` runs it (the built CLI). */
function rebuild(dbUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/dist/rebuild-cli.js'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', LOG_PRETTY: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`rebuild failed (${code}): ${out}`)),
    );
  });
}

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
const sql = postgres(dbUrl, { max: 2, onnotice: () => {}, transform: postgres.camel });
let browser;
try {
  // The catalog and the reservations, then the read models from the log.
  const catalogMs = await loadCatalog(sql, BOATS, { occupancy: false });
  const [admin] =
    await sql`select id, role, first_name || ' ' || last_name as name from users where email = ${ADMIN.email}`;
  const seeded = await seedReservations(sql, { boats: BOATS, events: BOATS * EVENTS_PER_BOAT, admin });
  log(
    `${BOATS} boats (catalog ${catalogMs} ms): ${seeded.events} events of ${seeded.reservations} reservations; rebuilding`,
  );
  log(await rebuild(dbUrl));
  const token = await login(server.url);
  const auth = { authorization: `Bearer ${token}` };

  // The next season's last 90 days: August to the end of October, with a closing or a boat date on
  // one boat in ten after the last charter week (28–29 October).
  const [, , season] = seasonYears();
  const from = `${season}-08-01`;
  const to = addDays(from, DAYS);
  let extra = 0;
  for (let id = 1; id <= BOATS; id += 5) {
    const closing = id % 10 === 1;
    const r = await fetch(`${server.url}/v1/admin/${closing ? 'external' : 'boats/date'}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        boat_id: id,
        start_date: `${season}-10-28`,
        end_date: `${season}-10-29`,
        ...(closing ? { kind: 'maintenance', note: 'Kışlık bakım' } : { note: 'Sahibi kullanıyor' }),
      }),
    });
    if (r.status === 201) extra++;
  }
  await sql`vacuum (analyze) occupancy, reservations, customers, closings, boat_dates, boats`;

  // The answer the page gets: its size and blocks.
  const path = `/v1/admin/occupancy/grid?from=${from}&to=${to}`;
  const one = await fetch(`${server.url}${path}`, { headers: auth });
  if (!one.ok) throw new Error(`${path}: ${one.status} ${await one.text()}`);
  const body = await one.text();
  const grid = JSON.parse(body).content;
  const blocks = grid.boats.reduce((n, b) => n + b.blocks.length, 0);
  log(
    `grid answer: ${grid.boats.length} boats, ${blocks} blocks (${extra} closings and boat dates), ${Math.round(body.length / 1024)} KB`,
  );

  // The API: an office (2 connections), the whole fleet, then the filtered "free for 8 guests" question.
  const filtered = `${path}&guests=8&free_from=${season}-08-10&free_to=${season}-08-17`;
  await measure('warm-up', { url: `${server.url}${path}`, headers: auth, duration: 2, connections: 2 });
  const api = [
    await measure(`90 days, all ${grid.boats.length} boats`, {
      url: `${server.url}${path}`,
      headers: auth,
      duration: SECONDS,
      connections: 2,
    }),
    await measure('90 days, ≥ 8 guests, free 10–17 Aug', {
      url: `${server.url}${filtered}`,
      headers: auth,
      duration: SECONDS,
      connections: 2,
    }),
  ].map((m) => ({ ...m, 'p99 ≤ 100 ms': m['p99 ms'] <= P99_TARGET_MS && m.errors === 0 }));
  report(`GET /v1/admin/occupancy/grid, ${SECONDS} s each, 2 connections`, api, {
    target: `p99 ≤ ${P99_TARGET_MS} ms`,
  });

  // The page: a logged-in office at 1440 px, the grid's 90 days, several fresh loads.
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const session = {
    iat: payload.iat,
    exp: payload.exp,
    id: payload.id,
    token,
    user_role: 'ADMIN',
    user_name: admin.name,
  };
  const chrome = await resolveChromium();
  browser = await chromium.launch({ executablePath: chrome.executablePath, env: chrome.env, args: chrome.args });
  const pageUrl = `${server.url}/dashboard/occupancy?view=filo&from=${from}&days=${DAYS}`;
  const renders = [];
  let trace;
  // Load 0 warms the server's and the browser's caches; loads 1..RENDERS are measured; the last one is traced.
  for (let i = 0; i <= RENDERS + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate((v) => localStorage.setItem('session', JSON.stringify(v)), session);
    // Watches for the grid's first rows and notes the frame that painted them (two animation frames on).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.fg-row')) return;
        observer.disconnect();
        const seen = performance.now();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.__fleetPainted = { seen, painted: performance.now() };
          }),
        );
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const tracing = i === RENDERS + 1;
    if (tracing)
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(pageUrl);
    await page.waitForFunction(() => window.__fleetPainted, null, { timeout: 30_000 });
    const t = await page.evaluate(() => {
      const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/v1/admin/occupancy/grid'));
      return {
        ...window.__fleetPainted,
        answerEnd: answer?.responseEnd ?? NaN,
        rows: document.querySelectorAll('.fg-row').length,
        cells: document.querySelectorAll('.fg-cell').length,
      };
    });
    if (tracing) {
      const events = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const tasks = (events.traceEvents ?? []).filter((e) => e.name === 'RunTask' && e.dur).map((e) => e.dur / 1000);
      // Smoothness: the grid scrolled from top to bottom, 300 px a frame.
      const frames = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const el = document.querySelector('.fg-viewport');
            const times = [];
            let last = performance.now();
            const step = (now) => {
              times.push(now - last);
              last = now;
              if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1 || times.length > 600) return resolve(times);
              el.scrollTop += 300;
              requestAnimationFrame(step);
            };
            requestAnimationFrame(step);
          }),
      );
      frames.shift();
      const sorted = [...frames].sort((a, b) => a - b);
      trace = {
        longestTask: r1(Math.max(0, ...tasks)),
        tasksOver50: tasks.filter((d) => d > 50).length,
        frames: frames.length,
        p95Frame: r1(sorted[Math.floor(sorted.length * 0.95)] ?? NaN),
        maxFrame: r1(sorted.at(-1) ?? NaN),
      };
    } else if (i > 0) {
      renders.push({
        render: t.painted - t.answerEnd,
        fromNavigation: t.painted,
        rows: t.rows,
        cells: t.cells,
      });
    }
    await context.close();
  }
  const rendered = renders.map((r) => r.render);
  report(
    `Chromium, 1440×900: /dashboard/occupancy?view=filo, ${DAYS} days × ${grid.boats.length} boats, ${renders.length} fresh loads`,
    [
      {
        figure: 'render: grid answer → first frame painted with its rows (median / worst ms)',
        value: `${r1(median(rendered))} / ${r1(Math.max(...rendered))}`,
        target: `≤ ${RENDER_TARGET_MS} ms`,
        met: Math.max(...rendered) <= RENDER_TARGET_MS,
      },
      {
        figure: 'navigation start → grid painted (median ms; bundle, session, API and render)',
        value: r1(median(renders.map((r) => r.fromNavigation))),
        target: '—',
        met: '—',
      },
      {
        figure: 'rows / cells in the document (virtualised)',
        value: `${renders[0]?.rows} / ${renders[0]?.cells}`,
        target: `≪ ${grid.boats.length} / ${grid.boats.length * DAYS}`,
        met: (renders[0]?.rows ?? Infinity) < grid.boats.length,
      },
      {
        figure: 'trace: longest main-thread task during the load (ms); tasks over 50 ms',
        value: `${trace?.longestTask}; ${trace?.tasksOver50}`,
        target: '< 1000',
        met: (trace?.longestTask ?? Infinity) < RENDER_TARGET_MS,
      },
      {
        figure: `scrolling top to bottom, 300 px a frame: frames, p95 / longest frame (ms)`,
        value: `${trace?.frames}, ${trace?.p95Frame} / ${trace?.maxFrame}`,
        target: 'p95 ≤ 33 ms',
        met: (trace?.p95Frame ?? Infinity) <= 33,
      },
    ],
  );
} finally {
  await browser?.close();
  await sql.end();
  await server.stop();
}
