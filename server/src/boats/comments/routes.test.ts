import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../../test/catalog.js';

interface Detail {
  slug: string;
  owner: Record<string, unknown>;
  rating: { average: number | null; count: number };
  reviews: { name: string; rating: number; language: string }[];
  prices: { startDate: string; endDate: string; dailyPriceMinor: number }[];
  marina: { name: string };
  type: { name: string };
  images: unknown[];
  salePrice: { amountMinor: number; currency: string } | null;
}

describe('reviews and the public boat page', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const f = catalogFixtures(t, admin.token);
  const submit = (slug: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/v1/boats/${slug}/comments`, payload });
  const detail = (slug: string) => t.app.inject({ method: 'GET', url: `/v1/boats/${encodeURIComponent(slug)}` });
  const adminCall = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('shows specs, prices, marina, type and only the owner’s first name', async () => {
    const marina = await f.marina({ name: 'Fethiye Ece Marina' });
    const type = await f.boatType({ name: 'Gulet Test' });
    const boat = await f.boat(owner.id, {
      name: 'Kaptan Mavi',
      marinaId: marina.id,
      boatTypeId: type.id,
      forSale: true,
      salePriceMinor: 12_500_000,
      saleCurrency: 'EUR',
    });
    const next = new Date().getFullYear() + 1;
    await f.price(boat.id, '2020-07-01', '2020-08-31', 250_000);
    await f.price(boat.id, `${next}-07-01`, `${next}-08-31`, 300_000);
    const res = await detail(boat.slug);
    expect(res.statusCode).toBe(200);
    const d = body<{ content: Detail }>(res).content;
    expect(d).toMatchObject({
      slug: 'kaptan-mavi',
      marina: { name: 'Fethiye Ece Marina' },
      type: { name: 'Gulet Test' },
      owner: { firstName: 'Kaptan' },
    });
    expect(Object.keys(d.owner)).toEqual(['firstName']);
    expect(JSON.stringify(d)).not.toContain('@example.com');
    // The 2020 season is over and not shown.
    expect(d.prices).toEqual([
      { startDate: `${next}-07-01`, endDate: `${next}-08-31`, dailyPriceMinor: 300_000, currency: 'EUR', minDays: 1 },
    ]);
    expect(d.salePrice).toEqual({ amountMinor: 12_500_000, currency: 'EUR' });
    expect(d.rating).toEqual({ average: null, count: 0 });
  });

  it('answers 404 in Turkish for unknown and inactive slugs', async () => {
    const boat = await f.boat(owner.id);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/boats/activity',
      headers: bearer(admin.token),
      payload: { boat_id: boat.id, value: false },
    });
    for (const slug of [boat.slug, 'yok-boyle-bir-tekne']) {
      const res = await detail(slug);
      expect(res.statusCode).toBe(404);
      expect(body<ErrorBody>(res).content.message).toBe('Tekne bulunamadı.');
    }
    // Not a slug at all (the database allows lower-case letters, digits and hyphens): refused before any query.
    for (const slug of ["x' or '1'='1", '%', '_']) {
      const res = await detail(slug);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res).content.message).toBe('Geçersiz istek: "slug" biçimi geçersiz.');
    }
    expect((await submit(boat.slug, { name: 'Ali', rating: 5, text: 'Harika' })).statusCode).toBe(404);
  });

  it('keeps a submitted review hidden until an admin approves it, then counts it in the average', async () => {
    const boat = await f.boat(owner.id);
    const a = await submit(boat.slug, { name: 'Deniz', rating: 5, text: 'Mükemmel bir gün geçirdik.' });
    expect(a.statusCode).toBe(201);
    await submit(boat.slug, { name: 'Ece', rating: 4, text: 'Mürettebat çok ilgiliydi.' });
    expect(body<{ content: Detail }>(await detail(boat.slug)).content.rating.count).toBe(0);

    const pending = body<{ content: { id: number; approved: boolean }[]; total: number }>(
      await adminCall('GET', `/v1/admin/comment?approved=false&boat_id=${boat.id}`),
    );
    expect(pending.total).toBe(2);
    for (const c of pending.content) {
      const res = await adminCall('PUT', `/v1/admin/boats/commentactivity/${c.id}`, {});
      expect(body<{ content: { approved: boolean } }>(res).content.approved).toBe(true);
    }
    const d = body<{ content: Detail }>(await detail(boat.slug)).content;
    expect(d.rating).toEqual({ average: 4.5, count: 2 });
    expect(d.reviews.map((r) => r.name)).toEqual(['Ece', 'Deniz']);
    // Sent without a language (older clients): Turkish.
    expect(d.reviews.map((r) => r.language)).toEqual(['tr', 'tr']);

    const site = body<{ content: { boatSlug: string }[]; total: number }>(
      await t.app.inject({ method: 'GET', url: '/v1/website/comments' }),
    );
    expect(site.content.filter((c) => c.boatSlug === boat.slug)).toHaveLength(2);

    const hidden = await adminCall('PUT', `/v1/admin/boats/commentactivity/${pending.content[0]!.id}`, {
      active: false,
    });
    expect(body<{ content: { approved: boolean } }>(hidden).content.approved).toBe(false);
    expect(body<{ content: Detail }>(await detail(boat.slug)).content.rating.count).toBe(1);
  });

  it('keeps the language a review was written in (the page it was sent from)', async () => {
    const boat = await f.boat(owner.id);
    expect(
      (await submit(boat.slug, { name: 'Emma', rating: 5, text: 'Lovely crew.', language: 'en' })).statusCode,
    ).toBe(201);
    const [pending] = body<{ content: { id: number }[] }>(
      await adminCall('GET', `/v1/admin/comment?approved=false&boat_id=${boat.id}`),
    ).content;
    await adminCall('PUT', `/v1/admin/boats/commentactivity/${pending!.id}`, {});
    const d = body<{ content: Detail }>(await detail(boat.slug)).content;
    expect(d.reviews.map((r) => [r.name, r.language])).toEqual([['Emma', 'en']]);
  });

  it('validates review input: rating 1-5, name and text required', async () => {
    const boat = await f.boat(owner.id);
    for (const payload of [
      { name: 'A', rating: 6, text: 'x' },
      { name: 'A', rating: 0, text: 'x' },
      { name: '', rating: 3, text: 'x' },
      { name: 'A', rating: 3, text: '   ' },
      { name: 'A', rating: 3 },
    ]) {
      const res = await submit(boat.slug, payload);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res).content.message.length).toBeGreaterThan(0);
    }
  });

  it('shows, lists 10 per page and deletes comments for admins only', async () => {
    const boat = await f.boat(owner.id);
    for (let i = 0; i < 11; i++) await submit(boat.slug, { name: `Misafir ${i}`, rating: 3, text: 'Güzel' });
    const page = body<{ content: { id: number }[]; total: number }>(
      await adminCall('GET', `/v1/admin/comment?boat_id=${boat.id}`),
    );
    expect(page.content).toHaveLength(10);
    expect(page.total).toBe(11);
    const id = page.content[0]!.id;
    expect(body<{ content: { name: string } }>(await adminCall('GET', `/v1/admin/comment/${id}`)).content.name).toBe(
      'Misafir 10',
    );
    expect((await adminCall('GET', '/v1/admin/comment', undefined, owner.token)).statusCode).toBe(403);
    expect((await adminCall('DELETE', `/v1/admin/boats/comment/${id}`)).statusCode).toBe(200);
    expect((await adminCall('GET', `/v1/admin/comment/${id}`)).statusCode).toBe(404);
    expect((await adminCall('DELETE', `/v1/admin/boats/comment/${id}`)).statusCode).toBe(404);
    expect((await adminCall('PUT', `/v1/admin/boats/commentactivity/${id}`, {})).statusCode).toBe(404);
  });

  it('answers SQL metacharacters in comment filters with a clean 400', async () => {
    for (const q of ["'", '%', '\\']) {
      expect((await adminCall('GET', `/v1/admin/comment?boat_id=${encodeURIComponent(q)}`)).statusCode).toBe(400);
      expect((await adminCall('GET', `/v1/admin/comment?approved=${encodeURIComponent(q)}`)).statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/website/comments?skip=${encodeURIComponent(q)}` })).statusCode,
      ).toBe(400);
    }
  });
});
