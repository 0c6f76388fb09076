import { describe, expect, it } from 'vitest';
import { bearer, body } from '../../test/app.js';
import type { ErrorBody } from '../../test/catalog.js';
import { searchApp, type PageBody } from '../../test/search-app.js';

describe('public search with its answer cache', async () => {
  const { t, admin, owner, f } = await searchApp('400');
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const marina = await f.marina({ name: 'Fethiye Marina' });
  const type = await f.boatType({ name: 'Gulet' });
  const boat = await f.boat(owner.id, { name: 'Deniz Yıldızı', marinaId: marina.id, boatTypeId: type.id });

  it('answers a repeated URL the same, with every header, until the answer is stale', async () => {
    const url = `/v1/search/input?searchString=${encodeURIComponent('yıldız')}`;
    const first = await get(url);
    const again = await get(url);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(body<{ content: { slug: string }[] }>(again).content.map((b) => b.slug)).toEqual(['deniz-yildizi']);
    for (const name of [
      'content-type',
      'content-length',
      'x-content-type-options',
      'x-frame-options',
      'content-security-policy',
      'access-control-allow-origin',
    ]) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/boats/activity',
      headers: bearer(admin.token),
      payload: { boat_id: boat.id, value: false },
    });
    await new Promise((r) => setTimeout(r, 450));
    expect(body<{ content: unknown[] }>(await get(url)).content).toEqual([]);
    const listing = await get('/v1/searchboats?take=5');
    expect(body<PageBody>(listing).total).toBe(0);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/boats/activity',
      headers: bearer(admin.token),
      payload: { boat_id: boat.id, value: true },
    });
    await new Promise((r) => setTimeout(r, 450));
    expect(body<PageBody>(await get('/v1/searchboats?take=5')).content.map((b) => b.id)).toEqual([boat.id]);
  });

  it('never keeps a refused request', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/v1/searchboats?from=2030-06-01');
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res)).toMatchObject({
        code: 'DATES_INCOMPLETE',
        content: { message: expect.stringMatching(/birlikte/) },
      });
    }
    const nul = await get('/v1/search/input?searchString=a%00b');
    expect(nul.statusCode).toBe(400);
  });
});

describe('public search over HTTP, behind the front cache', async () => {
  const { t, owner, f } = await searchApp('60000');
  const marina = await f.marina({ name: 'Göcek Marina' });
  const type = await f.boatType({ name: 'Gulet' });
  await f.boat(owner.id, { name: 'Rüzgâr Gülü', marinaId: marina.id, boatTypeId: type.id });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;

  it('answers a repeat with the same body and every header of the app, a request id of its own', async () => {
    for (const url of [
      `/v1/search/input?searchString=${encodeURIComponent('rüzgar')}`,
      '/v1/searchboats?order=boat_asc',
    ]) {
      const first = await fetch(base + url);
      const firstBody = await first.text();
      const again = await fetch(base + url);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(firstBody);
      const without = (h: Headers) => [...h.entries()].filter(([k]) => k !== 'x-request-id' && k !== 'date');
      expect(without(again.headers)).toEqual(without(first.headers));
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      expect(again.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
      expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      // A cross-origin request gets its CORS headers from the full path.
      const cors = await fetch(base + url, { headers: { origin: 'https://partner.example' } });
      expect(cors.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
      expect(await cors.text()).toBe(firstBody);
    }
    const refused = await fetch(`${base}/v1/searchboats?from=2030-06-01`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).code).toBe('DATES_INCOMPLETE');
  });
});
