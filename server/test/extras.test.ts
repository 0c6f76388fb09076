import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';

// Issue 21 point 2, end to end over HTTP: a boat's extras → quote → booking with extras → the office
// changes them → amounts, mails and the iCal feed; OWNER scope; bad choices answered in Turkish.

interface Line {
  extraId: number;
  name: string;
  quantity: number;
  count: number;
  subtotal: { amount: number; currency: string };
}
interface Quoted {
  total: number;
  deposit: number;
  balance: number;
  extras: Line[];
  display: { currency: string; total: number };
}
interface Res {
  id: string;
  total: number;
  deposit: number;
  paid: number;
  balance: number;
  guests: number;
  version: number;
  extras: Line[];
}

describe('priced extras over HTTP', async () => {
  const t = await createTestApp({ OFFICE_EMAIL: 'ofis@fethiyetekne.test' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const otherOwner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 10 });
  const otherBoat = await fx.boat(otherOwner.id);
  for (const b of [boat, otherBoat]) await fx.price(b.id, '2027-04-01', '2027-10-31', 100_000, 'EUR');

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const refusal = (res: { statusCode: number; body: string }) => ({
    status: res.statusCode,
    code: (JSON.parse(res.body) as { code: string }).code,
    message: (JSON.parse(res.body) as ErrorBody).content.message,
  });
  const customer = { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' };

  await fx.extra(boat.id, {
    name: 'Temizlik',
    nameEn: 'Cleaning',
    priceMinor: 10_000,
    unit: 'booking',
    mandatory: true,
  });
  const skipper = await fx.extra(boat.id, {
    name: 'Kaptan',
    nameEn: 'Skipper',
    priceMinor: 15_000,
    unit: 'day',
    maxQuantity: 1,
  });
  // The OWNER adds one to their own boat.
  const foodRes = await call(
    'POST',
    '/v1/admin/boats/extra',
    { boat_id: boat.id, name: 'Yemek', priceMinor: 3_000, currency: 'EUR', unit: 'person_day' },
    owner.token,
  );
  const food = body<{ content: { id: number } }>(foodRes).content;

  it('lets the office and the boat’s OWNER manage extras, and no one else’s', async () => {
    expect(foodRes.statusCode).toBe(201);
    const list = await call('GET', `/v1/admin/boats/extra?boat_id=${boat.id}`, undefined, owner.token);
    expect(body<{ content: { name: string; mandatory: boolean }[] }>(list).content.map((e) => e.name)).toEqual([
      'Temizlik',
      'Kaptan',
      'Yemek',
    ]);
    // Another owner's boat and its extras are not found for this OWNER.
    expect(
      (await call('GET', `/v1/admin/boats/extra?boat_id=${otherBoat.id}`, undefined, owner.token)).statusCode,
    ).toBe(404);
    const theirs = await fx.extra(otherBoat.id, { name: 'Şnorkel', priceMinor: 1_000, unit: 'booking' });
    const denied = await call(
      'PUT',
      `/v1/admin/boats/extra/${theirs.id}`,
      { name: 'Benim', priceMinor: 1, currency: 'EUR', unit: 'booking' },
      owner.token,
    );
    expect(refusal(denied)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: `${theirs.id} numaralı ekstra bulunamadı.`,
    });
    expect((await call('DELETE', `/v1/admin/boats/extra/${theirs.id}`, undefined, owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/admin/boats/extra/${theirs.id}`)).statusCode).toBe(200);
  });

  it('refuses a bad extra in Turkish', async () => {
    const bad = await call('POST', '/v1/admin/boats/extra', {
      boat_id: boat.id,
      name: 'Yakıt',
      priceMinor: 5_000,
      currency: 'EUR',
      unit: 'day',
      mandatory: true,
      maxQuantity: 3,
    });
    expect(refusal(bad)).toMatchObject({ status: 400, code: 'EXTRA_MANDATORY_QUANTITY' });
    expect(refusal(bad).message).toContain('Zorunlu bir ekstra');
    const blank = await call('POST', '/v1/admin/boats/extra', {
      boat_id: boat.id,
      name: '   ',
      priceMinor: 5_000,
      currency: 'EUR',
      unit: 'hour',
    });
    expect(blank.statusCode).toBe(400);
    expect(refusal(blank).message).toMatch(/[ıİğşçöü]|alan/i);
  });

  it('shows the extras on the public boat page, both names', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/boats/${boat.slug}` });
    const detail = body<{ content: { extras: { name: string; nameEn: string | null; mandatory: boolean }[] } }>(res);
    expect(detail.content.extras).toEqual([
      expect.objectContaining({ name: 'Temizlik', nameEn: 'Cleaning', mandatory: true, unit: 'booking' }),
      expect.objectContaining({ name: 'Kaptan', nameEn: 'Skipper', mandatory: false, maxQuantity: 1 }),
      expect.objectContaining({ name: 'Yemek', nameEn: null, unit: 'person_day' }),
    ]);
  });

  const quote = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/boats/${boat.slug}/quote`,
      payload: { start: '2027-06-10', end: '2027-06-17', currency: 'EURO', ...payload },
    });

  it('quotes the mandatory and chosen extras into the total, deposit and balance', async () => {
    const res = await quote({ guests: 8, extras: [{ extraId: skipper.id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    const q = body<{ content: Quoted }>(res).content;
    const total = 7 * 100_000 + 10_000 + 7 * 15_000;
    expect(q).toMatchObject({ total, deposit: total / 5, balance: total - total / 5 });
    expect(q.extras.map((e) => [e.name, e.count, e.subtotal.amount])).toEqual([
      ['Temizlik', 1, 10_000],
      ['Kaptan', 7, 105_000],
    ]);
    // Without a choice the mandatory one is still in.
    expect(body<{ content: Quoted }>(await quote({})).content.total).toBe(7 * 100_000 + 10_000);
  });

  it('refuses an unknown extra, a quantity over the maximum and a choice without a quantity, in Turkish (400)', async () => {
    expect(refusal(await quote({ extras: [{ extraId: 999_999, quantity: 1 }] }))).toEqual({
      status: 400,
      code: 'UNKNOWN_EXTRA',
      message: '999999 numaralı ekstra bu teknede sunulmuyor.',
    });
    expect(refusal(await quote({ extras: [{ extraId: skipper.id, quantity: 2 }] }))).toEqual({
      status: 400,
      code: 'EXTRA_QUANTITY',
      message: '"Kaptan" en fazla 1 adet seçilebilir.',
    });
    const missing = await quote({ extras: [{ extraId: skipper.id }] });
    expect(missing.statusCode).toBe(400);
    expect(refusal(missing).message).toContain('quantity');
    // Another boat's extra is unknown here, and a booking is refused the same way.
    const [theirs] = await t.db.sql<
      { id: number }[]
    >`select id from boat_extras where boat_id = ${otherBoat.id} limit 1`;
    const other = theirs ?? (await fx.extra(otherBoat.id, { name: 'Şnorkel', priceMinor: 1_000, unit: 'booking' }));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: '2027-09-01',
        end: '2027-09-03',
        guests: 2,
        customer,
        extras: [{ extraId: other.id, quantity: 1 }],
      },
    });
    expect(refusal(booked)).toMatchObject({ status: 400, code: 'UNKNOWN_EXTRA' });
  });

  it('quotes and books an office reservation with an optional extra: total, deposit and the event carry it', async () => {
    const stay = { boat_id: boat.id, start: '2027-07-01', end: '2027-07-05', guests: 6, currency: 'EURO' };
    const chosen = [{ extraId: skipper.id, quantity: 1 }];
    const total = 4 * 100_000 + 10_000 + 4 * 15_000;

    // The form's quote, by the boat's OWNER too; nothing is written.
    for (const token of [admin.token, owner.token]) {
      const res = await call('POST', '/v1/admin/reservations/quote', { ...stay, extras: chosen }, token);
      expect(res.statusCode, res.body).toBe(200);
      const q = body<{ content: Quoted }>(res).content;
      expect(q).toMatchObject({ total, deposit: total / 5, balance: total - total / 5 });
      expect(q.extras.map((e) => [e.name, e.quantity, e.count, e.subtotal.amount])).toEqual([
        ['Temizlik', 1, 1, 10_000],
        ['Kaptan', 1, 4, 60_000],
      ]);
    }
    expect(body<{ content: Quoted }>(await call('POST', '/v1/admin/reservations/quote', stay)).content.total).toBe(
      4 * 100_000 + 10_000,
    );
    const [written] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from reservations where boat_id = ${boat.id} and start_date = '2027-07-01'`;
    expect(written?.n).toBe(0);
    // The same refusals as the booking's, in Turkish; another owner's boat is not found.
    expect(
      refusal(
        await call('POST', '/v1/admin/reservations/quote', { ...stay, extras: [{ extraId: skipper.id, quantity: 2 }] }),
      ),
    ).toEqual({ status: 400, code: 'EXTRA_QUANTITY', message: '"Kaptan" en fazla 1 adet seçilebilir.' });
    expect((await call('POST', '/v1/admin/reservations/quote', stay, otherOwner.token)).statusCode).toBe(404);
    expect(
      refusal(await call('POST', '/v1/admin/reservations/quote', { ...stay, start: '2027-07-05', end: '2027-07-01' })),
    ).toMatchObject({ status: 400 });

    // The booking is priced the same way.
    const booked = await call('POST', '/v1/admin/reservations', {
      ...stay,
      customer: { name: 'Ofis Müşterisi', phone: '+90 532 000 11 22' },
      extras: chosen,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const r = body<{ content: Res }>(booked).content;
    expect(r).toMatchObject({ total, deposit: total / 5, paid: 0, balance: total, guests: 6 });
    expect(r.extras.map((e) => [e.name, e.quantity, e.subtotal.amount])).toEqual([
      ['Temizlik', 1, 10_000],
      ['Kaptan', 1, 60_000],
    ]);
    const [requested] = await t.db.sql<{ data: { quote: Quoted } }[]>`
      select data from events where stream_id = ${`reservation-${r.id}`} and type = 'ReservationRequested'`;
    expect(requested!.data.quote).toMatchObject({ total, deposit: total / 5 });
    expect(requested!.data.quote.extras.map((e) => e.extraId)).toEqual([expect.any(Number), skipper.id]);
    // A choice the boat does not allow books nothing.
    const refused = await call('POST', '/v1/admin/reservations', {
      ...stay,
      start: '2027-07-20',
      end: '2027-07-22',
      customer: { name: 'Ofis Müşterisi' },
      extras: [{ extraId: 999_999, quantity: 1 }],
    });
    expect(refusal(refused)).toMatchObject({ status: 400, code: 'UNKNOWN_EXTRA' });
  });

  it('keeps an extra deleted from the boat on a reservation that has it, at the agreed price, until the office drops it', async () => {
    const toy = await fx.extra(otherBoat.id, {
      name: 'Su kayağı',
      nameEn: 'Water ski',
      priceMinor: 20_000,
      unit: 'booking',
      maxQuantity: 2,
    });
    const booked = await call('POST', '/v1/admin/reservations', {
      boat_id: otherBoat.id,
      start: '2027-09-05',
      end: '2027-09-08',
      guests: 2,
      currency: 'EURO',
      customer: { name: 'Silinen Ekstra' },
      extras: [{ extraId: toy.id, quantity: 1 }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = body<{ content: Res }>(booked).content;
    expect((await call('DELETE', `/v1/admin/boats/extra/${toy.id}`)).statusCode).toBe(200);
    const setTo = (extras: { extraId: number; quantity: number }[]) =>
      call('PUT', `/v1/admin/reservations/${id}/extras`, { extras });

    // Changing the extras with it still chosen keeps it, at the agreed price.
    const kept = await setTo([{ extraId: toy.id, quantity: 1 }]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(body<{ content: Res }>(kept).content).toMatchObject({ total: 3 * 100_000 + 20_000 });
    expect(body<{ content: Res }>(kept).content.extras.map((e) => [e.name, e.quantity])).toEqual([['Su kayağı', 1]]);
    // Never more than was agreed, as the boat no longer offers it.
    expect(refusal(await setTo([{ extraId: toy.id, quantity: 2 }]))).toMatchObject({ status: 400 });
    // Dropped by the office, it cannot come back.
    const dropped = await setTo([]);
    expect(body<{ content: Res }>(dropped).content).toMatchObject({ total: 3 * 100_000 });
    expect(refusal(await setTo([{ extraId: toy.id, quantity: 1 }]))).toMatchObject({
      status: 400,
      code: 'UNKNOWN_EXTRA',
    });
  });

  it('books with extras, the office changes them, and every amount follows', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: '2027-06-10',
        end: '2027-06-17',
        guests: 8,
        currency: 'EURO',
        language: 'en',
        customer,
        extras: [{ extraId: skipper.id, quantity: 1 }],
      },
    });
    expect(booked.statusCode).toBe(201);
    const { id, quote: q } = body<{ content: { id: string; quote: Quoted } }>(booked).content;
    const booking = 7 * 100_000 + 10_000 + 105_000;
    expect(q.total).toBe(booking);

    const read = async (token = admin.token) =>
      body<{ content: Res }>(await call('GET', `/v1/admin/reservations/${id}`, undefined, token)).content;
    const r = await read();
    expect(r).toMatchObject({ total: booking, deposit: booking / 5, balance: booking });
    expect(r.extras.map((e) => e.name)).toEqual(['Temizlik', 'Kaptan']);

    // The customer's mail (English) lists them. It is rendered from the reservation as it is when the mail
    // reactor runs, so a change made before then would show in it: the office's change waits for it.
    await expect
      .poll(async () => {
        const [mail] = await t.db.sql<{ html: string }[]>`
          select html from outbox_mails where reservation_id = ${id} and kind = 'reservation_received_customer'`;
        return mail?.html ?? '';
      })
      .toContain('Extras: Cleaning (per booking, mandatory): €100.00; Skipper (7 days): €1,050.00');
    const [office] = await t.db.sql<{ html: string }[]>`
      select html from outbox_mails where reservation_id = ${id} and kind = 'reservation_received_office'`;
    expect(office?.html).toContain(
      'Ekstralar: Temizlik (rezervasyon başına, zorunlu): €100,00; Kaptan (7 gün): €1.050,00',
    );

    // The office adds food for everyone aboard and drops the skipper.
    const changed = await call('PUT', `/v1/admin/reservations/${id}/extras`, {
      extras: [{ extraId: food.id, quantity: 1 }],
      expectedVersion: r.version,
    });
    expect(changed.statusCode).toBe(200);
    const after = body<{ content: Res }>(changed).content;
    const total = 7 * 100_000 + 10_000 + 56 * 3_000;
    expect(after).toMatchObject({ total, deposit: total / 5, balance: total });
    expect(after.extras.map((e) => [e.name, e.count])).toEqual([
      ['Temizlik', 1],
      ['Yemek', 56],
    ]);
    // A stale screen is refused.
    expect(
      (await call('PUT', `/v1/admin/reservations/${id}/extras`, { extras: [], expectedVersion: r.version })).statusCode,
    ).toBe(409);

    // The audit trail carries the booked extras and the change.
    const events = body<{ content: { type: string; title: string }[] }>(
      await call('GET', `/v1/admin/reservations/${id}/events`),
    ).content;
    expect(events.map((e) => e.type)).toEqual(['ReservationRequested', 'ExtrasChanged']);
    expect(events[0]!.title).toContain('ekstralar: Temizlik (rezervasyon başına, zorunlu): ');
    expect(events[1]!.title).toMatch(/^Ekstralar değişti: Temizlik .*; Yemek \(56 kişi-gün\)/);

    // Fewer guests count the per-person extra again.
    const fewer = body<{ content: Res }>(await call('PUT', `/v1/admin/reservations/${id}`, { guests: 4 })).content;
    expect(fewer.total).toBe(7 * 100_000 + 10_000 + 28 * 3_000);

    // Paid money: the extras cannot go below it.
    const pay = await call('POST', `/v1/admin/reservations/${id}/payments`, {
      amount: fewer.total,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: '2026-11-20',
    });
    expect(pay.statusCode).toBe(200);
    const below = await call('PUT', `/v1/admin/reservations/${id}/extras`, { extras: [] });
    expect(refusal(below)).toMatchObject({ status: 409, code: 'PAID_EXCEEDS_TOTAL' });
    expect(refusal(below).message).toContain('yapılan ödemelerden');

    // Another owner cannot see or change it; its own OWNER can.
    expect(
      (await call('PUT', `/v1/admin/reservations/${id}/extras`, { extras: [] }, otherOwner.token)).statusCode,
    ).toBe(404);
    const mine = await call(
      'PUT',
      `/v1/admin/reservations/${id}/extras`,
      {
        extras: [
          { extraId: food.id, quantity: 1 },
          { extraId: skipper.id, quantity: 1 },
        ],
      },
      owner.token,
    );
    expect(mine.statusCode).toBe(200);
    expect(body<{ content: Res }>(mine).content.total).toBe(fewer.total + 105_000);

    // The iCal feed names them in the summary and prices them in the description.
    const token = body<{ content: { token: string } }>(await call('POST', `/v1/admin/boats/ical-token/${boat.id}`))
      .content.token;
    const feed = await t.app.inject({ method: 'GET', url: `/v1/calendar/${boat.id}.ics?token=${token}` });
    const unfolded = feed.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Rezervasyon + Temizlik\\, Kaptan\\, Yemek');
    expect(unfolded).toMatch(/DESCRIPTION:biniş 10\.06\.2027 – dönüş 17\.06\.2027\\nEkstralar: Temizlik/);
  });
});
