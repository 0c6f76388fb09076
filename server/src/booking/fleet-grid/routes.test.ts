import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../../test/catalog.js';
import { istanbulDate } from '../../common/dates.js';
import type { FleetGrid } from './schemas.js';

describe('GET /v1/admin/occupancy/grid: the fleet grid of a window', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const ownerA = await t.createUser('OWNER');
  const ownerB = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const year = Number(istanbulDate(new Date()).slice(0, 4)) + 1;
  const d = (md: string) => `${year}-${md}`;
  const [m1, m2] = [await fx.marina({ name: 'Göcek Filo Marina' }), await fx.marina({ name: 'Fethiye Filo Marina' })];
  const [t1, t2] = [await fx.boatType({ name: 'Filo Gulet' }), await fx.boatType({ name: 'Filo Katamaran' })];
  const a1 = await fx.boat(ownerA.id, {
    name: 'Aslı Sultan',
    marinaId: m1.id,
    boatTypeId: t1.id,
    guestsDay: 12,
    guestsNight: 8,
  });
  const a2 = await fx.boat(ownerA.id, {
    name: 'Bora',
    marinaId: m2.id,
    boatTypeId: t2.id,
    guestsDay: 6,
    guestsNight: 4,
  });
  const b1 = await fx.boat(ownerB.id, {
    name: 'Ceren',
    marinaId: m1.id,
    boatTypeId: t1.id,
    guestsDay: 10,
    guestsNight: 10,
  });
  for (const b of [a1, a2, b1]) await fx.price(b.id, d('04-01'), d('11-01'), 100_000, 'EUR');

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(201);
    return body<{ content: { id: string; reference?: string } }>(res).content;
  };
  const option = await post('/v1/admin/reservations', {
    boat_id: a1.id,
    start: d('06-10'),
    end: d('06-17'),
    guests: 8,
    customer: { name: 'Deniz Kaya' },
  });
  const confirmed = await post('/v1/admin/reservations', {
    boat_id: b1.id,
    start: d('05-28'),
    end: d('06-04'),
    guests: 4,
    customer: { name: 'Ece Demir' },
    confirm: true,
  });
  const closing = await post('/v1/admin/external', {
    boat_id: a2.id,
    start_date: d('06-12'),
    end_date: d('06-13'),
    kind: 'maintenance',
    note: 'Motor bakımı',
  });
  const boatDate = await post('/v1/admin/boats/date', {
    boat_id: b1.id,
    start_date: d('06-20'),
    end_date: d('06-24'),
  });

  const get = (query: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url: `/v1/admin/occupancy/grid?${query}`, headers: bearer(token) });
  const grid = async (query: string, token = admin.token) => {
    const res = await get(query, token);
    expect(res.statusCode, res.body).toBe(200);
    return body<{ content: FleetGrid }>(res).content;
  };
  const names = (g: FleetGrid) => g.boats.map((b) => b.name);
  const june = `from=${d('06-01')}&to=${d('07-01')}`;

  it('gives every boat by name with its marina, type, owner, capacity and the blocks in the window, each of its kind', async () => {
    const g = await grid(june);
    expect(g).toMatchObject({ from: d('06-01'), to: d('07-01'), total: 3, truncated: false });
    expect(names(g)).toEqual(['Aslı Sultan', 'Bora', 'Ceren']);
    const [asli, bora, ceren] = g.boats;
    expect(asli).toMatchObject({
      id: a1.id,
      capacity: 12,
      active: true,
      marina: { id: m1.id, name: 'Göcek Filo Marina' },
      type: { id: t1.id, name: 'Filo Gulet' },
      owner: { id: ownerA.id },
    });
    expect(asli!.blocks).toEqual([
      { start: d('06-10'), end: d('06-17'), kind: 'option', ref: option.id, label: `${option.reference} · Deniz Kaya` },
    ]);
    // A closing's last closed day (13th) is inclusive in the API; the block's end is the day after.
    expect(bora!.blocks).toEqual([
      { start: d('06-12'), end: d('06-14'), kind: 'closing', ref: closing.id, label: 'Motor bakımı' },
    ]);
    // A block that begins before the window keeps its true start.
    expect(ceren!.blocks).toEqual([
      {
        start: d('05-28'),
        end: d('06-04'),
        kind: 'confirmed',
        ref: confirmed.id,
        label: `${confirmed.reference} · Ece Demir`,
      },
      { start: d('06-20'), end: d('06-25'), kind: 'availability', ref: boatDate.id, label: 'Kapalı' },
    ]);
    expect(g.choices.marinas.map((m) => m.name)).toEqual(['Fethiye Filo Marina', 'Göcek Filo Marina']);
    expect(g.choices.types.map((m) => m.name)).toEqual(['Filo Gulet', 'Filo Katamaran']);
    expect(g.choices.owners.map((o) => o.id).sort()).toEqual([ownerA.id, ownerB.id].sort());
  });

  it('filters by marina, type, owner, guests and "free over a range" on the server', async () => {
    expect(names(await grid(`${june}&marina_id=${m1.id}`))).toEqual(['Aslı Sultan', 'Ceren']);
    expect(names(await grid(`${june}&type_id=${t2.id}`))).toEqual(['Bora']);
    expect(names(await grid(`${june}&owner_id=${ownerB.id}`))).toEqual(['Ceren']);
    expect(names(await grid(`${june}&guests=8`))).toEqual(['Aslı Sultan', 'Ceren']);
    expect(names(await grid(`${june}&guests=11`))).toEqual(['Aslı Sultan']);
    // 10–17 June: Aslı Sultan is booked, Bora closed on the 12th–13th; Ceren is free.
    expect(names(await grid(`${june}&free_from=${d('06-10')}&free_to=${d('06-17')}`))).toEqual(['Ceren']);
    // The charter's check-out day is free again, and Bora's closing ends with the 13th.
    expect(names(await grid(`${june}&free_from=${d('06-17')}&free_to=${d('06-20')}`))).toEqual([
      'Aslı Sultan',
      'Bora',
      'Ceren',
    ]);
    expect(names(await grid(`${june}&free_from=${d('06-14')}&free_to=${d('06-17')}`))).toEqual(['Bora', 'Ceren']);
    const combined = await grid(`${june}&guests=8&marina_id=${m1.id}&free_from=${d('06-10')}&free_to=${d('06-17')}`);
    expect(names(combined)).toEqual(['Ceren']);
    expect(combined.total).toBe(1);
    expect(names(await grid(`${june}&guests=500`))).toEqual([]);
  });

  it('gives an OWNER the same grid for their own boats only, whatever filter they send', async () => {
    const g = await grid(june, ownerA.token);
    expect(names(g)).toEqual(['Aslı Sultan', 'Bora']);
    expect(g.choices.owners.map((o) => o.id)).toEqual([ownerA.id]);
    expect(g.choices.marinas.map((m) => m.id).sort()).toEqual([m1.id, m2.id].sort());
    expect(names(await grid(`${june}&owner_id=${ownerB.id}`, ownerA.token))).toEqual([]);
    expect(names(await grid(`${june}&marina_id=${m1.id}`, ownerA.token))).toEqual(['Aslı Sultan']);
    const b = await grid(june, ownerB.token);
    expect(names(b)).toEqual(['Ceren']);
    expect(b.choices.types.map((x) => x.name)).toEqual(['Filo Gulet']);
  });

  it('refuses a bad window with a Turkish 400: reversed, empty, longer than a season, a half-given free range', async () => {
    const refusal = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(400);
      return body<ErrorBody>(res);
    };
    expect(await refusal(`from=${d('07-01')}&to=${d('06-01')}`)).toMatchObject({
      code: 'INVALID_GRID_WINDOW',
      content: { message: 'Takvim penceresinin sonu başından sonra olmalıdır (bitiş > başlangıç).' },
    });
    expect((await refusal(`from=${d('06-01')}&to=${d('06-01')}`)).code).toBe('INVALID_GRID_WINDOW');
    // A season is 214 days (1 April – 1 November); one day more is refused.
    expect((await grid(`from=${d('04-01')}&to=${d('11-01')}`)).boats).toHaveLength(3);
    expect(await refusal(`from=${d('04-01')}&to=${d('11-02')}`)).toMatchObject({
      code: 'GRID_WINDOW_TOO_LONG',
      content: {
        message: 'Filo takvimi en fazla bir sezonluk (214 gün) bir pencere gösterir; daha kısa bir aralık seçin.',
      },
    });
    expect((await refusal(`${june}&free_from=${d('06-10')}`)).code).toBe('INVALID_FREE_RANGE');
    expect((await refusal(`${june}&free_from=${d('06-10')}&free_to=${d('06-10')}`)).code).toBe('INVALID_FREE_RANGE');
    expect((await refusal(`from=2027-02-30&to=${d('06-01')}`)).content.message).toMatch(/from/);
    expect((await refusal(`to=${d('06-01')}`)).statusCode).toBe(400);
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/admin/occupancy/grid?${june}` });
    expect(res.statusCode).toBe(401);
  });
});
