import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../../test/catalog.js';

describe('boat types', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const f = catalogFixtures(t, admin.token);
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

  it('creates, reads, renames and lists boat types with page size 10', async () => {
    const gulet = await f.boatType({ name: 'Gulet' });
    for (let i = 0; i < 10; i++) await f.boatType();
    expect(body(await call('GET', `/v1/admin/boattypes/${gulet.id}`)).content).toMatchObject({
      name: 'Gulet',
      boatCount: 0,
    });
    const renamed = await call('PUT', `/v1/admin/boattypes/${gulet.id}`, { name: 'Gület' });
    expect(body(renamed).content).toMatchObject({ name: 'Gület' });
    const page = body<{ content: unknown[]; total: number }>(await call('GET', '/v1/admin/boattypes'));
    expect(page.content).toHaveLength(10);
    expect(page.total).toBe(11);
  });

  it('answers 404 for unknown ids on read, update and delete', async () => {
    expect((await call('GET', '/v1/admin/boattypes/424242')).statusCode).toBe(404);
    expect((await call('PUT', '/v1/admin/boattypes/424242', { name: 'Yok' })).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/admin/boattypes/424242')).statusCode).toBe(404);
    expect((await call('GET', '/v1/admin/boattypes/abc')).statusCode).toBe(400);
  });

  it('refuses to delete a type in use, naming how many boats use it', async () => {
    const owner = await t.createUser('OWNER');
    const type = await f.boatType();
    for (let i = 0; i < 3; i++) await f.boat(owner.id, { boatTypeId: type.id });
    const res = await call('DELETE', `/v1/admin/boattypes/${type.id}`);
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).content.message).toBe(
      'Bu tekne tipi 3 teknede kullanılıyor; önce teknelerin tipini değiştirin.',
    );
    const unused = await f.boatType();
    expect((await call('DELETE', `/v1/admin/boattypes/${unused.id}`)).statusCode).toBe(200);
  });

  it('refuses a duplicate name whatever its Turkish case', async () => {
    await f.boatType({ name: 'Sürat Teknesi' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/boattypes',
      headers: bearer(admin.token),
      payload: { name: 'SÜRAT TEKNESİ' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('finds a type typed without Turkish letters or in capitals', async () => {
    await f.boatType({ name: 'Gezi Teknesi Çift Gövdeli' });
    for (const q of ['cift govde', 'ÇİFT GÖVDE']) {
      const names = body<{ content: { name: string }[] }>(
        await call('GET', `/v1/admin/boattypes?search=${encodeURIComponent(q)}`),
      ).content.map((b) => b.name);
      expect(names).toEqual(['Gezi Teknesi Çift Gövdeli']);
    }
  });

  it('takes SQL metacharacters in the search filter literally', async () => {
    for (const q of ['%', '_', "'", '\\']) {
      const res = await call('GET', `/v1/admin/boattypes?search=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(body<{ total: number }>(res).total).toBe(0);
    }
  });
});
