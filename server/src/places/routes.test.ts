import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../test/catalog.js';

describe('marinas and town districts', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const f = catalogFixtures(t, admin.token);
  const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('creates, shows, updates and lists marinas and districts with page size 10', async () => {
    const created = await f.marina({ name: 'Göcek Marina', city: 'Muğla', popular: true });
    expect(created).toMatchObject({ name: 'Göcek Marina', kind: 'marina', popular: true, boatCount: 0 });
    await f.marina({ name: 'Ölüdeniz', kind: 'district' });
    for (let i = 0; i < 10; i++) await f.marina();

    const shown = await get(`/v1/admin/showmarina/${created.id}`);
    expect(body(shown).content).toMatchObject({ id: created.id, city: 'Muğla' });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/marina/${created.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Göcek Club Marina', kind: 'marina', popular: false },
    });
    expect(put.statusCode).toBe(200);
    expect(body(put).content).toMatchObject({ name: 'Göcek Club Marina', popular: false });

    const page = body<{ content: unknown[]; total: number }>(await get('/v1/admin/marina'));
    expect(page.content).toHaveLength(10);
    expect(page.total).toBe(12);
    const districts = body<{ content: { kind: string }[] }>(await get('/v1/admin/marina?kind=district'));
    expect(districts.content.map((d) => d.kind)).toEqual(['district']);
  });

  it('answers 404 for an unknown marina and 409 for a duplicate name', async () => {
    expect((await get('/v1/admin/showmarina/999999')).statusCode).toBe(404);
    await f.marina({ name: 'Kaş Marina' });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/marina',
      headers: bearer(admin.token),
      payload: { name: 'KAŞ MARİNA' },
    });
    expect(dup.statusCode).toBe(409);
    expect(body<ErrorBody>(dup).content.message).toMatch(/zaten var/);
  });

  it('refuses to delete a marina that boats use, naming how many', async () => {
    const marina = await f.marina();
    const ownerUser = await t.createUser('OWNER');
    await f.boat(ownerUser.id, { marinaId: marina.id });
    await f.boat(ownerUser.id, { marinaId: marina.id });
    // The count is the boats module's subquery inside the place queries (one statement each).
    expect(
      body<{ content: { boatCount: number } }>(await get(`/v1/admin/showmarina/${marina.id}`)).content.boatCount,
    ).toBe(2);
    const listed = body<{ content: { id: number; boatCount: number }[] }>(await get('/v1/admin/marina?take=100'));
    expect(listed.content.find((p) => p.id === marina.id)?.boatCount).toBe(2);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/marina/${marina.id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).content.message).toBe(
      'Bu marina / bölge 2 teknede kullanılıyor; önce teknelerin marinasını değiştirin.',
    );
    const unused = await f.marina();
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/marina/${unused.id}`,
      headers: bearer(admin.token),
    });
    expect(ok.statusCode).toBe(200);
    expect((await get(`/v1/admin/showmarina/${unused.id}`)).statusCode).toBe(404);
  });

  it('keeps marinas for admins only', async () => {
    expect((await get('/v1/admin/marina', owner.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/marina' })).statusCode).toBe(401);
  });

  it('takes SQL metacharacters in the search filter literally', async () => {
    await f.marina({ name: '100% Koy_Marina' });
    for (const q of ['%', '_', "'", '\\', "%' or 1=1 --"]) {
      const res = await get(`/v1/admin/marina?search=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const names = body<{ content: { name: string }[] }>(res).content.map((m) => m.name);
      expect(names.every((n) => n.includes(q))).toBe(true);
    }
    expect(body<{ total: number }>(await get(`/v1/admin/marina?search=${encodeURIComponent('0% K')}`)).total).toBe(1);
  });

  it('finds a marina typed without Turkish letters or in capitals', async () => {
    await f.marina({ name: 'Şövalye Adası İskelesi' });
    for (const q of ['sovalye adasi iskele', 'ŞÖVALYE ADASI İSKELE', 'SOVALYE']) {
      const names = body<{ content: { name: string }[] }>(
        await get(`/v1/admin/marina?search=${encodeURIComponent(q)}`),
      ).content.map((m) => m.name);
      expect(names).toEqual(['Şövalye Adası İskelesi']);
    }
  });
});
