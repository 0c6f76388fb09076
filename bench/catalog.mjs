// Typeahead and listing search with 5 000 boats loaded, beside a bare Fastify hello-world in
// the same run, and the server's peak memory. Run: npm run bench -- catalog
import postgres from 'postgres';
import { freePort, measure, report, startHelloWorld, startServer } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
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

/** Loads the catalog straight into the server's embedded database (the server only reads it). */
async function load() {
  const sql = postgres(`postgres://postgres:postgres@127.0.0.1:${pgPort}/fethiye`, { max: 1, onnotice: () => {} });
  try {
    const started = Date.now();
    await sql.begin(async (tx) => {
      const [owner] = await tx`
        insert into users (email, password_hash, role, first_name, last_name)
        values ('bench-owner@example.com', 'x', 'OWNER', 'Bench', 'Sahip') returning id`;
      const places = ['Fethiye Merkez Marina', 'Göcek Marina', 'Kaş Marina', 'Marmaris Netsel Marina', 'Bodrum Milta Marina',
        'Ölüdeniz', 'Kalkan', 'Dalyan', 'Kemer Marina', 'Didim Marina'];
      for (const [i, name] of places.entries()) {
        await tx`insert into places (name, kind, popular) values (${name}, ${i >= 5 && i < 8 ? 'district' : 'marina'}, ${i < 4})`;
      }
      for (const name of ['Gulet', 'Motor Yat', 'Yelkenli', 'Katamaran', 'Sürat Teknesi', 'Tirhandil']) {
        await tx`insert into boat_types (name) values (${name})`;
      }
      await tx`
        insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, year, guests_day, guests_night, cabins,
          bathrooms, crew, description, equipment, thumbnail, for_rent, for_sale, sale_price_minor, sale_currency, popular,
          display_order, created_at)
        select (array['Mavi', 'Deniz', 'Rüzgâr', 'Şirin', 'Kaptan', 'Yıldız', 'Göcek', 'Işıl', 'Ege', 'Çağla'])[1 + g % 10]
                 || ' ' || (array['Rüya', 'Sultan', 'Yolcu', 'Perisi', 'Gülü', 'Kraliçe', 'Esinti'])[1 + g % 7] || ' ' || g,
               'bench-tekne-' || g, 1 + g % 6, 1 + g % 10, ${owner.id}, 8 + (g % 30), 2000 + g % 25, 6 + g % 30, g % 16,
               g % 9, g % 5, g % 5, '<p>Bench teknesi</p>', '{Klima,Jeneratör}', '/v1/uploads/boats/' || g || '/x-thumb.webp',
               g % 10 <> 0, g % 7 = 0, case when g % 7 = 0 then 10000000 + g * 1000 end, case when g % 7 = 0 then 'EUR' end,
               g % 20 = 0, g % 100, now() - make_interval(mins => g)
        from generate_series(1, ${BOATS}) g`;
      await tx`
        insert into boat_prices (boat_id, period, daily_price_minor, currency, min_days)
        select b.id, daterange(make_date(y, s.m1, 1), make_date(y, s.m2, 1)), (50000 + b.id * 37 % 300000) * s.f / 10,
               (array['EUR', 'TRY', 'USD'])[1 + b.id % 3], 1
        from boats b,
             (values (extract(year from now())::int), (extract(year from now())::int + 1)) years(y),
             (values (4, 7, 7), (7, 9, 10), (9, 11, 8)) s(m1, m2, f)`;
      await tx`
        insert into occupancy (boat_id, period, source, ref, status)
        select b.id, daterange(current_date + (b.id % 60), current_date + (b.id % 60) + 7), 'reservation', 'bench-' || b.id, 'confirmed'
        from boats b where b.id % 3 = 0`;
      await tx`
        insert into boat_comments (boat_id, name, rating, text, approved)
        select b.id, 'Misafir', 1 + (b.id + k) % 5, 'Çok güzel bir gündü.', true
        from boats b, generate_series(1, 3) k where b.id % 4 = 0`;
    });
    await sql`analyze`;
    return Date.now() - started;
  } finally {
    await sql.end();
  }
}

