import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './db.js';
import { call, PROCESS_ADMIN, startServerProcess } from './processes.js';

/** Polls `check` every 50 ms until it holds; answers how long that took, ms. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

interface SearchAnswer {
  content: { slug: string; name: string; price: { amountMinor: number; currency: string } | null }[];
  total: number;
}

describe('several instances on one database: no cache decides differently from the database', async () => {
  const db = await createTestDatabase();
  // Long caches on purpose: whatever changes below within a second was told, not timed out.
  const env = {
    SEARCH_CACHE_MS: '600000',
    HOLD_LIMIT_PER_CLIENT_HOUR: '1000',
    HOLD_LIMIT_PER_CONTACT: '100',
    HOLD_SURGE_PER_HOUR: '100000',
  };
  const a = await startServerProcess(db, env);
  const b = await startServerProcess(db, env);
  const login = await call<{ content: { accessToken: string } }>(`${a.url}/v1/auth/login`, { body: PROCESS_ADMIN });
  const token = login.body.content.accessToken;
  const admin = (path: string, body?: unknown, method?: string) =>
    call(`${a.url}/v1${path}`, { token, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });
  const owner = await admin('/admin/users', {
    email: 'sahip@example.com',
    password: 'sahip-parola-42',
    role: 'OWNER',
    firstName: 'Kemal',
    lastName: 'Reis',
  });
  const marina = await admin('/admin/marina', { name: 'Göcek Marina' });
  const type = await admin('/admin/boattypes', { name: 'Gulet' });
  const boat = await admin('/admin/boats', {
    name: 'Mavi Yolcu',
    boatTypeId: type.body.content.id,
    marinaId: marina.body.content.id,
    ownerId: owner.body.content.id,
    lengthM: 24,
    guestsDay: 20,
    guestsNight: 10,
    cabins: 5,
  });
  const boatId = boat.body.content.id as number;
  const slug = boat.body.content.slug as string;
  expect(
    (
      await admin('/admin/boats/price', {
        boat_id: boatId,
        startDate: '2027-06-01',
        endDate: '2027-06-30',
        dailyPriceMinor: 200_000,
        currency: 'EUR',
      })
    ).status,
  ).toBe(201);
  let n = 0;
  const book = (url: string, start: string, end: string) =>
    call(`${url}/v1/reservations`, {
      body: {
        boatSlug: slug,
        start,
        end,
        guests: 4,
        currency: 'EURO',
        customer: {
          name: `Misafir ${n}`,
          email: `misafir${n}@example.com`,
          phone: `+90 555 100 00 ${String(10 + n++)}`,
        },
      },
    });

  it('books on B a price season added on A a moment ago', async () => {
    // B remembers the boat with June prices only.
    expect((await book(b.url, '2027-06-02', '2027-06-05')).status).toBe(201);
    expect((await book(b.url, '2027-07-02', '2027-07-05')).body.code).toBe('NO_PRICE');
    expect(
      (
        await admin('/admin/boats/price', {
          boat_id: boatId,
          startDate: '2027-07-01',
          endDate: '2027-07-31',
          dailyPriceMinor: 250_000,
          currency: 'EUR',
        })
      ).status,
    ).toBe(201);
    const july = await book(b.url, '2027-07-02', '2027-07-05');
    expect(july.status).toBe(201);
    expect((july.body.content.quote as { total: number }).total).toBe(750_000);
  });

  it('refuses on B, at once, a boat deactivated on A, and books it again once reactivated', async () => {
    expect((await book(b.url, '2027-06-10', '2027-06-12')).status).toBe(201);
    expect((await admin('/admin/boats/activity', { boat_id: boatId, value: false }, 'PATCH')).status).toBe(200);
    const refused = await book(b.url, '2027-06-14', '2027-06-16');
    expect(refused.status).toBe(404);
    expect((await admin('/admin/boats/activity', { boat_id: boatId, value: true }, 'PATCH')).status).toBe(200);
    expect((await book(b.url, '2027-06-14', '2027-06-16')).status).toBe(201);
  });

  it('shows a rate change made on A in B’s next quote and, within a second, in B’s cached search answers', async () => {
    const quote = () =>
      call<{ content: { display: { total: number } } }>(`${b.url}/v1/boats/${slug}/quote`, {
        body: { start: '2027-06-20', end: '2027-06-22', currency: 'TL' },
      });
    const search = () => call<SearchAnswer>(`${b.url}/v1/searchboats?currency=TL`);
    const before = (await search()).body.content.find((x) => x.slug === slug)!.price!.amountMinor;
    expect((await quote()).body.content.display.total).toBe(2 * 200_000 * 48.2);
    expect((await admin('/admin/exchange/edit', { euro_exchange_rate: '50.00' }, 'PUT')).status).toBe(200);
    expect((await quote()).body.content.display.total).toBe(2 * 200_000 * 50);
    const took = await within(
      1000,
      async () => (await search()).body.content.find((x) => x.slug === slug)!.price!.amountMinor !== before,
    );
    expect(took).toBeLessThan(1000);
  });

  it('renames a boat on A and B’s cached search answers follow within a second', async () => {
    const typeahead = () =>
      call<{ content: { slug: string; name: string }[] }>(
        `${b.url}/v1/search/input?searchString=${encodeURIComponent('Mavi')}`,
      );
    expect((await typeahead()).body.content.map((x) => x.name)).toContain('Mavi Yolcu');
    const full = await call<{ content: Record<string, unknown> }>(`${a.url}/v1/admin/boats/${boatId}`, { token });
    const { id: _id, slug: _slug, ...rest } = full.body.content;
    void _id;
    void _slug;
    const renamed = await admin(`/admin/boats/${boatId}`, { ...pick(rest), name: 'Mavi Rüya' }, 'PUT');
    expect(renamed.status).toBe(200);
    await within(1000, async () => (await typeahead()).body.content.some((x) => x.name === 'Mavi Rüya'));
  });
});

/** The writable fields of a boat as the admin API returns it (the PUT takes the create body). */
function pick(b: Record<string, unknown>): Record<string, unknown> {
  const keys = ['name', 'boatTypeId', 'marinaId', 'ownerId', 'lengthM', 'guestsDay', 'guestsNight', 'cabins'];
  return Object.fromEntries(keys.filter((k) => b[k] !== undefined && b[k] !== null).map((k) => [k, b[k]]));
}
