// Typeahead and listing search with 5 000 boats loaded, beside a bare Fastify hello-world in
// the same run, and the server's peak memory. Run: npm run bench -- catalog
//
// The machine's CPU is shared (with its host, and here with PostgreSQL and the load generator), so
// a figure taken minutes apart from its yardstick says little. Every run of the app is therefore
// framed by runs of the hello-world, in short rounds (H T H S H F H N H T …), each is compared with
// the mean of the two hello-world runs beside it, and the medians over the rounds are reported.
// Both servers get the same autocannon settings (10 connections, same duration) and a warm-up.
// CPU time per request of the server (from /proc) is printed too: it moves much less with the
// machine's load; so is the load generator's own (it shares the cores, and parses every answer).
import autocannon from 'autocannon';
import postgres from 'postgres';
import { cpuSeconds, freePort, report, startBareClient, startHelloWorld, startServer } from './lib.mjs';
import { loadCatalog } from './seed-catalog.mjs';

/** Seconds per measured run, and rounds (each route and the hello-world once or twice per round). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 10;
const BOATS = Number(process.env.BENCH_BOATS ?? 5000);
const pgPort = await freePort();
// SEARCH_CACHE_MS=0 measures every request against the database (default: the server's 2 s answer cache).
const server = await startServer({
  EMBEDDED_PG_PORT: String(pgPort),
  DEMO_DATA: 'off',
  WORKERS: 'off',
  ...(process.env.SEARCH_CACHE_MS ? { SEARCH_CACHE_MS: process.env.SEARCH_CACHE_MS } : {}),
});
const hello = await startHelloWorld();
/** The bare SQL client, with the answer cache off. */
let bare;

/** Loads the catalog straight into the server's embedded database (the server only reads it). */
async function load() {
  const sql = postgres(server.superuserUrl(), { max: 1, onnotice: () => {} });
  try {
    return await loadCatalog(sql, BOATS);
  } finally {
    await sql.end();
  }
}

