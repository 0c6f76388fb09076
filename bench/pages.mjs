// Public pages: time to first byte and requests/s of the home, a listing and a boat page beside a
// bare Node server sending the same saved bytes, and the weight of a first visit (HTML, JS, CSS,
// images; raw and gzipped) measured in Chromium (the one e2e/chromium.mjs resolves). Run: npm run bench -- pages
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../e2e/chromium.mjs';
import { benchPages, freePort, measure, report, ROOT, startServer } from './lib.mjs';

// Load runs are short and framed: static, app, static, app, static… (ROUNDS app runs), each app run
// compared with the mean of the static runs beside it, medians reported: single runs minutes apart
// swing by up to 2× on this shared machine.
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

const build = spawnSync(process.execPath, [join(ROOT, 'web', 'scripts', 'ensure-build.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const server = await startServer({ WORKERS: 'off', NODE_ENV: 'production' });
const kb = (n) => Math.round(n / 102.4) / 10;

/** Time to the response's first byte over a fresh connection, in ms. */
function ttfb(url) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = get(url, { agent: false }, (res) => {
      res.once('data', () => {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        res.resume();
        res.on('end', () => resolve({ ms, status: res.statusCode }));
      });
    });
    req.on('error', reject);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function ttfbSeries(makeUrl) {
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { ms, status } = await ttfb(makeUrl(i));
    if (status !== 200) throw new Error(`${makeUrl(i)} answered ${status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(pct(times, 50) * 100) / 100, p99: Math.round(pct(times, 99) * 100) / 100 };
}

/** A bare Node http server in its own process answering every request with the saved page. */
async function startStatic(file) {
  const port = await freePort();
  const code = `
    const body = require('fs').readFileSync(${JSON.stringify(file)});
    require('http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-cache' });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      await ttfb(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, stop: () => child.kill() };
}

const dir = await mkdtemp(join(tmpdir(), 'bench-pages-'));
try {
  const pages = await benchPages(server.url);

  const speed = [];
  for (const { name, path } of pages) {
    const url = `${server.url}${path}`;
    const html = Buffer.from(await (await fetch(url)).arrayBuffer());
    const file = join(dir, `${name}.html`);
    await writeFile(file, html);
    const bare = await startStatic(file);
    try {
      // Warm-up: JIT, the render cache and the static server's first responses.
      await measure(`${name} warm-up`, { url, duration: 2 });
      await measure(`${name} warm-up static`, { url: bare.url, duration: 1 });
      // Cached: what visitors get (the server keeps rendered HTML 60 s per URL).
      const app = await ttfbSeries(() => url);
      const stat = await ttfbSeries(() => bare.url);
      // Uncached: a query parameter the page ignores makes every request a fresh render.
      const sep = path.includes('?') ? '&' : '?';
      const fresh = await ttfbSeries((i) => `${url}${sep}bench=${Date.now()}-${i}`);
      const apps = [];
      const statics = [await measure(`${name} static`, { url: bare.url, duration: DURATION })];
      const ratios = [];
      for (let round = 0; round < ROUNDS; round++) {
        apps.push(await measure(`${name} app`, { url, duration: DURATION }));
        statics.push(await measure(`${name} static`, { url: bare.url, duration: DURATION }));
        ratios.push((statics.at(-2)['req/s'] + statics.at(-1)['req/s']) / 2 / apps.at(-1)['req/s']);
      }
      const median = (xs) => {
        const v = [...xs].sort((a, b) => a - b);
        return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
      };
      const r2 = (x) => Math.round(x * 100) / 100;
      speed.push({
        page: `${name} (${kb(html.length)} KB HTML)`,
        'TTFB p50/p99 ms': `${app.p50} / ${app.p99}`,
        'static TTFB p50/p99': `${stat.p50} / ${stat.p99}`,
        'uncached render p50/p99': `${fresh.p50} / ${fresh.p99}`,
        'req/s': Math.round(median(apps.map((m) => m['req/s']))),
        'static req/s': Math.round(median(statics.map((m) => m['req/s']))),
        'static ÷ app': `${r2(median(ratios))} (${ratios.map(r2).join(', ')})`,
        'load p99 ms (app/static)': `${median(apps.map((m) => m['p99 ms']))} / ${median(statics.map((m) => m['p99 ms']))}`,
        errors: [...apps, ...statics].reduce((n, m) => n + m.errors, 0),
      });
    } finally {
      bare.stop();
    }
  }
  report(
    `Pages: sequential TTFB (${SAMPLES} requests, new connection each); ${ROUNDS} rounds of ${DURATION} s autocannon runs (10 connections), each app run framed by static runs, medians (per-round ratios in brackets)`,
    speed,
    {
      target: 'static ÷ app ≤ 2',
    },
  );

  // First visit in a fresh Chromium profile: every response the page loads until the network is idle.
  const { executablePath, env, args } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, env, args });
  const weights = [];
  const allJs = new Map();
  const publicPaths = [
    ...pages.map((p) => p.path),
    '/listingsale',
    '/faq',
    '/contact',
    '/blog',
    '/about',
    '/website/document',
    '/enquire',
  ];
  try {
    for (const path of publicPaths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (res) => {
        bodies.push(
          res
            .body()
            .then((body) => ({ type: res.request().resourceType(), url: res.url(), body }))
            .catch(() => null),
        );
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const loaded = (await Promise.all(bodies)).filter(Boolean);
      await context.close();
      const sum = (types) => {
        const picked = loaded.filter((r) => types.includes(r.type));
        const raw = picked.reduce((n, r) => n + r.body.length, 0);
        const gz = picked.reduce((n, r) => n + (r.type === 'image' ? r.body.length : gzipSync(r.body).length), 0);
        return { raw, gz, count: picked.length };
      };
      const html = sum(['document']);
      const js = sum(['script']);
      const css = sum(['stylesheet']);
      const img = sum(['image']);
      const api = sum(['fetch', 'xhr']);
      for (const r of loaded.filter((x) => x.type === 'script')) allJs.set(new URL(r.url).pathname, r.body);
      if (pages.some((p) => p.path === path) || path === '/enquire') {
        weights.push({
          page: path.length > 24 ? `${path.slice(0, 22)}…` : path,
          'HTML KB raw/gz': `${kb(html.raw)} / ${kb(html.gz)}`,
          'JS KB raw/gz': `${kb(js.raw)} / ${kb(js.gz)} (${js.count} files)`,
          'CSS KB raw/gz': `${kb(css.raw)} / ${kb(css.gz)}`,
          'images KB': `${kb(img.raw)} (${img.count})`,
          'API KB raw/gz': `${kb(api.raw)} / ${kb(api.gz)}`,
          'total KB raw/gz': `${kb(html.raw + js.raw + css.raw + img.raw + api.raw)} / ${kb(html.gz + js.gz + css.gz + img.raw + api.gz)}`,
        });
      }
    }
  } finally {
    await browser.close();
  }
  const jsGz = [...allJs.values()].reduce((n, b) => n + gzipSync(b).length, 0);
  const jsRaw = [...allJs.values()].reduce((n, b) => n + b.length, 0);
  report('First visit, 390 px wide, fresh profile (images are already compressed: counted as sent)', weights, {
    [`JavaScript of all public pages together (${publicPaths.length} routes, ${allJs.size} files)`]: `${kb(jsRaw)} KB raw, ${kb(jsGz)} KB gzipped (target < 150 KB gzipped)`,
  });
} finally {
  await rm(dir, { recursive: true, force: true });
  await server.stop();
}
