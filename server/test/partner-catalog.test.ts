import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { partnerFixtures } from './partner-fixtures.js';
import { DEFAULT_LIMITS } from './public-limits.js';

/**
 * An agency's site lists boats through the public search from its own server: one address for all its
 * visitors. With its key (catalog:read) the searches count against the partner's requests a minute, not
 * the anonymous address limit; without a key nothing changes. Over real HTTP, so the front cache is in
 * the path.
 */
describe('the public search called with a partner key', async () => {
  const t = await createTestApp({ ...DEFAULT_LIMITS, SEARCH_LIMIT_PER_MINUTE: '5', SEARCH_CACHE_MS: '2000' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  for (let i = 0; i < 3; i++) await fx.boat(owner.id);
  const px = partnerFixtures(t, admin.token);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const get = async (path: string, ip: string, key?: string) => {
    const res = await fetch(`${base}${path}`, {
      headers: { 'x-forwarded-for': ip, ...(key === undefined ? {} : { 'x-api-key': key }) },
    });
    return { status: res.status, body: (await res.json()) as { code?: string; content: unknown } };
  };
  const partnerCount = async (id: string) =>
    (
      await t.db.sql<
        { n: number }[]
      >`select coalesce(sum(hits), 0)::int as n from request_counters where key = ${`partner:${id}`}`
    )[0]!.n;

  it('counts the agency’s searches against its own limit, while the same address without the key stops at 5', async () => {
    const partner = await px.partner({ scopes: ['catalog:read'] });
    const { secret } = await px.key(partner.id);
    const ip = '198.51.100.71';
    const anonymous = [];
    for (let i = 0; i < 7; i++) anonymous.push((await get(`/v1/searchboats?guests=${i + 1}`, ip)).status);
    expect(anonymous).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const keyed = [];
    for (let i = 0; i < 12; i++) {
      const path = i % 3 ? `/v1/searchboatsforsale?guests=${i + 1}` : `/v1/search/input?searchString=t${i}`;
      keyed.push((await get(path, ip, secret)).status);
    }
    expect(keyed).toEqual(Array(12).fill(200));
    expect(await partnerCount(partner.id)).toBe(12);
  });

  it('refuses past the partner’s requests a minute and a bad key, even for an answer the front cache holds, and leaves a key without catalog:read anonymous', async () => {
    const ip = '198.51.100.72';
    const path = '/v1/searchboats?guests=2&currency=EURO';
    // The anonymous answer, twice: the second comes from the caches.
    expect((await get(path, ip)).status).toBe(200);
    expect((await get(path, ip)).status).toBe(200);

    const wrong = await get(path, ip, 'fk_000000000000_yanlis-anahtar');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('UNAUTHORIZED');

    // A key of another scope (the SDK sends its key on every call): answered as the anonymous call it was,
    // counted against the address, not the partner.
    const bookingsOnly = await px.partner({ scopes: ['bookings:read'] });
    const anonymous = await get(path, ip, (await px.key(bookingsOnly.id)).secret);
    expect(anonymous.status).toBe(200);
    expect(await partnerCount(bookingsOnly.id)).toBe(0);

    const small = await px.partner({ scopes: ['catalog:read'], requestsPerMinute: 3 });
    const { secret } = await px.key(small.id);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(path, ip, secret)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