/** BENCH_EXPLAIN=1 prints the plans of the measured queries (for tuning). */
async function explain() {
  const sql = postgres(server.superuserUrl(), { max: 1, onnotice: () => {} });
  const plan = async (title, query) => {
    const rows = await sql.unsafe(`explain (analyze, buffers off, costs off) ${query}`);
    console.log(`\n-- ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  await plan(
    'typeahead',
    `select b.slug, b.name, b.thumbnail from boats b where b.active and b.search_text like tr_fold('%gocek%') order by (b.search_text like tr_fold('gocek%')) desc, b.name, b.id limit 10`,
  );
  await plan(
    'searchboats default',
    `with page as (select b.id, count(*) over () as total, row_number() over (order by b.created_at desc, b.id desc) as rn from boats b where b.active and b.for_rent order by rn offset 0 limit 20)
    select b.id, b.slug, t.name, pl.name, lp.amount_minor, r.rating_average, page.total from page join boats b on b.id = page.id join boat_types t on t.id = b.boat_type_id join places pl on pl.id = b.marina_id
    left join lateral (select p.daily_price_minor as amount_minor, p.currency, p.daily_price_minor * (case p.currency when 'USD' then 4150::bigint when 'EUR' then 4820::bigint else 100::bigint end) / 100 as kurus from boat_prices p where p.boat_id = b.id and upper(p.period) > current_date order by 3, lower(p.period) limit 1) lp on true
    left join lateral (select round(avg(c.rating), 1)::float8 as rating_average, count(*)::int as rating_count from boat_comments c where c.boat_id = b.id and c.approved) r on true order by page.rn`,
  );
  await sql.end();
}

try {
  const loadMs = await load();
  if (process.env.BENCH_EXPLAIN) await explain();
  const words = ['gocek', 'GÖCEK', 'mavi', 'ruya', 'sultan', 'işıl', 'kaptan', 'marmaris', 'gulet', 'deniz'];
  // A week in June of next year: in season (the catalog has prices from April to November of this year and
  // the next), whenever the bench runs. (Dates a few weeks ahead are out of season half the year, when a
  // search finds no prices and costs little.)
  const nextYear = new Date().getUTCFullYear() + 1;
  const from = `${nextYear}-06-10`;
  const to = `${nextYear}-06-17`;
  // BENCH_ONLY=searchboats measures only the routes whose short name starts with it (e.g. to profile one).
  const targets = [
    {
      name: 'GET /v1/search/input?searchString=…',
      short: 'typeahead',
      url: server.url,
      pid: server.pid,
      requests: words.map((w) => ({ method: 'GET', path: `/v1/search/input?searchString=${encodeURIComponent(w)}` })),
    },
    { name: 'GET /v1/searchboats', short: 'searchboats', url: `${server.url}/v1/searchboats`, pid: server.pid },
    {
      name: 'GET /v1/searchboats (filters + dates + price order)',
      short: 'filtered searchboats',
      pid: server.pid,
      url: `${server.url}/v1/searchboats?regions=2&guests=8&currency=EURO&price_min=300&order=price_asc&from=${from}&to=${to}`,
    },
    {
      name: "this app, unknown path (404, Fastify's full path, no database)",
      short: 'app 404',
      url: `${server.url}/v1/yok`,
      pid: server.pid,
      status: 404,
    },
  ].filter((t) => !process.env.BENCH_ONLY || t.short.startsWith(process.env.BENCH_ONLY));
  const baseline = { name: 'hello-world (bare Fastify)', url: hello.url, pid: hello.pid };

  /** One autocannon run of a target, with the CPU time its server process spent meanwhile. */
  const run = async (target, seconds = SECONDS) => {
    const cpu0 = cpuSeconds(target.pid);
    const own0 = process.cpuUsage();
    const r = await autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration: seconds,
      ...(target.requests ? { requests: target.requests } : {}),
    });
    const cpu = cpuSeconds(target.pid) - cpu0;
    const own = process.cpuUsage(own0);
    const expected = target.status === 404 ? r['4xx'] : r['2xx'];
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      cpuUs: (cpu * 1e6) / Math.max(1, r.requests.total),
      loadCpuUs: (own.user + own.system) / Math.max(1, r.requests.total),
      bad: r.errors + r.timeouts + (r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'] - expected),
    };
  };

  // With the answer cache off, each search route is also measured from a bare SQL client (the server's
  // search service and pools without HTTP, bench/lib.mjs) right after each of its runs: the limit the
  // same statements reach on this machine in the same minute, beside the server's figure.
  bare = process.env.SEARCH_CACHE_MS === '0' ? startBareClient(server.superuserUrl()) : undefined;
  const pathsOf = (t) =>
    t.requests ? t.requests.map((r) => r.path) : [new URL(t.url).pathname + new URL(t.url).search];
  const searching = targets.filter((t) => t.status !== 404);
  const bareRuns = new Map(searching.map((t) => [t, []]));
  const runBare = (t, seconds = SECONDS) => bare.measure(pathsOf(t), { callers: CONNECTIONS, seconds });
  if (bare) for (const t of searching) await runBare(t, 1);

  for (const t of [baseline, ...targets]) await run(t, 1); // warm-up: JIT, caches, connections
  const runs = new Map([baseline, ...targets].map((t) => [t, []]));
  const ratios = new Map(targets.map((t) => [t, []]));
  let before = await run(baseline);
  runs.get(baseline).push(before);
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const m = await run(t);
      if (bare && bareRuns.has(t)) bareRuns.get(t).push(await runBare(t));
      const after = await run(baseline);
      runs.get(t).push(m);
      runs.get(baseline).push(after);
      ratios.get(t).push(m.rps / ((before.rps + after.rps) / 2));
      before = after;
    }
  }

  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const pct = (x) => `${Math.round(x * 100)}%`;
  const rows = [baseline, ...targets].map((t) => {
    const ms = runs.get(t);
    return {
      name: t.name,
      'req/s': Math.round(median(ms.map((m) => m.rps))),
      'p50 ms': median(ms.map((m) => m.p50)),
      'p99 ms': median(ms.map((m) => m.p99)),
      'worst p99 ms': Math.max(...ms.map((m) => m.p99)),
      'CPU µs/req': Math.round(median(ms.map((m) => m.cpuUs))),
      'autocannon CPU µs/req': Math.round(median(ms.map((m) => m.loadCpuUs))),
      errors: ms.reduce((n, m) => n + m.bad, 0),
    };
  });
  const helloCpu = median(runs.get(baseline).map((m) => m.cpuUs));
  const vs = Object.fromEntries(
    targets.map((t) => [
      `${t.short} vs hello-world`,
      `${pct(median(ratios.get(t)))} (rounds: ${ratios.get(t).map(pct).join(', ')}; CPU per request ${(median(runs.get(t).map((m) => m.cpuUs)) / helloCpu).toFixed(1)}× hello-world's)`,
    ]),
  );
  const ms = (x) => `${Math.round(x)} ms`;
  const vsBare = bare
    ? Object.fromEntries(
        searching.map((t) => {
          const serverP99 = median(runs.get(t).map((m) => m.p99));
          const b = bareRuns.get(t);
          const bareP99 = median(b.map((m) => m.p99));
          return [
            `${t.short} vs the bare SQL client`,
            `p99 ${ms(serverP99)} against ${ms(bareP99)} (${(serverP99 / bareP99).toFixed(2)}×), ` +
              `${Math.round(median(runs.get(t).map((m) => m.rps)))} against ${Math.round(median(b.map((m) => m.rps)))} req/s ` +
              `(bare rounds p99: ${b.map((m) => ms(m.p99)).join(', ')})`,
          ];
        }),
      )
    : {};
  report(
    `Catalog search with ${BOATS} boats, answer cache ${process.env.SEARCH_CACHE_MS ?? 'default (2000 ms)'}; ${ROUNDS} rounds of ${SECONDS} s runs, ` +
      `${CONNECTIONS} connections, a hello-world run between every two app runs; medians over the runs (2 cores shared by server, Postgres and load generator)`,
    rows,
    {
      'data load': `${loadMs} ms`,
      ...vs,
      ...vsBare,
      'server peak RSS': `${server.peakRssMb()} MB`,
      targets: bare
        ? "answer cache off (#18): p99 ≤ 50 ms on every route; the limit of the same statements: the bare SQL client's p99 beside it"
        : '≥ 50% of hello-world req/s, p99 ≤ 20 ms, peak RSS ≤ 300 MB',
    },
  );
} finally {
  await bare?.stop();
  hello.stop();
  await server.stop();
}
