import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../../test/catalog.js';
import { addDays, istanbulDate } from '../../common/dates.js';
import { createServices } from '../../services.js';
import { bookOfficeReservation } from './book-office-reservation.js';
import type { HomeFigures } from './home-schemas.js';

describe('GET /v1/admin/home: the panel home figures in one call', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const otherOwner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const today = istanbulDate(new Date());
  const mine = await fx.boat(owner.id, { name: 'Ana Sayfa Guleti' });
  const theirs = await fx.boat(otherOwner.id, { name: 'Başka Sahibin Teknesi' });
  for (const b of [mine, theirs]) await fx.price(b.id, addDays(today, -30), addDays(today, 90), 100_000, 'EUR');

  const office = async (boatId: number, start: string, end: string, name: string, over: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: { boat_id: boatId, start, end, guests: 2, customer: { name }, ...over },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body<{ content: { id: string; reference: string; optionUntil: string } }>(res).content;
  };
  const home = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/home', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ content: HomeFigures }>(res).content;
  };

  const boarding = await office(mine.id, today, addDays(today, 3), 'Biniş Yapan', { confirm: true });
  // A charter that ends today was booked before it began: the office books it as of four days ago.
  const back = await bookOfficeReservation(
    createServices(t.config, t.db.sql).booking,
    {
      boat_id: mine.id,
      start: addDays(today, -3),
      end: today,
      guests: 2,
      customer: { name: 'Dönen Müşteri' },
      confirm: true,
    },
    {
      actor: { kind: 'user', id: admin.id, role: 'ADMIN', name: 'Ali' },
      requestId: 'home-test',
      now: new Date(Date.now() - 4 * 86_400_000).toISOString(),
    },
    null,
  );
  const soon = await office(mine.id, addDays(today, 20), addDays(today, 23), 'Acele Eden', { optionHours: 5 });
  const later = await office(mine.id, addDays(today, 30), addDays(today, 33), 'Bekleyen', { optionHours: 72 });
  const cancelled = await office(mine.id, addDays(today, 40), addDays(today, 42), 'Vazgeçen');
  await t.app.inject({
    method: 'PUT',
    url: `/v1/admin/reservations/${cancelled.id}`,
    headers: bearer(admin.token),
    payload: { status: 'cancelled', cancelReason: 'customer' },
  });
  const elsewhere = await office(theirs.id, today, addDays(today, 2), 'Başkasının Müşterisi', { confirm: true });
  const theirsSoon = await office(theirs.id, addDays(today, 10), addDays(today, 12), 'Başka Acele Eden', {
    optionHours: 2,
  });

  it('counts reservations per status and boats, lists today’s departures and returns and the options ending within 24 hours', async () => {
    const figures = await home(admin.token);
    expect(figures.today).toBe(today);
    expect(figures.counts).toEqual({ option: 3, confirmed: 3, cancelled: 1, completed: 0 });
    expect(figures.boats).toBe(2);
    expect(figures.departures).toEqual([
      {
        ref: boarding.id,
        boatName: 'Ana Sayfa Guleti',
        label: `${boarding.reference} · Biniş Yapan`,
        status: 'confirmed',
      },
      {
        ref: elsewhere.id,
        boatName: 'Başka Sahibin Teknesi',
        label: `${elsewhere.reference} · Başkasının Müşterisi`,
        status: 'confirmed',
      },
    ]);
    expect(figures.returns).toEqual([
      { ref: back.id, boatName: 'Ana Sayfa Guleti', label: `${back.reference} · Dönen Müşteri`, status: 'confirmed' },
    ]);
    expect(figures.expiring.map((r) => r.id)).toEqual([theirsSoon.id, soon.id]);
    expect(figures.expiring[1]).toEqual({
      id: soon.id,
      reference: soon.reference,
      boatName: 'Ana Sayfa Guleti',
      customerName: 'Acele Eden',
      optionUntil: soon.optionUntil,
    });
    expect(figures.expiring.map((r) => r.id)).not.toContain(later.id);
  });

  it('shows an OWNER only their own boats’ figures', async () => {
    const figures = await home(owner.token);
    expect(figures.counts).toEqual({ option: 2, confirmed: 2, cancelled: 1, completed: 0 });
    expect(figures.boats).toBe(1);
    expect(figures.departures.map((d) => d.ref)).toEqual([boarding.id]);
    expect(figures.expiring.map((r) => r.id)).toEqual([soon.id]);
    const other = await home(otherOwner.token);
    expect(other).toMatchObject({ counts: { option: 1, confirmed: 1 }, boats: 1, returns: [] });
    expect(other.departures.map((d) => d.ref)).toEqual([elsewhere.id]);
  });

  it('hides an erased customer’s name', async () => {
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/reservations/${soon.id}/customer`,
      headers: bearer(admin.token),
    });
    expect(erased.statusCode).toBe(200);
    const figures = await home(admin.token);
    expect(figures.expiring.find((r) => r.id === soon.id)?.customerName).toBe('Silinmiş müşteri');
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/home' });
    expect(res.statusCode).toBe(401);
    expect(body<ErrorBody>(res).content.message).toBeTruthy();
  });
});
