// bench/scale.mjs's measurements of one size: a fresh server and database, the catalog, the events, the rebuild, every figure.
import postgres from 'postgres';
import { ADMIN, freePort, login, startBareClient, startServer } from '../lib.mjs';
import { loadCatalog } from '../seed-catalog.mjs';
import { seasonYears, seedReservations } from '../seed-reservations.mjs';
import {
  EVENTS_PER_BOAT,
  SECONDS,
  ADMIN_SECONDS,
  ROUNDS,
  CONNECTIONS,
  OFFICE_CONNECTIONS,
  loadavg,
  log,
  fmt,
} from './scale-common.mjs';
import { iso, addDays, rotation } from './scale-rotation.mjs';
import { run, headersOf, sameBytesFile, startSameBytes, rebuild, verify } from './scale-runs.mjs';

/** Every figure of one size. */
export async function measureSize(boats, { build }) {
  const out = { boats, load: {} };
  const pgPort = await freePort();
  log(`${boats} boats: starting server (loadavg ${loadavg()})`);
  const server = await startServer({ EMBEDDED_PG_PORT: String(pgPort), DEMO_DATA: 'off', WORKERS: 'off' }, { build });
  const dbUrl = server.superuserUrl();
  const sql = postgres(dbUrl, { max: 2, onnotice: () => {}, transform: postgres.camel });
  const stops = [];
  try {
    out.load.catalogMs = await loadCatalog(sql, boats, { occupancy: false });
    const [admin] =
      await sql`select id, role, first_name || ' ' || last_name as name from users where email = ${ADMIN.email}`;
    log(`${boats} boats: catalog in ${out.load.catalogMs} ms; seeding ${boats * EVENTS_PER_BOAT} events`);
    const seeded = await seedReservations(sql, { boats, events: boats * EVENTS_PER_BOAT, admin });
    out.seeded = seeded;
    log(
      `${boats} boats: ${seeded.events} events of ${seeded.reservations} reservations in ${seeded.ms} ms; rebuilding`,
    );
    out.rebuild = await rebuild(dbUrl);
    log(`${boats} boats: rebuild ${JSON.stringify(out.rebuild)}`);
    const token = await login(server.url);
    out.verify = await verify(sql, server.url, token);
    log(
      `${boats} boats: verified ${out.verify.sampled} sampled reservations; problems: ${out.verify.problems.length ? out.verify.problems.join('; ') : 'none'}`,
    );

    // The answer cache off: a second server process on the same database.
    const cold = await startServer(
      { DATABASE_URL: dbUrl, SEARCH_CACHE_MS: '0', DEMO_DATA: 'off', WORKERS: 'off' },
      { build: false },
    );
    stops.push(() => cold.stop());

    // Admin reservation list, each filter, and occupancy for one month of all boats.
    const [pick] = await sql`
      select (select boat_id from bench_reservations group by boat_id order by count(*) desc, boat_id limit 1) as boat_id,
             (select reference from bench_reservations order by n limit 1 offset (select count(*) / 2 from bench_reservations)) as reference`;
    const [, , next] = seasonYears();
    const adminTargets = [
      ['no filter', ''],
      ['status=option', 'status=option'],
      ['status=confirmed', 'status=confirmed'],
      ['status=cancelled', 'status=cancelled'],
      ['status=completed', 'status=completed'],
      ['oldrez=true', 'oldrez=true'],
      ['oldrez=false', 'oldrez=false'],
      ['boat_id', `boat_id=${pick.boatId}`],
      ['reservation_id (reference)', `reservation_id=${encodeURIComponent(pick.reference)}`],
      ['customer_name (part of a full name, "Ayşe Yıl")', `customer_name=${encodeURIComponent('Ayşe Yıl')}`],
      ['customer_name (part of 2 of 30 surnames, "yıldı")', `customer_name=${encodeURIComponent('yıldı')}`],
      ['order=oldest', 'order=oldest'],
      ['order=start_asc', 'order=start_asc'],
      ['order=start_desc', 'order=start_desc'],
      ['late page (skip=10000)', 'skip=10000'],
      ['upcoming confirmed (status+oldrez=false+start_asc)', 'status=confirmed&oldrez=false&order=start_asc'],
    ];
    const auth = { authorization: `Bearer ${token}` };
    // Each figure of the server beside the limit the same statements reach from a bare SQL client (the
    // server's own search service and office reads, on pools made as the server makes them, without HTTP:
    // server/src/bench-client.ts), measured right after it with as many callers as connections.
    const bare = startBareClient(dbUrl);
    stops.push(() => bare.stop());
    const bareOf = async (paths, { callers = CONNECTIONS, seconds = SECONDS } = {}) => {
      const b = await bare.measure(paths, { callers, seconds });
      return { rps: Math.round(b.rps), p50: Math.round(b.p50), p99: Math.round(b.p99) };
    };
    const office = { callers: OFFICE_CONNECTIONS, seconds: ADMIN_SECONDS };
    out.admin = [];
    for (const [name, query] of adminTargets) {
      const path = `/v1/admin/reservations?take=100${query ? `&${query}` : ''}`;
      const probe = await fetch(`${server.url}${path}`, { headers: auth });
      const answer = probe.ok ? await probe.json() : undefined;
      const total = answer ? answer.total : `HTTP ${probe.status}`;
      // Counted exactly up to a bound past the page, "more" beyond it (shown "10 000+", as the panel shows it).
      const more = answer?.totalExact === false;
      await run(server.url, [path], { connections: OFFICE_CONNECTIONS, seconds: 1, headers: auth });
      const m = await run(server.url, [path], {
        connections: OFFICE_CONNECTIONS,
        seconds: ADMIN_SECONDS,
        headers: auth,
        pid: server.pid,
      });
      await bare.measure([path], { callers: OFFICE_CONNECTIONS, seconds: 1 }); // warm-up
      out.admin.push({ name, total, more, ...m, bare: await bareOf([path], office) });
    }
    {
      const path = `/v1/admin/occupancy?from=${next}-07-01&to=${next}-08-01`;
      const probe = await fetch(`${server.url}${path}`, { headers: auth });
      const bytes = Buffer.from(await probe.arrayBuffer());
      const body = probe.ok ? JSON.parse(bytes.toString('utf8')) : undefined;
      await run(server.url, [path], { connections: OFFICE_CONNECTIONS, seconds: 1, headers: auth });
      const m = await run(server.url, [path], {
        connections: OFFICE_CONNECTIONS,
        seconds: ADMIN_SECONDS,
        headers: auth,
        pid: server.pid,
      });
      await bare.measure([path], { callers: OFFICE_CONNECTIONS, seconds: 1 }); // warm-up
      const statements = await bareOf([path], office);
      // And the limit of sending its bytes: a bare Fastify answering with the same body and headers.
      const same = await startSameBytes(sameBytesFile(bytes, headersOf(probe)));
      stops.push(() => same.stop()); // also when a run below throws
      await run(same.url, [path], { connections: OFFICE_CONNECTIONS, seconds: 1 });
      const sent = await run(same.url, [path], { connections: OFFICE_CONNECTIONS, seconds: ADMIN_SECONDS });
      same.stop(); // not left running beside the search runs
      out.admin.push({
        // Paged by boats since issue 36: the first page (100 boats by name, the API's default).
        name: `occupancy ${next}-07 (page of 100 boats)`,
        total: body ? `${body.total} rows, ${fmt(bytes.length)} bytes` : `HTTP ${probe.status}`,
        ...m,
        bare: statements,
        sameBytes: sent,
      });
    }
    log(`${boats} boats: admin done (loadavg ${loadavg()})`);

    // Search: the rotation with the cache on, then every kind with the cache off, and catalog.mjs's three routes.
    const rot = rotation();
    const from = iso(addDays(new Date(), 20));
    const to = iso(addDays(new Date(), 27));
    const catalogRoutes = [
      [
        'typeahead (10 words)',
        ['gocek', 'GÖCEK', 'mavi', 'ruya', 'sultan', 'işıl', 'kaptan', 'marmaris', 'gulet', 'deniz'].map(
          (w) => `/v1/search/input?searchString=${encodeURIComponent(w)}`,
        ),
      ],
      ['searchboats (plain)', ['/v1/searchboats']],
      [
        'searchboats (filters + dates + price order)',
        [`/v1/searchboats?regions=2&guests=8&currency=EURO&price_min=300&order=price_asc&from=${from}&to=${to}`],
      ],
    ];
    out.search = [];
    // Every URL of the rotation once (a refused one would flatter the figures), which warms up too.
    const refused = [];
    for (const path of rot.all) {
      const res = await fetch(`${cold.url}${path}`);
      await res.arrayBuffer();
      if (!res.ok) refused.push(`${res.status} ${path}`);
    }
    out.refused = refused;
    if (refused.length)
      log(`${boats} boats: ${refused.length} rotation URLs refused, e.g. ${refused.slice(0, 3).join(', ')}`);
    await run(server.url, rot.all, { seconds: 2 }); // warm-up: JIT, plans, connections
    await run(cold.url, rot.all, { seconds: 2 });
    out.search.push({
      name: 'rotation, all kinds (1 000 URLs)',
      cache: 'on',
      ...(await run(server.url, rot.all, { pid: server.pid })),
    });
    out.search.push({
      name: 'rotation, all kinds (1 000 URLs)',
      cache: 'off',
      ...(await run(cold.url, rot.all, { pid: cold.pid })),
    });
    // Each cache-off figure beside the limit the same searches reach from a bare SQL client (the server's
    // search service and pools without HTTP, bench/lib.mjs), measured right after it.
    await bare.measure(rot.all, { callers: CONNECTIONS, seconds: 2 }); // warm-up
    out.search.at(-1).bare = await bareOf(rot.all);
    for (const [name, paths] of [
      ['rotation, searchboats', rot.rent],
      ['rotation, searchboatsforsale', rot.sale],
      ['rotation, typeahead', rot.words],
      ...catalogRoutes,
    ]) {
      out.search.push({
        name,
        cache: 'off',
        ...(await run(cold.url, paths, { pid: cold.pid })),
        bare: await bareOf(paths),
      });
    }
    // The re-based target (issue 36): each search route with ONE caller, its p99 beside its statements'
    // from the bare client with one caller too (ten closed-loop callers on two cores measure queueing).
    out.single = [];
    for (const [name, paths] of [
      ['searchboats', rot.rent],
      ['searchboatsforsale', rot.sale],
      ['typeahead', rot.words],
    ]) {
      await run(cold.url, paths, { connections: 1, seconds: 1 }); // warm-up
      const m = await run(cold.url, paths, { connections: 1, pid: cold.pid });
      await bare.measure(paths, { callers: 1, seconds: 1 }); // warm-up
      out.single.push({ name, ...m, bare: await bareOf(paths, { callers: 1 }) });
    }
    log(`${boats} boats: search done (loadavg ${loadavg()})`);

    // A cached answer against a bare Fastify sending the same bytes (and headers) from memory.
    const sample = await fetch(`${server.url}/v1/searchboats`);
    const body = Buffer.from(await sample.arrayBuffer());
    const same = await startSameBytes(sameBytesFile(body, headersOf(sample)));
    stops.push(() => same.stop());
    const echoed = Buffer.from(await (await fetch(same.url + '/v1/searchboats')).arrayBuffer());
    if (!echoed.equals(body)) throw new Error('the same-bytes server sends other bytes');
    const appPath = ['/v1/searchboats'];
    await run(same.url, appPath, { seconds: 1 });
    await run(server.url, appPath, { seconds: 1 });
    const rounds = [];
    let before = await run(same.url, appPath);
    for (let r = 0; r < ROUNDS; r++) {
      const app = await run(server.url, appPath, { pid: server.pid });
      const after = await run(same.url, appPath);
      rounds.push({ app, bare: (before.rps + after.rps) / 2, ratio: app.rps / ((before.rps + after.rps) / 2) });
      before = after;
    }
    out.cached = { bytes: body.length, rounds };
    out.serverPeakRssMb = server.peakRssMb();
    out.coldPeakRssMb = cold.peakRssMb();
    out.loadavg = loadavg();
    log(`${boats} boats: done (loadavg ${out.loadavg})`);
    return out;
  } finally {
    for (const stop of stops.reverse()) await stop();
    await sql.end({ timeout: 1 });
    await server.stop();
  }
}
