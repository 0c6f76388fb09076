import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';
import { partnerFixtures, type PartnerReservationBody } from './partner-fixtures.js';

interface Availability {
  content: {
    from: string;
    to: string;
    boats: { id: number; slug: string; name: string; busy: { start: string; end: string }[] }[];
    nextCursor: string | null;
  };
}

const customer = (i: number) => ({
  name: 'Deniz Yıldız',
  email: `musaitlik${i}@example.com`,
  phone: '+90 555 300 00 00',
});

describe('bulk availability for partners', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const px = partnerFixtures(t, admin.token);
  const [a, b, c, inactive] = [
    await fx.boat(owner.id),
    await fx.boat(owner.id),
    await fx.boat(owner.id),
    await fx.boat(owner.id),
  ];
  const saleOnly = await fx.boat(owner.id, {
    forRent: false,
    forSale: true,
    salePriceMinor: 900_000_00,
    saleCurrency: 'EUR',
  });
  for (const boat of [a, b, c, inactive]) await fx.price(boat.id, '2027-04-01', '2027-10-31', 100_000, 'EUR');
  await t.db.sql`update boats set active = false where id = ${inactive.id}`;
  // A name the answer's JSON must escape.
  const quoted = 'Kaptan "Şükrü" \\ Rüzgâr';
  await t.db.sql`update boats set name = ${quoted} where id = ${b.id}`;
  const adminPost = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(admin.token) });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  let n = 0;
  const website = (slug: string, start: string, end: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: { boatSlug: slug, start, end, guests: 2, customer: customer(n++) },
    });
  // Boat a: a stay that starts before the window, a stay and a manual closing right after it (one busy range).
  expect((await website(a.slug, '2027-05-28', '2027-06-03')).statusCode).toBe(201);
  expect((await website(a.slug, '2027-06-10', '2027-06-15')).statusCode).toBe(201);
  await adminPost('/v1/admin/external', { boat_id: a.id, start_date: '2027-06-15', end_date: '2027-06-16' });
  // Boat c: the owner's closed days, and a hold on the inactive boat that no answer shows.
  await adminPost('/v1/admin/boats/date', { boat_id: c.id, start_date: '2027-06-20', end_date: '2027-06-21' });

  const partner = await px.partner({ scopes: ['availability:read', 'bookings:write'] });
  const { secret } = await px.key(partner.id);
  const window = 'from=2027-06-01&to=2027-07-01';
  const get = (query: string, headers: Record<string, string> = {}) =>
    px.call(secret, 'GET', `/v1/partner/availability?${query}`, { headers });

  it('gives every active rentable boat its busy ranges in the window, merged and cut to it', async () => {
    const res = await get(window);
    expect(res.statusCode).toBe(200);
    expect(body<Availability>(res).content).toEqual({
      from: '2027-06-01',
      to: '2027-07-01',
      boats: [
        {
          id: a.id,
          slug: a.slug,
          name: a.name,
          busy: [
            { start: '2027-06-01', end: '2027-06-03' },
            { start: '2027-06-10', end: '2027-06-17' },
          ],
        },
        { id: b.id, slug: b.slug, name: quoted, busy: [] },
        { id: c.id, slug: c.slug, name: c.name, busy: [{ start: '2027-06-20', end: '2027-06-22' }] },
      ],
      nextCursor: null,
    });
    expect(JSON.stringify(body(res))).not.toContain(String(saleOnly.slug));
  });

  it('pages by boat and filters by boat ids', async () => {
    const first = body<Availability>(await get(`${window}&limit=2`)).content;
    expect(first.boats.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = body<Availability>(await get(`${window}&limit=2&cursor=${first.nextCursor}`)).content;
    expect(second.boats.map((x) => x.id)).toEqual([c.id]);
    expect(second.nextCursor).toBeNull();
    const chosen = body<Availability>(await get(`${window}&boat_ids=${c.id}&boat_ids=${inactive.id}`)).content;
    expect(chosen.boats.map((x) => x.id)).toEqual([c.id]);
    const broken = await get(`${window}&cursor=bm90LWEtY3Vyc29y`);
    expect(broken.statusCode).toBe(400);
    expect(body<ErrorBody>(broken).code).toBe('INVALID_CURSOR');
  });

  it('refuses a reversed window or one longer than the fleet grid’s 214 days, and a key without the scope', async () => {
    expect(body<ErrorBody>(await get('from=2027-06-10&to=2027-06-10')).code).toBe('INVALID_WINDOW');
    expect(body<ErrorBody>(await get('from=2027-04-01&to=2027-11-02')).code).toBe('WINDOW_TOO_LONG');
    expect((await get('from=2027-04-01&to=2027-11-01')).statusCode).toBe(200);
    const bookingsOnly = await px.partner({ scopes: ['bookings:read'] });
    const other = (await px.key(bookingsOnly.id)).secret;
    const refused = await px.call(other, 'GET', `/v1/partner/availability?${window}`);
    expect(refused.statusCode).toBe(403);
    expect(body<ErrorBody>(refused).code).toBe('FORBIDDEN_SCOPE');
  });

  it('answers If-None-Match with 304 while nothing changed, and with the new answer and ETag after a booking', async () => {
    const first = await get(window);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const same = await get(window);
    expect(same.headers.etag).toBe(etag);
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const unchanged = await get(window, { 'if-none-match': tag });
      expect(unchanged.statusCode, tag).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
    }
    expect((await get(window, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const booked = await px.call(secret, 'POST', '/v1/partner/reservations', {
      headers: { 'idempotency-key': `musaitlik-${partner.id}` },
      payload: { boatSlug: b.slug, start: '2027-06-05', end: '2027-06-08', guests: 2, customer: customer(99) },
    });
    expect(booked.statusCode).toBe(201);
    const changed = await get(window, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const boatB = body<Availability>(changed).content.boats.find((x) => x.id === b.id)!;
    expect(boatB.busy).toEqual([{ start: '2027-06-05', end: '2027-06-08' }]);

    // Cancelled, the dates are free again: the answer (and its ETag) is the one from before the booking.
    const id = body<{ content: PartnerReservationBody }>(booked).content.id;
    expect((await px.call(secret, 'POST', `/v1/partner/reservations/${id}/cancel`)).statusCode).toBe(200);
    const freed = await get(window, { 'if-none-match': etag });
    expect(freed.statusCode).toBe(304);
  });
});
