// The continuous backup's cost and figures (issue 37), in one run: bookings per second on a server with
// WAL archiving and shipping on against one with it off (alternating rounds; target: on ≥ 0.9 × off), a
// base backup's duration and size for the bench's boats and the bookings made, and a restore's time (a new
// folder from that base backup plus the archived WAL, started and checked by `npm run restore -- --latest`);
// then the same base backup and restore at the `scale` bench's size: 50 000 boats and 1 000 000 events
// (BENCH_BACKUP_BOATS=0 skips it, another number changes it; 20 events a boat).
// Run: npm run bench -- backup
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { ADMIN, freePort, report, ROOT, seedBookableBoats, startServer } from './lib.mjs';
import { loadCatalog } from './seed-catalog.mjs';
import { seedReservations } from './seed-reservations.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BOATS = 300;
const SCALE_BOATS = Number(process.env.BENCH_BACKUP_BOATS ?? 50_000);
const backupDir = await mkdtemp(join(tmpdir(), 'fethiye-bench-backups-'));
const restoreDir = await mkdtemp(join(tmpdir(), 'fethiye-bench-restore-'));

async function server(backup) {
  const s = await startServer(
    {
      DEMO_DATA: 'off',
      WORKERS: 'on',
      TRUST_PROXY: 'on',
      BACKUP: backup ? 'on' : 'off',
      BACKUP_DIR: backupDir,
    },
    { build: !backup },
  );
  // The embedded cluster's superuser: lib's `superuserUrl` where it has one (a random password kept in the
  // cluster's folder), else the fixed one on the port its postmaster.pid names (line 4).
  const pgPort = Number((await readFile(join(s.dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const superuserUrl = s.superuserUrl?.() ?? `postgres://postgres:postgres@127.0.0.1:${pgPort}/fethiye`;
  const sql = postgres(superuserUrl, { max: 4, onnotice: () => {} });
  await seedBookableBoats(sql, BOATS);
  return { ...s, sql, superuserUrl, n: 0 };
}

/** Bookings on distinct boats and dates, each from its own visitor (as bench/reservations.mjs). */
async function book(s) {
  const r = await autocannon({
    url: s.url,
    connections: 10,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/v1/reservations',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const i = s.n++;
          const slot = Math.floor(i / BOATS);
          const day = (d) => new Date(Date.UTC(2027, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
            body: JSON.stringify({
              boatSlug: `bench-${1 + (i % BOATS)}`,
              start: day(slot * 3),
              end: day(slot * 3 + 2),
              guests: 4,
              currency: 'EURO',
              customer: {
                name: `Müşteri ${i}`,
                email: `m${i}@example.com`,
                phone: `+90 555 ${String(1_000_000 + i).slice(-7)}`,
              },
            }),
          };
        },
      },
    ],
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
}

const baseRow = (sql) =>
  sql`select last_name, last_at, last_size::float8 as size from backup_status where kind = 'base'`;
async function waitForBase(sql, after, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const [row] = await baseRow(sql);
    if (row?.last_name && row.last_name !== after) return row;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no base backup recorded');
}
/** A base backup through the nightly job (after `previous`), then `npm run restore -- --latest` into a new folder: the figures. */
async function backupAndRestore(s, previous, backups, restoreInto) {
  const [{ events }] = await s.sql`select count(*)::int as events from events`;
  const [{ bytes }] = await s.sql`select pg_database_size('fethiye')::float8 as bytes`;
  const boss = new PgBoss({
    connectionString: s.superuserUrl,
    schema: 'pgboss',
    migrate: false,
    supervise: false,
    schedule: false,
    max: 1,
  });
  boss.on('error', () => {});
  await boss.start();
  const sent = performance.now();
  await boss.send('backup.base', {});
  const base = await waitForBase(s.sql, previous.last_name);
  const wall = (performance.now() - sent) / 1000;
  await boss.stop({ graceful: false, wait: true });
  const systems = await readdir(backups);
  const manifest = JSON.parse(
    await readFile(
      join(
        backups,
        systems.find((d) => !d.startsWith('.')),
        'base',
        `${base.last_name}.json`,
      ),
      'utf8',
    ),
  );
  const copySeconds = (Date.parse(manifest.finishedAt) - Date.parse(manifest.startedAt)) / 1000;

  // A restore of the latest write into a new folder, started and checked, while the server goes on.
  const started = performance.now();
  const restore = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/restore-cli.ts', '--latest'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: restoreInto,
      BACKUP_DIR: backups,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'off',
      EMBEDDED_PG_PORT: String(await freePort()),
    },
    encoding: 'utf8',
  });
  const restoreSeconds = (performance.now() - started) / 1000;
  if (restore.status !== 0) throw new Error(`restore failed (${restore.status}): ${restore.stdout} ${restore.stderr}`);
  const checked = /Olay kaydı: (\d+) olay/.exec(restore.stdout)?.[1];

  return {
    base: `${(base.size / 1_048_576).toFixed(1)} MB compressed of a ${(bytes / 1_048_576).toFixed(1)} MB database (${events} events), copied in ${copySeconds.toFixed(1)} s, ${wall.toFixed(1)} s from the job's send to its record (${manifest.files} files)`,
    restore: `${restoreSeconds.toFixed(1)} s for --latest (new folder, WAL replayed, started, ${checked ?? '?'} events checked and read models rebuilt and compared)`,
  };
}

/** The scale bench's data (its catalog and seeded log, read models by the real rebuild) on a server with backup on. */
async function atScale() {
  const backups = await mkdtemp(join(tmpdir(), 'fethiye-bench-backups-scale-'));
  const restoreInto = await mkdtemp(join(tmpdir(), 'fethiye-bench-restore-scale-'));
  const s = await startServer({ DEMO_DATA: 'off', WORKERS: 'on', BACKUP: 'on', BACKUP_DIR: backups }, { build: false });
  const sql = postgres(s.superuserUrl(), { max: 2, onnotice: () => {} });
  const camel = postgres(s.superuserUrl(), { max: 2, onnotice: () => {}, transform: postgres.camel });
  try {
    const first = await waitForBase(sql, null);
    await loadCatalog(camel, SCALE_BOATS, { occupancy: false });
    const [admin] =
      await camel`select id, role, first_name || ' ' || last_name as name from users where email = ${ADMIN.email}`;
    await seedReservations(camel, { boats: SCALE_BOATS, events: SCALE_BOATS * 20, admin });
    const rebuilt = spawnSync(process.execPath, ['--max-old-space-size=256', 'server/dist/rebuild-cli.js'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: s.superuserUrl(), LOG_LEVEL: 'warn', LOG_PRETTY: 'off' },
      encoding: 'utf8',
    });
    if (rebuilt.status !== 0) throw new Error(`rebuild failed: ${rebuilt.stdout} ${rebuilt.stderr}`);
    return await backupAndRestore({ ...s, sql, superuserUrl: s.superuserUrl() }, first, backups, restoreInto);
  } finally {
    await Promise.allSettled([sql.end(), camel.end()]);
    await s.stop();
    await rm(backups, { recursive: true, force: true });
    await rm(restoreInto, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const off = await server(false);
const on = await server(true).catch(async (err) => {
  await off.stop();
  throw err;
});
try {
  // The first base backup (taken at start) is done before anything is measured.
  const first = await waitForBase(on.sql, null);
  const runs = { off: [], on: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, s] of round % 2
      ? [
          ['on', on],
          ['off', off],
        ]
      : [
          ['off', off],
          ['on', on],
        ])
      runs[name].push(await book(s));
  }
  const rowOf = (name) => ({
    name: `bookings, archiving ${name}`,
    'req/s (median)': median(runs[name].map((r) => r.rps)),
    rounds: runs[name].map((r) => r.rps).join(' / '),
    'p99 ms (median)': median(runs[name].map((r) => r.p99)),
    errors: runs[name].reduce((a, r) => a + r.errors, 0),
  });
  const rows = [rowOf('off'), rowOf('on')];
  const ratio = rows[1]['req/s (median)'] / rows[0]['req/s (median)'];

  // A base backup of what is there now (the bench boats and every booking), through the nightly job, and a restore.
  const small = await backupAndRestore(on, first, backupDir, restoreDir);
  const scaled = SCALE_BOATS > 0 ? await atScale() : undefined;

  report('Backup: bookings with archiving on vs off, base backup, restore', rows, {
    'on / off': `${ratio.toFixed(2)} (target ≥ 0.90: ${ratio >= 0.9 ? 'met' : 'NOT met'})`,
    'base backup': small.base,
    restore: small.restore,
    ...(scaled
      ? {
          [`at ${SCALE_BOATS} boats: base backup`]: scaled.base,
          [`at ${SCALE_BOATS} boats: restore`]: scaled.restore,
        }
      : {}),
  });
} finally {
  await Promise.allSettled([off.sql.end(), on.sql.end()]);
  await off.stop();
  await on.stop();
  await rm(backupDir, { recursive: true, force: true });
  await rm(restoreDir, { recursive: true, force: true });
}
