// Lighthouse (mobile, simulated throttling) on the home, a listing and a boat page of the real
// server, with Debian Chromium. Prints the four category scores and the audits that cost points.
// Run: npm run bench -- lighthouse   (CHROMIUM_PATH points at another Chromium; LIGHTHOUSE_JSON_DIR
// names a folder to keep each page's full report in, `<page>.json`)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPages, report, ROOT, startServer } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const build = spawnSync(process.execPath, [join(ROOT, 'web', 'scripts', 'ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const server = await startServer({ WORKERS: 'off', NODE_ENV: 'production' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const pages = await benchPages(server.url);
  const rows = [];
  const lost = [];
  for (const { name, path } of pages) {
    // Warm the render cache, as a visitor after the first would find it.
    await fetch(`${server.url}${path}`);
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    if (runtimeError) console.log(`${name}: ${runtimeError.code} ${runtimeError.message}`);
    for (const w of runWarnings ?? []) console.log(`${name}: ${w}`);
    rows.push({
      page: name,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      'FCP s': Math.round((audits['first-contentful-paint']?.numericValue ?? 0) / 100) / 10,
      'LCP s': Math.round((audits['largest-contentful-paint']?.numericValue ?? 0) / 100) / 10,
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      CLS: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    });
    for (const audit of Object.values(audits)) {
      const ms = audit.details?.overallSavingsMs ?? 0;
      if (audit.details?.type === 'opportunity' && ms >= 50) lost.push(`${name} · opportunity · ${audit.id}: ${audit.title} (~${Math.round(ms)} ms)`);
    }
    for (const c of CATEGORIES) {
      for (const ref of categories[c]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) lost.push(`${name} · ${c} · ${audit.id}: ${audit.title} (${Math.round(audit.score * 100)})`);
      }
    }
  }
  report('Lighthouse, mobile (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown)', rows, { target: '95+ in each category' });
  if (lost.length) console.log(`\nAudits below full marks:\n  ${lost.join('\n  ')}`);
} finally {
  chrome.kill();
  await server.stop();
}
