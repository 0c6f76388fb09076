// Lighthouse (mobile, simulated throttling) on the home, a listing and a boat page of the real
// server, with the Chromium e2e/chromium.mjs resolves (CHROMIUM_PATH, /usr/bin/chromium, else the one from
// npm). Prints the four category scores and the audits that cost points.
// Run: npm run bench -- lighthouse   (LIGHTHOUSE_JSON_DIR names a folder to keep each page's full report
// in, `<page>.json`; LIGHTHOUSE_RUNS, default 3)
//
// Scores move from run to run with the machine (Lighthouse's docs/variability.md), so each page is
// measured LIGHTHOUSE_RUNS times and the representative run is reported, the one Lighthouse's own
// computeMedianRun picks (closest to the median first contentful paint and time to interactive), as
// Lighthouse CI does; every run's performance score is printed beside it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { resolveChromium } from '../e2e/chromium.mjs';
import { benchPages, report, ROOT, startServer } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const build = spawnSync(process.execPath, [join(ROOT, 'web', 'scripts', 'ensure-build.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const browser = await resolveChromium();
const server = await startServer({ WORKERS: 'off', NODE_ENV: 'production' });
const chrome = await chromeLauncher.launch({
  chromePath: browser.executablePath,
  envVars: browser.env,
  chromeFlags: browser.args,
});
try {
  const pages = await benchPages(server.url);
  const rows = [];
  const lost = [];
  for (const { name, path } of pages) {
    // Warm the render cache, as a visitor after the first would find it.
    await fetch(`${server.url}${path}`);
    // A run that Lighthouse itself could not measure (a runtime error such as NO_NAVSTART, a trace
    // without the navigation's start) scores 0 in every category; it is said and measured again, up
    // to three times per run, and only runs without such an error are scored.
    const measured = [];
    for (let run = 0; run < RUNS; run++) {
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        const error = result.lhr.runtimeError;
        if (!error || attempt === 3) {
          measured.push(result.lhr);
          break;
        }
        console.log(`${name}: Lighthouse could not measure this run (${error.code}); measuring again`);
      }
    }
    const lhr = computeMedianRun(measured);
    const performanceRuns = measured.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    const { categories, audits, runtimeError, runWarnings } = lhr;
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), JSON.stringify(lhr));
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
      'performance of each run': performanceRuns.join(' / '),
    });
    for (const audit of Object.values(audits)) {
      const ms = audit.details?.overallSavingsMs ?? 0;
      if (audit.details?.type === 'opportunity' && ms >= 50)
        lost.push(`${name} · opportunity · ${audit.id}: ${audit.title} (~${Math.round(ms)} ms)`);
    }
    for (const c of CATEGORIES) {
      for (const ref of categories[c]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          lost.push(`${name} · ${c} · ${audit.id}: ${audit.title} (${Math.round(audit.score * 100)})`);
      }
    }
  }
  report(
    `Lighthouse, mobile (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown); ${RUNS} runs per page, the representative run (Lighthouse's computeMedianRun)`,
    rows,
    { target: '95+ in each category' },
  );
  if (lost.length) console.log(`\nAudits below full marks:\n  ${lost.join('\n  ')}`);
} finally {
  chrome.kill();
  await server.stop();
}
