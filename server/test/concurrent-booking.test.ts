import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { createTestDatabase } from './db.js';
import { freePort } from './global-setup.js';

const ADMIN = { email: 'race-admin@example.com', password: 'yaris-parolasi-42' };

async function startServer(databaseUrl: string, migrationDatabaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MIGRATION_DATABASE_URL: migrationDatabaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: 'off',
      DEMO_DATA: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'off',
      JWT_SECRET: 'concurrency-test-secret-concurrency-test',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  const until = Date.now() + 60_000;
  while (!out.includes('Durdurmak için Ctrl-C')) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: res.status, body: (await res.json()) as { code?: string; content: Record<string, unknown> } };
}

describe('no double booking across processes', () => {
  const servers: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(
      servers.map((child) => {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        return exited;
      }),
    );
  });

  it('lets exactly one of 50 simultaneous overlapping bookings through two servers win', async () => {
    const db = await createTestDatabase();
    const a = await startServer(db.url, db.owner.url);
    servers.push(a.child);
    const b = await startServer(db.url, db.owner.url);
    servers.push(b.child);

    const login = await json(`${a.url}/v1/auth/login`, { method: 'POST', body: JSON.stringify(ADMIN) });
    const token = String(login.body.content.accessToken);
    const ownerRes = await json(`${a.url}/v1/admin/users`, {
      method: 'POST', token,
      body: JSON.stringify({ email: 'kaptan@example.com', password: 'kaptan-parola-1', role: 'OWNER', firstName: 'Kemal', lastName: 'Reis' }),
    });
    const marina = await json(`${a.url}/v1/admin/marina`, { method: 'POST', token, body: JSON.stringify({ name: 'Göcek Marina' }) });
    const type = await json(`${a.url}/v1/admin/boattypes`, { method: 'POST', token, body: JSON.stringify({ name: 'Gulet' }) });
    const boat = await json(`${a.url}/v1/admin/boats`, {
      method: 'POST', token,
      body: JSON.stringify({ name: 'Yarış Gulet', boatTypeId: type.body.content.id, marinaId: marina.body.content.id, ownerId: ownerRes.body.content.id, lengthM: 24, guestsDay: 20, guestsNight: 10, cabins: 5 }),
    });
    expect(boat.status).toBe(201);
    const price = await json(`${a.url}/v1/admin/boats/price`, {
      method: 'POST', token,
      body: JSON.stringify({ boat_id: boat.body.content.id, startDate: '2027-06-01', endDate: '2027-09-30', dailyPriceMinor: 200_000, currency: 'EUR' }),
    });
    expect(price.status).toBe(201);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const start = `2027-07-${String(10 + (i % 5)).padStart(2, '0')}`;
        const end = `2027-07-${String(16 + (i % 3)).padStart(2, '0')}`;
        return json(`${i % 2 ? b.url : a.url}/v1/reservations`, {
          method: 'POST',
          body: JSON.stringify({
            boatSlug: boat.body.content.slug, start, end, guests: 4, currency: 'EURO',
            customer: { name: `Müşteri ${i}`, email: `m${i}@example.com`, phone: '+90 555 123 45 67' },
          }),
        });
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'DATES_UNAVAILABLE')).toBe(true);
    const [events] = await db.sql`select count(*) as n from events where type = 'ReservationRequested'`;
    expect(Number(events!.n)).toBe(1);
    const [customers] = await db.sql`select count(*) as n from customers`;
    expect(Number(customers!.n)).toBe(1);
    const [occupied] = await db.sql`select count(*) as n from occupancy where active`;
    expect(Number(occupied!.n)).toBe(1);
  }, 120_000);
});
