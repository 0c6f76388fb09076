import { describe, expect, it } from 'vitest';
import { bearer, body } from '../../test/app.js';
import type { ErrorBody } from '../../test/catalog.js';
import { searchApp, type PageBody } from '../../test/search-app.js';

const nextYear = new Date().getFullYear() + 1;
const d = (md: string) => `${nextYear}-${md}`;

describe('public search', async () => {
  const { t, admin, owner, f } = await searchApp('0');
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const search = async (qs: string, path = '/v1/searchboats') => {
    const res = await get(`${path}?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<PageBody>(res);
  };
  const patch = (path: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/v1/admin/boats/${path}`, headers: bearer(admin.token), payload });

  const gocek = await f.marina({ name: 'Göcek Marina' });
  const kas = await f.marina({ name: 'Kaş Marina' });
  const gulet = await f.boatType({ name: 'Gulet' });
  const yelkenli = await f.boatType({ name: 'Yelkenli' });
  const cheap = await f.boat(owner.id, {
    name: 'Ucuz Yelken',
    marinaId: kas.id,
    boatTypeId: yelkenli.id,
    lengthM: 12,
    guestsDay: 6,
    guestsNight: 4,
    cabins: 2,
  });
  const mid = await f.boat(owner.id, {
    name: 'Orta Gulet',
    marinaId: gocek.id,
    boatTypeId: gulet.id,
    lengthM: 24,
    guestsDay: 12,
    guestsNight: 10,
    cabins: 5,
  });
  const lux = await f.boat(owner.id, {
    name: 'Lüks Gulet',
    marinaId: gocek.id,
    boatTypeId: gulet.id,
    lengthM: 35,
    guestsDay: 30,
    guestsNight: 16,
    cabins: 8,
    forSale: true,
    salePriceMinor: 200_000_000,
    saleCurrency: 'EUR',
  });
  const saleOnly = await f.boat(owner.id, {
    name: 'Satılık Tekne',
    marinaId: kas.id,
    boatTypeId: yelkenli.id,
    forRent: false,
    forSale: true,
    salePriceMinor: 5_000_000_00,
    saleCurrency: 'TRY',
  });
  const inactive = await f.boat(owner.id, { name: 'Gizli Gulet', marinaId: gocek.id, boatTypeId: gulet.id });
  await patch('activity', { boat_id: inactive.id, value: false });
  await f.price(cheap.id, d('06-01'), d('06-30'), 1_000_000, 'TRY'); // 10 000 TL
  await f.price(mid.id, d('06-01'), d('06-30'), 50_000, 'EUR'); // 500 € = 24 100 TL
  await f.price(mid.id, d('07-01'), d('07-31'), 80_000, 'EUR');
  await f.price(lux.id, d('06-01'), d('06-30'), 400_000, 'USD'); // 4 000 $ = 166 000 TL
  await patch('setpopular', { boat_id: mid.id, value: true });
  const ids = (p: PageBody) => p.content.map((i) => i.id);

  it('lists active rental boats only, newest first by default, 20 per page', async () => {
    const p = await search('');
    expect(ids(p)).toEqual([lux.id, mid.id, cheap.id]);
    expect(p.total).toBe(3);
    expect(p.content[1]).toMatchObject({
      slug: 'orta-gulet',
      marinaName: 'Göcek Marina',
      typeName: 'Gulet',
      lowestDailyPrice: { amountMinor: 50_000, currency: 'EUR' },
    });
    expect(ids(await search('order=boat_asc'))).toEqual([cheap.id, mid.id, lux.id]);
    expect(ids(await search('order=popular'))[0]).toBe(mid.id);
    expect(ids(await search('skip=1&take=1'))).toEqual([mid.id]);
  });

  it('orders by the lowest daily price converted with the exchange rates', async () => {
    expect(ids(await search('order=price_asc'))).toEqual([cheap.id, mid.id, lux.id]);
    expect(ids(await search('order=price_desc'))).toEqual([lux.id, mid.id, cheap.id]);
  });

  it('keeps working with an exchange rate of four decimals, as the settings allow', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/exchange/edit',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { dollar_exchange_rate: '41.5234' },
    });
    expect(set.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/searchboats?currency=DOLLAR&price_min=1&order=price_asc',
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/exchange/edit',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { dollar_exchange_rate: '41.50' },
    });
  });

  it('prices with a rate changed behind its back (by another instance, before any notice) at once', async () => {
    const [before] = await t.db.sql<{ value: string }[]>`select value from settings where key = 'euro_exchange_rate'`;
    const cheapInEuro = async () =>
      (await search('currency=EURO&order=price_asc')).content.find((i) => i.id === cheap.id)!.price;
    expect(await cheapInEuro()).toEqual({
      amountMinor: Math.floor((1_000_000 * 100) / Math.round(Number(before!.value) * 100)),
      currency: 'EUR',
    });
    await t.db.sql`update settings set value = '50.00' where key = 'euro_exchange_rate'`;
    try {
      expect(await cheapInEuro()).toEqual({ amountMinor: 20_000, currency: 'EUR' }); // 10 000 TL at 50 TL/€
      expect(ids(await search('currency=EURO&price_min=200&price_max=200'))).toEqual([cheap.id]);
    } finally {
      await t.db.sql`update settings set value = ${before!.value} where key = 'euro_exchange_rate'`;
    }
    expect(ids(await search('currency=EURO&price_min=200&price_max=200'))).toEqual([]);
  });

  it('filters price in the chosen currency and shows the price in it', async () => {
    const euro = await search('currency=EURO&price_min=300&price_max=1000');
    expect(ids(euro)).toEqual([mid.id]);
    expect(euro.content[0]!.price).toEqual({ amountMinor: 50_000, currency: 'EUR' });
    expect(ids(await search('currency=TL&price_max=10000'))).toEqual([cheap.id]);
    expect(ids(await search('currency=DOLLAR&price_min=3000'))).toEqual([lux.id]);
    const tl = await search('currency=TL&price_min=24100&price_max=24100');
    expect(tl.content[0]!.price).toEqual({ amountMinor: 2_410_000, currency: 'TRY' });
  });

  it('filters by region, type, guests, cabins and length', async () => {
    expect(ids(await search(`regions=${gocek.id}`))).toEqual([lux.id, mid.id]);
    expect(ids(await search(`type=${yelkenli.id}`))).toEqual([cheap.id]);
    expect(ids(await search('guests=12'))).toEqual([lux.id, mid.id]);
    expect(ids(await search('cabins=6'))).toEqual([lux.id]);
    expect(ids(await search('length_min=20&length_max=30'))).toEqual([mid.id]);
  });

  it('excludes a boat with an overlapping active occupancy and includes it when the row is inactive', async () => {
    await t.db.sql`
      insert into occupancy (boat_id, period, source, ref, status)
      values (${mid.id}, daterange(${d('06-10')}::date, ${d('06-15')}::date, '[)'), 'reservation', 'test-1', 'confirmed')`;
    expect(ids(await search(`from=${d('06-12')}&to=${d('06-14')}`))).toEqual([lux.id, cheap.id]);
    expect(ids(await search(`from=${d('06-15')}&to=${d('06-20')}`))).toContain(mid.id);
    // Checkout day is exclusive: leaving on the 10th does not clash with a hold from the 10th.
    expect(ids(await search(`from=${d('06-05')}&to=${d('06-10')}`))).toContain(mid.id);
    await t.db.sql`update occupancy set active = false where boat_id = ${mid.id}`;
    expect(ids(await search(`from=${d('06-12')}&to=${d('06-14')}`))).toContain(mid.id);
  });

  it('refuses a date range whose end is not after its start, or half a range, in Turkish', async () => {
    for (const qs of [
      `from=${d('06-10')}&to=${d('06-10')}`,
      `from=${d('06-10')}&to=${d('06-01')}`,
      `from=${d('06-10')}`,
    ]) {
      const res = await get(`/v1/searchboats?${qs}`);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res).content.message).toMatch(/iniş|biniş/);
    }
    expect((await get('/v1/searchboats?from=2026-02-30&to=2026-03-02')).statusCode).toBe(400);
  });

  it('refuses a range starting before today (Istanbul) with DATES_PAST in Turkish; today itself is searched', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await get(`/v1/searchboats?from=${day(-1)}&to=${day(2)}`);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res)).toMatchObject({
      code: 'DATES_PAST',
      content: { message: 'Biniş günü (from) geçmiş bir gün olamaz; bugünü ya da sonraki bir günü seçin.' },
    });
    expect((await get(`/v1/searchboats?from=${day(0)}&to=${day(2)}`)).statusCode).toBe(200);
  });

  it('lists boats for sale with their sale price, converted for the price filter', async () => {
    const sale = await search('', '/v1/searchboatsforsale');
    expect(ids(sale)).toEqual([saleOnly.id, lux.id]);
    expect(sale.content[1]!.salePrice).toEqual({ amountMinor: 200_000_000, currency: 'EUR' });
    expect(ids(await search('order=price_asc', '/v1/searchboatsforsale'))).toEqual([saleOnly.id, lux.id]);
    expect(ids(await search('currency=EURO&price_min=1000000', '/v1/searchboatsforsale'))).toEqual([lux.id]);
  });

  it('answers SQL metacharacters in every filter with a clean 400, never a 500', async () => {
    const fields = [
      'skip',
      'take',
      'order',
      'regions',
      'type',
      'guests',
      'cabins',
      'length_min',
      'length_max',
      'price_min',
      'price_max',
      'currency',
      'from',
      'to',
    ];
    for (const path of ['/v1/searchboats', '/v1/searchboatsforsale']) {
      for (const field of fields) {
        for (const bad of ["'", '%', '_', '\\', "1' or '1'='1", '1;drop table boats']) {
          const res = await get(`${path}?${field}=${encodeURIComponent(bad)}`);
          expect(res.statusCode, `${field}=${bad}`).toBe(400);
        }
      }
    }
  });

  it('matches gocek, GÖCEK and Göcek equally in the typeahead, for active boats only', async () => {
    const results = await Promise.all(
      ['gocek', 'GÖCEK', 'Göcek', 'göcek'].map(
        async (q) =>
          body<{ content: { slug: string }[] }>(await get(`/v1/search/input?searchString=${encodeURIComponent(q)}`))
            .content,
      ),
    );
    for (const r of results) {
      expect(r.map((x) => x.slug).sort()).toEqual(['luks-gulet', 'orta-gulet']);
      expect(r[0]).toHaveProperty('thumbnail');
    }
    const byName = body<{ content: { slug: string; name: string }[] }>(
      await get(`/v1/search/input?searchString=${encodeURIComponent('LÜKS')}`),
    );
    expect(byName.content).toEqual([{ slug: 'luks-gulet', name: 'Lüks Gulet', thumbnail: null }]);
    expect(body<{ content: unknown[] }>(await get('/v1/search/input?searchString=')).content).toEqual([]);
  });

  it('takes SQL metacharacters literally in the typeahead', async () => {
    await f.boat(owner.id, { name: '100% Keyif_Teknesi', marinaId: kas.id, boatTypeId: gulet.id });
    for (const q of ['%', '_', "'", '\\', "' or 1=1 --", '%%']) {
      const res = await get(`/v1/search/input?searchString=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const names = body<{ content: { name: string }[] }>(res).content.map((r) => r.name);
      expect(names.every((n) => n.includes(q.trim()) || q.includes("'"))).toBe(true);
    }
    const pct = body<{ content: { name: string }[] }>(
      await get(`/v1/search/input?searchString=${encodeURIComponent('0%')}`),
    );
    expect(pct.content.map((r) => r.name)).toEqual(['100% Keyif_Teknesi']);
    const long = await get(`/v1/search/input?searchString=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('offers marinas, types and ranges for the filters', async () => {
    const res = await get('/v1/search/boatoptions');
    expect(res.statusCode).toBe(200);
    const o = body<{
      content: {
        marinas: { id: number; count: number }[];
        boatTypes: { name: string }[];
        maxGuests: number;
        currencies: string[];
      };
    }>(res).content;
    expect(o.marinas.find((m) => m.id === gocek.id)?.count).toBeGreaterThanOrEqual(2);
    expect(o.boatTypes.map((x) => x.name)).toEqual(expect.arrayContaining(['Gulet', 'Yelkenli']));
    expect(o.maxGuests).toBeGreaterThanOrEqual(30);
    expect(o.currencies).toEqual(['TL', 'DOLLAR', 'EURO', 'POUND']);
  });

  it('finds boats by a renamed marina: the search text follows marina and type names', async () => {
    const place = await f.marina({ name: 'Eski Liman' });
    await f.boat(owner.id, { name: 'Dalga', marinaId: place.id, boatTypeId: gulet.id });
    await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/marina/${place.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Şövalye Adası' },
    });
    const hits = body<{ content: { slug: string }[] }>(
      await get(`/v1/search/input?searchString=${encodeURIComponent('SOVALYE')}`),
    );
    expect(hits.content.map((h) => h.slug)).toEqual(['dalga']);
    const old = body<{ content: unknown[] }>(await get('/v1/search/input?searchString=eski%20liman'));
    expect(old.content).toEqual([]);
  });

  it('suggests near matches when nothing contains the text', async () => {
    const hits = body<{ content: { slug: string }[] }>(
      await get(`/v1/search/input?searchString=${encodeURIComponent('gulett')}`),
    );
    expect(hits.content.length).toBeGreaterThan(0);
  });

  it('completes a name with the boats closely resembling it, as the full ranking would', async () => {
    // One name contains the text; nine differ from it in a digit (the close-resemblance pool's answer);
    // the rest share only the word.
    for (let i = 0; i < 12; i++)
      await f.boat(owner.id, { name: `Deniz Kraliçe ${720 + i}`, marinaId: gocek.id, boatTypeId: gulet.id });
    for (let i = 0; i < 8; i++)
      await f.boat(owner.id, { name: `Kraliçe ${1000 + 37 * i}`, marinaId: gocek.id, boatTypeId: gulet.id });
    const names = body<{ content: { name: string }[] }>(
      await get(`/v1/search/input?searchString=${encodeURIComponent('Kraliçe 721')}`),
    ).content.map((h) => h.name);
    expect(names[0]).toBe('Deniz Kraliçe 721');
    expect(names).toHaveLength(10);
    expect(names.every((n) => n.startsWith('Deniz Kraliçe 72'))).toBe(true);
  });
});
