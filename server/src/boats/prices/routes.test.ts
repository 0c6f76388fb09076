import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../../test/catalog.js';

describe('boat price periods', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const other = await t.createUser('OWNER');
  const f = catalogFixtures(t, admin.token);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('creates, lists, updates and deletes seasonal periods with inclusive dates', async () => {
    const boat = await f.boat(owner.id);
    const created = await call('POST', '/v1/admin/boats/price', owner.token, {
      boat_id: boat.id,
      startDate: '2026-07-01',
      endDate: '2026-08-31',
      dailyPriceMinor: 250_000,
      currency: 'EUR',
      minDays: 3,
      note: 'Yüksek sezon',
    });
    expect(created.statusCode).toBe(201);
    const period = body<{ content: { id: number } }>(created).content;
    expect(body(created).content).toMatchObject({
      boatId: boat.id,
      startDate: '2026-07-01',
      endDate: '2026-08-31',
      minDays: 3,
    });
    const updated = await call('PUT', `/v1/admin/boats/price/${period.id}`, owner.token, {
      startDate: '2026-07-01',
      endDate: '2026-09-15',
      dailyPriceMinor: 260_000,
      currency: 'EUR',
    });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).content).toMatchObject({
      endDate: '2026-09-15',
      dailyPriceMinor: 260_000,
      minDays: 1,
      note: null,
    });
    const list = await call('GET', `/v1/admin/boats/price?boat_id=${boat.id}`, owner.token);
    expect(body<{ content: unknown[] }>(list).content).toHaveLength(1);
    expect((await call('DELETE', `/v1/admin/boats/price/${period.id}`, owner.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/admin/boats/price/${period.id}`, owner.token)).statusCode).toBe(404);
  });

  it('refuses an overlapping period with a 409 naming the clashing one', async () => {
    const boat = await f.boat(owner.id);
    await f.price(boat.id, '2026-04-01', '2026-06-30', 150_000);
    const second = await f.price(boat.id, '2026-07-01', '2026-08-31', 250_000);
    const res = await call('POST', '/v1/admin/boats/price', admin.token, {
      boat_id: boat.id,
      startDate: '2026-06-30',
      endDate: '2026-07-05',
      dailyPriceMinor: 1,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).content.message).toBe(
      'Bu dönem, teknenin 01.04.2026 – 30.06.2026 fiyat dönemiyle çakışıyor; tarihleri değiştirin.',
    );
    const moved = await call('PUT', `/v1/admin/boats/price/${second.id}`, admin.token, {
      startDate: '2026-06-15',
      endDate: '2026-08-31',
      dailyPriceMinor: 250_000,
      currency: 'EUR',
    });
    expect(moved.statusCode).toBe(409);
    const otherBoat = await f.boat(owner.id);
    await f.price(otherBoat.id, '2026-06-30', '2026-07-05', 90_000);
  });

  it('refuses an end before the start with a Turkish 400', async () => {
    const boat = await f.boat(owner.id);
    const res = await call('POST', '/v1/admin/boats/price', admin.token, {
      boat_id: boat.id,
      startDate: '2026-05-10',
      endDate: '2026-05-01',
      dailyPriceMinor: 1000,
      currency: 'TRY',
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toMatch(/bitiş tarihi/);
    const badDate = await call('POST', '/v1/admin/boats/price', admin.token, {
      boat_id: boat.id,
      startDate: "2026-05-01' or 1=1",
      endDate: '2026-05-01',
      dailyPriceMinor: 1000,
      currency: 'TRY',
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('lets an OWNER manage prices of their own boats only', async () => {
    const theirs = await f.boat(other.id);
    const period = await f.price(theirs.id, '2026-04-01', '2026-04-30', 100_000);
    const create = await call('POST', '/v1/admin/boats/price', owner.token, {
      boat_id: theirs.id,
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      dailyPriceMinor: 1000,
      currency: 'TRY',
    });
    expect(create.statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/v1/admin/boats/price/${period.id}`, owner.token, {
          startDate: '2026-04-01',
          endDate: '2026-04-30',
          dailyPriceMinor: 1,
          currency: 'TRY',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/v1/admin/boats/price/${period.id}`, owner.token)).statusCode).toBe(404);
    expect((await call('GET', `/v1/admin/boats/price?boat_id=${theirs.id}`, owner.token)).statusCode).toBe(404);
  });
});
