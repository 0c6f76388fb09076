import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';
import { catalogFixtures } from '../../test/catalog.js';

interface ErrorBody {
  code: string;
  content: { message: string };
}
type Entries = { key: string; value: string }[];
const valueOf = (entries: Entries, key: string) => entries.find((e) => e.key === key)?.value;

describe('settings, site data and panel counts', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const call = (method: 'GET' | 'PUT', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the default exchange rates to the ADMIN and to the public', async () => {
    const admin = body<{ content: Entries }>(await call('GET', '/v1/admin/getexchange')).content;
    expect(admin).toEqual([
      { key: 'dollar_exchange_rate', value: '41.50' },
      { key: 'euro_exchange_rate', value: '48.20' },
      { key: 'sterling_exchange_rate', value: '55.10' },
    ]);
    const pub = body<{ content: { currency: Entries } }>(await publicGet('/v1/website/settings')).content;
    expect(pub.currency).toEqual(admin);
  });

  it('updates only the rates that are sent', async () => {
    const res = await call('PUT', '/v1/admin/exchange/edit', { euro_exchange_rate: '49.1234' });
    expect(res.statusCode).toBe(200);
    const entries = body<{ content: Entries }>(res).content;
    expect(valueOf(entries, 'euro_exchange_rate')).toBe('49.1234');
    expect(valueOf(entries, 'dollar_exchange_rate')).toBe('41.50');
  });

  it.each([
    [{ dollar_exchange_rate: '0' }, '"dollar_exchange_rate" sıfırdan büyük bir kur olmalıdır (ör. 41.50).'],
    [{ dollar_exchange_rate: '0.0000' }, '"dollar_exchange_rate" sıfırdan büyük bir kur olmalıdır (ör. 41.50).'],
    [{ euro_exchange_rate: '-3' }, 'Geçersiz istek: "euro_exchange_rate" biçimi geçersiz.'],
    [{ euro_exchange_rate: '48.12345' }, 'Geçersiz istek: "euro_exchange_rate" biçimi geçersiz.'],
    [{ sterling_exchange_rate: '55,10' }, 'Geçersiz istek: "sterling_exchange_rate" biçimi geçersiz.'],
    [{ sterling_exchange_rate: { value: '55' } }, 'Geçersiz istek: "sterling_exchange_rate" metin olmalıdır.'],
  ])('refuses the rate %o in Turkish', async (payload, message) => {
    const res = await call('PUT', '/v1/admin/exchange/edit', payload);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe(message);
  });

  it('saves site, contact and social settings and shows them in the public site data', async () => {
    await call('PUT', '/v1/admin/site/edit', {
      site_footer_text: 'Fethiye’nin tekne pazarı',
      working_hours: 'Hafta içi 8.00-17.00',
    });
    await call('PUT', '/v1/admin/contact/edit', {
      site_phone: '+90 252 614 00 00',
      site_email: 'info@fethiyetekne.com',
    });
    await call('PUT', '/v1/admin/social/edit', { instagram_link: 'https://instagram.com/fethiyetekne' });
    const data = body<{ content: { footerData: Entries; marinaPopular: unknown[]; boatTypes: unknown[] } }>(
      await publicGet('/v1/website/sitedata'),
    ).content;
    expect(valueOf(data.footerData, 'site_footer_text')).toBe('Fethiye’nin tekne pazarı');
    expect(valueOf(data.footerData, 'site_phone')).toBe('+90 252 614 00 00');
    expect(valueOf(data.footerData, 'site_email')).toBe('info@fethiyetekne.com');
    expect(valueOf(data.footerData, 'instagram_link')).toBe('https://instagram.com/fethiyetekne');
    expect(data.footerData.map((e) => e.key)).not.toContain('dollar_exchange_rate');
  });

  it.each([
    [
      '/v1/admin/contact/edit',
      { site_email: 'posta-degil' },
      '"site_email" geçerli bir e-posta adresi olmalıdır (boş bırakılabilir).',
    ],
    ['/v1/admin/contact/edit', { site_phone: 'ara beni' }, 'Geçersiz istek: "site_phone" biçimi geçersiz.'],
    [
      '/v1/admin/social/edit',
      { facebook_link: 'javascript:alert(1)' },
      '"facebook_link" http:// veya https:// ile başlayan geçerli bir adres olmalıdır (boş bırakılabilir).',
    ],
    [
      '/v1/admin/social/edit',
      { youtube_link: 'youtube.com/x' },
      '"youtube_link" http:// veya https:// ile başlayan geçerli bir adres olmalıdır (boş bırakılabilir).',
    ],
    [
      '/v1/admin/site/edit',
      { site_title: 'x'.repeat(201) },
      'Geçersiz istek: "site_title" en fazla 200 karakter olabilir.',
    ],
  ])('refuses %s %o in Turkish', async (url, payload, message) => {
    const res = await call('PUT', url, payload);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe(message);
  });

  it('lets a link or email be cleared with an empty string', async () => {
    await call('PUT', '/v1/admin/social/edit', { twitter_link: 'https://x.com/fethiye' });
    const res = await call('PUT', '/v1/admin/social/edit', { twitter_link: '' });
    expect(valueOf(body<{ content: Entries }>(res).content, 'twitter_link')).toBe('');
  });

  it('edits the contact page text together with the contact settings, sanitised', async () => {
    const res = await call('PUT', '/v1/admin/contact/edit', {
      site_address: 'Karagözler Mah. Fevzi Çakmak Cad. No: 12, Fethiye',
      title: 'Bize Ulaşın',
      content: '<p>Ofisimiz marinanın karşısında.<img src=x onerror=alert(1)></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(valueOf(body<{ content: Entries }>(res).content, 'site_address')).toBe(
      'Karagözler Mah. Fevzi Çakmak Cad. No: 12, Fethiye',
    );
    const page = body<{ content: { title: string; content: string } }>(await publicGet('/v1/website/contact')).content;
    expect(page).toEqual(
      expect.objectContaining({
        title: 'Bize Ulaşın',
        content: '<p>Ofisimiz marinanın karşısında.<img src="x" /></p>',
      }),
    );
    const titleOnly = await call('PUT', '/v1/admin/contact/edit', { title: 'Yalnız başlık' });
    expect(titleOnly.statusCode).toBe(400);
  });

  it('lists the popular marinas and every boat type for the header and footer', async () => {
    const fx = catalogFixtures(t, admin.token);
    const popular = await fx.marina({ name: 'Ece Marina', popular: true });
    const quiet = await fx.marina({ name: 'Kalkan Limanı', popular: false });
    const gulet = await fx.boatType({ name: 'Gulet' });
    const motor = await fx.boatType({ name: 'Motor Yat', nameEn: 'Motor Yacht' });
    type Named = { id: number; name: string; nameEn: string | null };
    const site = body<{
      content: { marinaPopular: Named[]; boatTypes: Named[] };
    }>(await publicGet('/v1/website/sitedata')).content;
    expect(site.marinaPopular).toContainEqual({ id: popular.id, name: 'Ece Marina', nameEn: null });
    expect(site.marinaPopular.map((m) => m.id)).not.toContain(quiet.id);
    expect(site.boatTypes).toContainEqual({ id: gulet.id, name: 'Gulet', nameEn: null });
    // The English site shows the English name where there is one.
    expect(site.boatTypes).toContainEqual({ id: motor.id, name: 'Motor Yat', nameEn: 'Motor Yacht' });
  });

  it('counts unread messages for the ADMIN, none for an OWNER, and options awaiting the office per owner', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      remoteAddress: '10.9.9.9',
      payload: { name: 'Can', email: 'can@example.com', subject: 'Soru', message: 'Merhaba' },
    });
    const adminCounts = body<{ content: { reservationCount: number; contactCount: number } }>(
      await call('GET', '/v1/admin/other'),
    ).content;
    const unread = body<{ content: { count: number } }>(await call('GET', '/v1/admin/unreadcount')).content.count;
    expect(adminCounts).toEqual({ reservationCount: 0, contactCount: unread, icalClashCount: 0 });
    expect(unread).toBeGreaterThan(0);
    const ownerRes = await call('GET', '/v1/admin/other', undefined, owner.token);
    expect(ownerRes.statusCode).toBe(200);
    expect(body<{ content: object }>(ownerRes).content).toEqual({
      reservationCount: 0,
      contactCount: 0,
      icalClashCount: 0,
    });

    const fx = catalogFixtures(t, admin.token);
    const boat = await fx.boat(owner.id);
    await fx.price(boat.id, '2027-05-01', '2027-06-30', 100_000);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: '2027-05-10',
        end: '2027-05-12',
        guests: 2,
        customer: { name: 'Ayla Su', email: 'ayla@example.com', phone: '+90 555 444 33 22' },
      },
    });
    expect(booked.statusCode).toBe(201);
    const other = await t.createUser('OWNER');
    const count = async (token: string) =>
      body<{ content: { reservationCount: number } }>(await call('GET', '/v1/admin/other', undefined, token)).content
        .reservationCount;
    expect(await count(admin.token)).toBe(1);
    expect(await count(owner.token)).toBe(1);
    expect(await count(other.token)).toBe(0);
  });

  it('keeps settings writes and exchange reads closed to OWNERs', async () => {
    for (const [method, url] of [
      ['GET', '/v1/admin/getexchange'],
      ['PUT', '/v1/admin/exchange/edit'],
      ['PUT', '/v1/admin/site/edit'],
      ['PUT', '/v1/admin/contact/edit'],
      ['PUT', '/v1/admin/social/edit'],
    ] as const) {
      expect(
        (await call(method, url, method === 'PUT' ? {} : undefined, owner.token)).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });
});
