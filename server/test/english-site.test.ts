import { describe, expect, it } from 'vitest';
import { inlineProjections } from '../src/booking/projections.js';
import { rebuildProjections } from '../src/eventstore/projections.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

describe('the English site: booking language, English texts beside Turkish, search in both languages', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const marina = await fx.marina({ name: 'Yeşil Koy İskelesi', nameEn: 'Green Bay Pier' });
  const type = await fx.boatType({ name: 'Gezi Teknesi', nameEn: 'Excursion Boat' });
  const boat = await fx.boat(owner.id, {
    name: 'Zümrüt Kanat',
    marinaId: marina.id,
    boatTypeId: type.id,
    description: '<p>Geniş güverte.</p>',
    descriptionEn: '<p>A wide deck.</p><script>alert(1)</script>',
    equipment: ['Klima'],
    equipmentEn: ['Air conditioning', ' Air conditioning '],
    rules: 'Sigara içilmez.',
  });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(res.statusCode, url).toBe(200);
    return body<{ content: T }>(res).content;
  };

  it('stores the language a booking was made in with its reservation, and a rebuild keeps it', async () => {
    const book = async (start: string, end: string, language?: 'en') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        payload: {
          boatSlug: boat.slug,
          start,
          end,
          guests: 4,
          currency: 'EURO',
          ...(language ? { language } : {}),
          customer: { name: 'Jane Doe', email: 'jane@example.com', phone: '+44 20 7946 0000' },
        },
      });
      expect(res.statusCode).toBe(201);
      return body<{ content: { id: string } }>(res).content.id;
    };
    const english = await book('2027-06-10', '2027-06-13', 'en');
    const turkish = await book('2027-06-20', '2027-06-22');
    const language = async (id: string) => (await get<{ language: string }>(`/v1/admin/reservations/${id}`)).language;
    expect(await language(english)).toBe('en');
    expect(await language(turkish)).toBe('tr');
    const [event] = await t.db.sql<{ data: { language?: string } }[]>`
      select data from events where stream_id = ${`reservation-${english}`} and type = 'ReservationRequested'`;
    expect(event?.data.language).toBe('en');

    await rebuildProjections(t.db.owner.sql, { inline: inlineProjections }, { vacuum: false });
    expect(await language(english)).toBe('en');
    expect(await language(turkish)).toBe('tr');
  });

  it('refuses a language the site does not speak', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: '2027-07-10',
        end: '2027-07-12',
        guests: 2,
        language: 'de',
        customer: { name: 'Hans Muster', email: 'hans@example.com', phone: '+49 30 000000' },
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers the boat page with its English texts (sanitised, deduplicated) and the English names', async () => {
    const detail = await get<{
      descriptionEn: string;
      equipmentEn: string[];
      rulesEn: string | null;
      type: { nameEn: string };
      marina: { nameEn: string };
    }>(`/v1/boats/${boat.slug}`);
    expect(detail.descriptionEn).toBe('<p>A wide deck.</p>');
    expect(detail.equipmentEn).toEqual(['Air conditioning']);
    expect(detail.rulesEn).toBeNull();
    expect(detail.type.nameEn).toBe('Excursion Boat');
    expect(detail.marina.nameEn).toBe('Green Bay Pier');
    const cards = await get<{ slug: string; typeNameEn: string; marinaNameEn: string }[]>(
      `/v1/searchboats?type=${type.id}`,
    );
    expect(cards.find((c) => c.slug === boat.slug)).toMatchObject({
      typeNameEn: 'Excursion Boat',
      marinaNameEn: 'Green Bay Pier',
    });
  });

  it('finds boats by the type or marina name in either language in the typeahead; names are names', async () => {
    const found = async (text: string) =>
      (await get<{ slug: string }[]>(`/v1/search/input?searchString=${encodeURIComponent(text)}`)).map((b) => b.slug);
    for (const text of ['Excursion', 'excursion boat', 'Gezi Teknesi', 'Green Bay', 'yeşil koy', 'Zümrüt', 'zumrut'])
      expect(await found(text), text).toContain(boat.slug);
    // Renaming the English name re-indexes the boats of that type; the instance that wrote it drops
    // its cached answers before answering, so the next search (cached 'Excursion' too) sees it at once.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/boattypes/${type.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Gezi Teknesi', nameEn: 'Day Tripper' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('Excursion')).not.toContain(boat.slug);
    expect(await found('Day Tripper')).toContain(boat.slug);
  });

  it('keeps English texts beside Turkish in sections, FAQ and blog; the English blog lists only translated posts', async () => {
    const section = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/about/edit',
      headers: bearer(admin.token),
      payload: { content: '<p>Hakkımızda</p>', titleEn: 'About Us', contentEn: '<p>About us</p>' },
    });
    expect(section.statusCode).toBe(200);
    expect(await get<{ titleEn: string; contentEn: string }>('/v1/website/about')).toMatchObject({
      titleEn: 'About Us',
      contentEn: '<p>About us</p>',
    });
    // Saving the Turkish text alone keeps the English.
    await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/about/edit',
      headers: bearer(admin.token),
      payload: { content: '<p>Hakkımızda 2</p>' },
    });
    expect((await get<{ contentEn: string }>('/v1/website/about')).contentEn).toBe('<p>About us</p>');

    const faq = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/faq',
      headers: bearer(admin.token),
      payload: { question: 'Soru?', answer: '<p>Cevap.</p>', questionEn: 'Question?', answerEn: '<p>Answer.</p>' },
    });
    expect(faq.statusCode).toBe(201);
    expect(body<{ content: { questionEn: string; answerEn: string } }>(faq).content).toMatchObject({
      questionEn: 'Question?',
      answerEn: '<p>Answer.</p>',
    });

    const post = (title: string, english: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/blog',
        headers: bearer(admin.token),
        payload: { title, body: '<p>Yazı</p>', published: true, ...english },
      });
    expect((await post('Çevrilmiş yazı', { titleEn: 'Translated post', bodyEn: '<p>Post</p>' })).statusCode).toBe(201);
    expect((await post('Yalnız Türkçe yazı', {})).statusCode).toBe(201);
    const titles = async (query: string) =>
      body<{ content: { title: string }[] }>(
        await t.app.inject({ method: 'GET', url: `/v1/website/blog${query}` }),
      ).content.map((p) => p.title);
    expect(await titles('')).toEqual(expect.arrayContaining(['Çevrilmiş yazı', 'Yalnız Türkçe yazı']));
    expect(await titles('?lang=en')).toEqual(['Çevrilmiş yazı']);
  });
});