/** BENCH_EXPLAIN=1 prints the plans of the measured queries (for tuning). */
async function explain() {
  const sql = postgres(`postgres://postgres:postgres@127.0.0.1:${pgPort}/fethiye`, { max: 1, onnotice: () => {} });
  const plan = async (title, query) => {
    const rows = await sql.unsafe(`explain (analyze, buffers off, costs off) ${query}`);
    console.log(`\n-- ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  await plan('typeahead', `select b.slug, b.name, b.thumbnail from boats b where b.active and b.search_text like tr_fold('%gocek%') order by (b.search_text like tr_fold('gocek%')) desc, b.name, b.id limit 10`);
  await plan('searchboats default', `with page as (select b.id, count(*) over () as total, row_number() over (order by b.created_at desc, b.id desc) as rn from boats b where b.active and b.for_rent order by rn offset 0 limit 20)
    select b.id, b.slug, t.name, pl.name, lp.amount_minor, r.rating_average, page.total from page join boats b on b.id = page.id join boat_types t on t.id = b.boat_type_id join places pl on pl.id = b.marina_id
    left join lateral (select p.daily_price_minor as amount_minor, p.currency, p.daily_price_minor * (case p.currency when 'USD' then 4150::bigint when 'EUR' then 4820::bigint else 100::bigint end) / 100 as kurus from boat_prices p where p.boat_id = b.id and upper(p.period) > current_date order by 3, lower(p.period) limit 1) lp on true
    left join lateral (select round(avg(c.rating), 1)::float8 as rating_average, count(*)::int as rating_count from boat_comments c where c.boat_id = b.id and c.approved) r on true order by page.rn`);
  await sql.end();
}

try {
  const loadMs = await load();
  if (process.env.BENCH_EXPLAIN) await explain();
  const words = ['gocek', 'GÖCEK', 'mavi', 'ruya', 'sultan', 'işıl', 'kaptan', 'marmaris', 'gulet', 'deniz'];
  const today = new Date();
  const iso = (d) => d.toISOString().slice(0, 10);
  const from = iso(new Date(today.getTime() + 20 * 86400000));
  const to = iso(new Date(today.getTime() + 27 * 86400000));
  const rows = [];
  rows.push(await measure('hello-world (bare Fastify)', { url: hello.url, duration: DURATION }));
  rows.push(
    await measure('GET /v1/search/input?searchString=…', {
      url: server.url,
      duration: DURATION,
      requests: words.map((w) => ({ method: 'GET', path: `/v1/search/input?searchString=${encodeURIComponent(w)}` })),
    }),
  );
  rows.push(await measure('GET /v1/searchboats', { url: `${server.url}/v1/searchboats`, duration: DURATION }));
  rows.push(
    await measure('GET /v1/searchboats (filters + dates + price order)', {
      url: `${server.url}/v1/searchboats?regions=2&guests=8&currency=EURO&price_min=300&order=price_asc&from=${from}&to=${to}`,
      duration: DURATION,
    }),
  );
  rows.push(await measure('this app, unknown path (404, no database)', { url: `${server.url}/v1/yok`, duration: DURATION }));
  const base = rows[0]['req/s'];
  const pct = (i) => `${Math.round((rows[i]['req/s'] / base) * 100)}%`;
  report(`Catalog search with ${BOATS} boats, answer cache ${process.env.SEARCH_CACHE_MS ?? 'default (2000 ms)'} (2 cores shared by server, Postgres and load generator)`, rows, {
    'data load': `${loadMs} ms`,
    'typeahead vs hello-world': pct(1),
    'searchboats vs hello-world': pct(2),
    'filtered searchboats vs hello-world': pct(3),
    'app 404 ceiling vs hello-world': pct(4),
    'server peak RSS': `${server.peakRssMb()} MB`,
    targets: '≥ 50% of hello-world req/s, p99 ≤ 20 ms, peak RSS ≤ 300 MB',
  });
} finally {
  hello.stop();
  await server.stop();
}
