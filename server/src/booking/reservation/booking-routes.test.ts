import { describe, expect, it } from 'vitest';
import { body } from '../../../test/app.js';
import type { ErrorBody } from '../../../test/catalog.js';
import { addDays, tr, type ReservationBody, reservationRoutesFixture } from '../../../test/reservation-routes.js';

describe('booking and reservation management', async () => {
  const { t, fx, boat, customer, book, asAdmin, count, nextWeek } = await reservationRoutesFixture();

  it('quotes the days with the 20% deposit in the chosen currency', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/boats/${boat.slug}/quote`,
      payload: { start: '2027-06-10', end: '2027-06-13', currency: 'EURO' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ content: object }>(res).content).toMatchObject({
      days: 3,
      currency: 'EUR',
      total: 450_000,
      deposit: 90_000,
      balance: 360_000,
    });
  });

  it('prices every booking from the catalog as it is now: a price or boat change shows in the very next booking', async () => {
    const b = await fx.boat((await t.createUser('OWNER')).id, { guestsDay: 12, guestsNight: 8 });
    const first = await fx.price(b.id, '2027-04-01', '2027-10-31', 100_000, 'EUR');
    const bookB = (start: string, end: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        payload: { boatSlug: b.slug, start, end, guests: 2, currency: 'EURO', customer },
      });
    const before = await bookB('2027-05-01', '2027-05-03');
    expect(body<{ content: ReservationBody }>(before).content.quote).toMatchObject({ total: 200_000 });
    // The server keeps this boat's booking inputs in memory now; the office changes the price.
    expect((await asAdmin('DELETE', `/v1/admin/boats/price/${first.id}`)).statusCode).toBe(200);
    await fx.price(b.id, '2027-04-01', '2027-10-31', 250_000, 'EUR');
    const after = await bookB('2027-05-10', '2027-05-12');
    expect(after.statusCode).toBe(201);
    expect(body<{ content: ReservationBody }>(after).content.quote).toMatchObject({ total: 500_000 });
    // And stops renting the boat out: the next booking is refused.
    expect((await asAdmin('PATCH', '/v1/admin/boats/forrent', { boat_id: b.id, value: false })).statusCode).toBe(200);
    const refused = await bookB('2027-05-20', '2027-05-22');
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).content.message).toBe('Bu tekne şu anda kiralanmıyor.');
  });

  it('books an option, shows it as occupied, and refuses an overlapping booking with nothing written', async () => {
    const { start, end } = nextWeek();
    const first = await book({ start, end });
    expect(first.statusCode).toBe(201);
    const r = body<{ content: ReservationBody }>(first).content;
    expect(r).toMatchObject({ status: 'option', start, end, guests: 6 });
    expect(r.reference).toMatch(/^FT-\d{4}-\d{5}$/);
    expect(r.quote).toMatchObject({
      total: 450_000,
      deposit: 90_000,
      display: { currency: 'TRY', total: (450_000 * 482) / 10 },
    });
    const hours = (Date.parse(r.optionUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const avail = await t.app.inject({
      method: 'GET',
      url: `/v1/boats/${boat.slug}/availability?from=2027-04-01&to=2027-11-01`,
    });
    expect(body<{ content: { occupied: object[] } }>(avail).content.occupied).toContainEqual({ start, end });

    const events = await count(`select count(*) as n from events`);
    const customers = await count(`select count(*) as n from customers`);
    const clash = await book({
      start: addDays(start, 1),
      end: addDays(end, 2),
      customer: { ...customer, name: 'İkinci Müşteri' },
    });
    expect(clash.statusCode).toBe(409);
    const err = body<ErrorBody>(clash);
    expect(err.code).toBe('DATES_UNAVAILABLE');
    expect(err.content.message).toContain(`başka bir rezervasyon var (biniş ${tr(start)} – dönüş ${tr(end)})`);
    expect(await count(`select count(*) as n from events`)).toBe(events);
    expect(await count(`select count(*) as n from customers`)).toBe(customers);
  });

  it('frees the dates at once when a reservation is cancelled', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(await book({ start, end })).content;
    const cancel = await asAdmin('PUT', `/v1/admin/reservations/${r.id}`, {
      status: 'cancelled',
      cancelReason: 'customer',
      cancelNote: 'Planları değişti',
    });
    expect(body<{ content: ReservationBody }>(cancel).content.status).toBe('cancelled');
    expect((await book({ start, end })).statusCode).toBe(201);
  });

  it('answers a retried request with the same Idempotency-Key with the same reservation', async () => {
    const { start, end } = nextWeek();
    const key = `retry-${Date.now()}`;
    const first = await book({ start, end }, { 'idempotency-key': key });
    const again = await book({ start, end }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(body<{ content: ReservationBody }>(again).content.id).toBe(
      body<{ content: ReservationBody }>(first).content.id,
    );
    const other = await book({ start, end, guests: 7 }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(body<ErrorBody>(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await book({ start, end }, { 'idempotency-key': 'kısa' });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad).content.message).toContain('Idempotency-Key');
  });

  const refusals: [string, Record<string, unknown>, number, string][] = [
    ['reversed dates', { start: '2027-06-20', end: '2027-06-18' }, 400, 'INVALID_RANGE'],
    ['past dates', { start: '2025-06-10', end: '2025-06-12' }, 400, 'PAST_DATES'],
    ['an unknown boat', { boatSlug: 'olmayan-tekne' }, 404, 'NOT_FOUND'],
    ['a wrong currency', { currency: 'YEN' }, 400, 'VALIDATION_ERROR'],
    ['a malformed date', { start: '2027-13-40' }, 400, 'VALIDATION_ERROR'],
    ['too many guests for a night', { start: '2027-09-01', end: '2027-09-04', guests: 9 }, 400, 'GUESTS_OVER_CAPACITY'],
    ['days without a price', { start: '2027-12-01', end: '2027-12-04' }, 409, 'NO_PRICE'],
  ];
  it.each(refusals)('refuses %s with a Turkish 4xx', async (_name, over, status, code) => {
    const res = await book(over);
    expect(res.statusCode).toBe(status);
    expect(body<ErrorBody>(res).code).toBe(code);
    expect(body<ErrorBody>(res).content.message.length).toBeGreaterThan(15);
  });

  it.each(refusals)('quotes %s with the refusal the booking gives', async (_name, over) => {
    const { boatSlug = boat.slug, ...stay } = over;
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/v1/boats/${String(boatSlug)}/quote`,
      payload: { start: '2027-06-10', end: '2027-06-13', guests: 6, currency: 'TL', ...stay },
    });
    const booked = await book(over);
    expect(quoted.statusCode).toBe(booked.statusCode);
    expect(body<ErrorBody>(quoted).code).toBe(body<ErrorBody>(booked).code);
    expect(body<ErrorBody>(quoted).content).toEqual(body<ErrorBody>(booked).content);
  });

  it('refuses to quote nights on a day boat, as its booking is refused (issue 34)', async () => {
    const dayBoat = await fx.boat((await t.createUser('OWNER')).id, { guestsDay: 10, guestsNight: 0 });
    await fx.price(dayBoat.id, '2027-04-01', '2027-10-31', 80_000, 'EUR');
    const stay = { start: '2027-07-01', end: '2027-07-04', currency: 'EURO' };
    const quoted = await t.app.inject({ method: 'POST', url: `/v1/boats/${dayBoat.slug}/quote`, payload: stay });
    expect(quoted.statusCode).toBe(400);
    expect(body<ErrorBody>(quoted)).toMatchObject({
      code: 'GUESTS_OVER_CAPACITY',
      content: { message: expect.stringContaining('Bu tekne konaklamalı kiralanmıyor') },
    });
    const booked = await book({ ...stay, boatSlug: dayBoat.slug, guests: 1 });
    expect(booked.statusCode).toBe(400);
    expect(body<ErrorBody>(booked)).toEqual(body<ErrorBody>(quoted));
    // The same boat for the day: quoted and booked at that price.
    const day = { start: '2027-07-01', end: '2027-07-02', currency: 'EURO' };
    const dayQuote = await t.app.inject({ method: 'POST', url: `/v1/boats/${dayBoat.slug}/quote`, payload: day });
    expect(body<{ content: { total: number } }>(dayQuote).content.total).toBe(80_000);
    const dayBooking = await book({ ...day, boatSlug: dayBoat.slug, guests: 10 });
    expect(dayBooking.statusCode).toBe(201);
    expect(body<{ content: ReservationBody }>(dayBooking).content.quote).toMatchObject({ total: 80_000 });
  });
});
