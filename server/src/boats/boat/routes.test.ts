import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type BoatBody, type ErrorBody } from '../../../test/catalog.js';

describe('admin boats', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const other = await t.createUser('OWNER');
  const f = catalogFixtures(t, admin.token);
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const boatPayload = async (overrides: object = {}) => ({
    name: 'Deniz Yıldızı',
    boatTypeId: (await f.boatType()).id,
    marinaId: (await f.marina()).id,
    lengthM: 24.4,
    guestsDay: 20,
    ...overrides,
  });

  it('creates a boat with every field and a Turkish-aware slug', async () => {
    const payload = await boatPayload({
      name: 'Şükran Gülü',
      ownerId: owner.id,
      year: 2018,
      guestsNight: 10,
      cabins: 5,
      bathrooms: 5,
      crew: 4,
      captainIncluded: true,
      description: '<p>Geniş <strong>güverte</strong></p>',
      equipment: ['Klima', 'Jeneratör', 'Klima'],
      rules: 'Sigara içilmez.',
      forSale: true,
      salePriceMinor: 45_000_000,
      saleCurrency: 'EUR',
      icalUrl: 'https://example.com/cal.ics',
    });
    const res = await call('POST', '/v1/admin/boats', admin.token, payload);
    expect(res.statusCode).toBe(201);
    expect(body(res).content).toMatchObject({
      name: 'Şükran Gülü',
      slug: 'sukran-gulu',
      ownerId: owner.id,
      lengthM: 24.4,
      equipment: ['Klima', 'Jeneratör'],
      forRent: true,
      forSale: true,
      salePriceMinor: 45_000_000,
      saleCurrency: 'EUR',
      active: true,
      popular: false,
      thumbnail: null,
    });
  });

  it('suffixes duplicate slugs with -2 and -3', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push((await f.boat(owner.id, { name: 'Mavi Rüya' })).slug);
    expect(slugs).toEqual(['mavi-ruya', 'mavi-ruya-2', 'mavi-ruya-3']);
  });

  it('drops apostrophes from the slug and names a boat without letters "tekne"', async () => {
    // The ASCII apostrophe is left to the unit tests: the SQL metacharacter test expects no boat to hold one.
    expect((await f.boat(owner.id, { name: 'Kaptan’ın Teknesi' })).slug).toBe('kaptanin-teknesi');
    expect((await f.boat(owner.id, { name: 'KAPTAN’IN TEKNESİ' })).slug).toBe('kaptanin-teknesi-2');
    const unnamed = (await f.boat(owner.id, { name: '!!! ???' })).slug;
    expect(unnamed).toMatch(/^tekne(-\d+)?$/);
  });

  it('keeps the suffixed slugs of a 120-character name distinct and short enough to be served', async () => {
    const name = `Ölüdeniz ${'Yıldızı '.repeat(14)}`.slice(0, 120);
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push((await f.boat(owner.id, { name })).slug);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs[0]).toMatch(/^oludeniz-yildizi-/);
    expect(slugs[1]).toMatch(/-2$/);
    expect(slugs[2]).toMatch(/-3$/);
    for (const slug of slugs) expect(slug.length).toBeLessThanOrEqual(100);
    // The router refuses a path parameter over 100 characters (414); every one of these is served.
    for (const slug of slugs) expect((await call('GET', `/v1/boats/${slug}`, admin.token)).statusCode).toBe(200);
  });

  it('sanitises the description: no scripts, event handlers or javascript: links', async () => {
    const boat = await f.boat(owner.id, {
      description:
        '<p onclick="x()">Merhaba<script>alert(1)</script></p><a href="javascript:alert(1)">tıkla</a><img src=x onerror=alert(1)>',
    });
    expect(boat.description).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(boat.description).toContain('<p>Merhaba</p>');
  });

  it('lets an OWNER create boats only for themselves', async () => {
    const mine = await call('POST', '/v1/admin/boats', owner.token, await boatPayload());
    expect(mine.statusCode).toBe(201);
    expect(body<{ content: BoatBody }>(mine).content.ownerId).toBe(owner.id);
    const forOther = await call('POST', '/v1/admin/boats', owner.token, await boatPayload({ ownerId: other.id }));
    expect(forOther.statusCode).toBe(403);
    expect(body<ErrorBody>(forOther).content.message).toMatch(/yalnızca yönetici/);
  });

  it('requires an ADMIN to name an OWNER as the owner', async () => {
    expect((await call('POST', '/v1/admin/boats', admin.token, await boatPayload())).statusCode).toBe(400);
    const res = await call('POST', '/v1/admin/boats', admin.token, await boatPayload({ ownerId: admin.id }));
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toMatch(/OWNER/);
    const badType = await call(
      'POST',
      '/v1/admin/boats',
      admin.token,
      await boatPayload({ ownerId: owner.id, boatTypeId: 999999 }),
    );
    expect(badType.statusCode).toBe(400);
  });

  it('shows an OWNER only their own boats and answers 404 for another owner’s', async () => {
    const theirs = await f.boat(other.id);
    const mine = await f.boat(owner.id);
    const list = body<{ content: BoatBody[] }>(await call('GET', '/v1/admin/boats?take=100', owner.token));
    expect(list.content.every((b) => b.ownerId === owner.id)).toBe(true);
    expect(list.content.map((b) => b.id)).toContain(mine.id);
    expect((await call('GET', `/v1/admin/boats/${theirs.id}`, owner.token)).statusCode).toBe(404);
    expect((await call('GET', `/v1/admin/boats/${mine.id}`, owner.token)).statusCode).toBe(200);
    const put = await call('PUT', `/v1/admin/boats/${theirs.id}`, owner.token, await boatPayload());
    expect(put.statusCode).toBe(404);
    expect(body<ErrorBody>(put).content.message).toBe('Tekne bulunamadı.');
    for (const path of ['forrent', 'forsale', 'activity', 'deleteical']) {
      expect((await call('PATCH', `/v1/admin/boats/${path}`, owner.token, { boat_id: theirs.id })).statusCode).toBe(
        404,
      );
    }
    const all = body<{ content: { id: number }[] }>(await call('GET', '/v1/admin/boats/all', owner.token));
    expect(all.content.map((b) => b.id)).not.toContain(theirs.id);
  });

  it('lets an OWNER edit their own boat but not hand it to someone else', async () => {
    const mine = await f.boat(owner.id);
    const ok = await call('PUT', `/v1/admin/boats/${mine.id}`, owner.token, await boatPayload({ name: 'Yeni Ad' }));
    expect(ok.statusCode).toBe(200);
    expect(body<{ content: BoatBody }>(ok).content).toMatchObject({
      name: 'Yeni Ad',
      slug: mine.slug,
      ownerId: owner.id,
    });
    const give = await call('PUT', `/v1/admin/boats/${mine.id}`, owner.token, await boatPayload({ ownerId: other.id }));
    expect(give.statusCode).toBe(403);
  });

  it('forbids an OWNER popular, boat of the month and display order', async () => {
    const mine = await f.boat(owner.id);
    for (const [path, payload] of [
      ['setpopular', { boat_id: mine.id, value: true }],
      ['setboatofmonth', { boat_id: mine.id, value: true }],
      ['order', { boat_id: mine.id, order: 1 }],
    ] as const) {
      const res = await call('PATCH', `/v1/admin/boats/${path}`, owner.token, payload);
      expect(res.statusCode).toBe(403);
      expect(body<ErrorBody>(res).content.message).toMatch(/yetkiniz yok/);
    }
  });

  it('toggles flags when no value is given and sets them when one is', async () => {
    const boat = await f.boat(owner.id);
    const patch = async (path: string, payload: object, token = admin.token) =>
      body<{ content: BoatBody }>(await call('PATCH', `/v1/admin/boats/${path}`, token, payload)).content;
    expect((await patch('forrent', { boat_id: boat.id })).forRent).toBe(false);
    expect((await patch('forrent', { boat_id: boat.id })).forRent).toBe(true);
    expect((await patch('forsale', { boat_id: boat.id, value: true })).forSale).toBe(true);
    expect((await patch('forsale', { boat_id: boat.id, value: true })).forSale).toBe(true);
    expect((await patch('activity', { boat_id: boat.id }, owner.token)).active).toBe(false);
    expect((await patch('setpopular', { boat_id: boat.id })).popular).toBe(true);
    expect((await patch('order', { boat_id: boat.id, order: 7 })).displayOrder).toBe(7);
    const withIcal = await f.boat(owner.id, { icalUrl: 'https://cal.example.com/x.ics' });
    expect((await patch('deleteical', { boat_id: withIcal.id }, owner.token)).icalUrl).toBeNull();
  });

  it('keeps a single boat of the month', async () => {
    const a = await f.boat(owner.id);
    const b = await f.boat(other.id);
    await call('PATCH', '/v1/admin/boats/setboatofmonth', admin.token, { boat_id: a.id, value: true });
    await call('PATCH', '/v1/admin/boats/setboatofmonth', admin.token, { boat_id: b.id, value: true });
    const [row] = await t.db.sql<
      { n: number; id: number }[]
    >`select count(*)::int as n, max(id) as id from boats where boat_of_month`;
    expect(row).toEqual({ n: 1, id: b.id });
  });

  it('answers 404 for unknown boats on every write', async () => {
    expect((await call('GET', '/v1/admin/boats/987654', admin.token)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/v1/admin/boats/987654', admin.token, await boatPayload({ ownerId: owner.id }))).statusCode,
    ).toBe(404);
    for (const path of ['forrent', 'forsale', 'activity', 'setpopular', 'setboatofmonth', 'deleteical']) {
      expect((await call('PATCH', `/v1/admin/boats/${path}`, admin.token, { boat_id: 987654 })).statusCode).toBe(404);
    }
    expect((await call('PATCH', '/v1/admin/boats/order', admin.token, { boat_id: 987654, order: 1 })).statusCode).toBe(
      404,
    );
  });

  it('lists 20 per page and filters by id, popular and order', async () => {
    const popular = await f.boat(owner.id);
    await call('PATCH', '/v1/admin/boats/setpopular', admin.token, { boat_id: popular.id, value: true });
    for (let i = 0; i < 21; i++) await f.boat(other.id);
    const page = body<{ content: BoatBody[]; total: number }>(await call('GET', '/v1/admin/boats', admin.token));
    expect(page.content).toHaveLength(20);
    expect(page.total).toBeGreaterThan(21);
    const byId = body<{ content: BoatBody[]; total: number }>(
      await call('GET', `/v1/admin/boats?id=${popular.id}`, admin.token),
    );
    expect(byId.content.map((b) => b.id)).toEqual([popular.id]);
    const pops = body<{ content: BoatBody[] }>(await call('GET', '/v1/admin/boats?popular=true&take=100', admin.token));
    expect(pops.content.every((b) => b.popular)).toBe(true);
    const asc = body<{ content: BoatBody[] }>(await call('GET', '/v1/admin/boats?order=boat_asc&take=2', admin.token));
    const desc = body<{ content: BoatBody[] }>(
      await call('GET', '/v1/admin/boats?order=boat_desc&take=2', admin.token),
    );
    expect(asc.content[0]!.id).toBeLessThan(desc.content[0]!.id);
  });

  it('finds a boat, active or not, by its name typed without Turkish letters or in capitals, or by its slug', async () => {
    const boat = await f.boat(owner.id, { name: 'Şahin Işığı Gökçe', active: false });
    expect(boat.active).toBe(false);
    for (const q of ['sahin isigi gok', 'ŞAHİN IŞIĞI', 'SAHIN ISIGI', 'sahin-isigi-go']) {
      const found = body<{ content: BoatBody[] }>(
        await call('GET', `/v1/admin/boats?search=${encodeURIComponent(q)}`, admin.token),
      );
      expect(found.content.map((b) => b.id)).toEqual([boat.id]);
    }
  });

  it('answers SQL metacharacters in list filters with results or a clean 400', async () => {
    for (const q of ['%', '_', "'", '\\', "1' or '1'='1"]) {
      const search = await call('GET', `/v1/admin/boats?search=${encodeURIComponent(q)}`, admin.token);
      expect(search.statusCode).toBe(200);
      expect(body<{ total: number }>(search).total).toBe(0);
      for (const field of ['id', 'popular', 'order']) {
        expect((await call('GET', `/v1/admin/boats?${field}=${encodeURIComponent(q)}`, admin.token)).statusCode).toBe(
          400,
        );
      }
    }
  });

  it('exports CSV with a BOM, ; separator and Turkish characters intact; an OWNER gets only own boats', async () => {
    const mine = await f.boat(owner.id, { name: 'Işıl; "Çağla" Şahin', equipment: ['Güneşlik'] });
    const theirs = await f.boat(other.id, { name: 'Başkasının Teknesi' });
    const res = await call('GET', '/v1/admin/boats/csv', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tekneler.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFNo;Ad;Adres \(slug\);Tip;Marina;Sahip/);
    expect(text).toContain(`${mine.id};"Işıl; ""Çağla"" Şahin";`);
    expect(text).toContain('Güneşlik');
    expect(text).not.toContain(theirs.name);
    const all = (await call('GET', '/v1/admin/boats/csv', admin.token)).rawPayload.toString('utf8');
    expect(all).toContain('Başkasının Teknesi');
  });

  it('asks for a login on every admin boat call', async () => {
    const boat = await f.boat(owner.id);
    for (const [method, url] of [
      ['GET', '/v1/admin/boats'],
      ['GET', '/v1/admin/boats/all'],
      ['GET', '/v1/admin/boats/csv'],
      ['GET', `/v1/admin/boats/${boat.id}`],
      ['POST', '/v1/admin/boats'],
      ['PUT', `/v1/admin/boats/${boat.id}`],
      ['PATCH', '/v1/admin/boats/forrent'],
      ['POST', '/v1/admin/boats/price'],
      ['POST', '/v1/admin/boats/image'],
      ['PUT', '/v1/admin/boats/image/updateorder'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
