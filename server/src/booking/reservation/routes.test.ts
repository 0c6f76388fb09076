import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../../test/catalog.js';
import { istanbulDate } from '../../common/dates.js';
import { createSql, likePattern } from '../../platform/db.js';
import { createServices } from '../../services.js';
import { countTo, createReservationsReadRepository } from './read-repository.js';
import type { ReservationListQuery } from './office-schemas.js';
import { sweepOptions } from './sweep-options.js';

interface ReservationBody {
  id: string;
  reference: string;
  status: string;
  start: string;
  end: string;
  guests: number;
  optionUntil: string;
  total: number;
  deposit: number;
  paid: number;
  balance: number;
  version: number;
  confirmationSentAt?: string | null;
  customer: { name: string; email: string | null; erased: boolean };
  quote?: {
    total: number;
    deposit: number;
    balance: number;
    currency: string;
    display: { currency: string; total: number };
  };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('booking and reservation management', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const otherOwner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  const otherBoat = await fx.boat(otherOwner.id);
  for (const b of [boat, otherBoat]) await fx.price(b.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');

  const customer = { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' };
  const book = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers,
      payload: {
        boatSlug: boat.slug,
        start: '2027-06-10',
        end: '2027-06-13',
        guests: 6,
        currency: 'TL',
        customer,
        ...over,
      },
    });
  const asAdmin = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = admin.token,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const count = async (sql: string) => Number((await t.db.sql.unsafe(sql))[0]!.n);
  let day = 0;
  /** A fresh week in the priced season for each test, so tests never clash with each other. */
  const nextWeek = () => {
    day += 8;
    const start = new Date(Date.UTC(2027, 3, 5 + day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 3, 5 + day + 3)).toISOString().slice(0, 10);
    return { start, end };
  };

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

  it('confirms on the deposit and tells the customer, lists the payment as a transaction, and keeps the audit trail', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(await book({ start, end })).content;
    const bank = await asAdmin('POST', '/v1/admin/sendbank', { id: r.id });
    expect(body<{ content: { bankDetailsSentAt: string | null } }>(bank).content.bankDetailsSentAt).not.toBeNull();
    const paid = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 90_000,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: 'EFT 123',
      receivedOn: '2026-11-25',
    });
    expect(body<{ content: ReservationBody }>(paid).content.confirmationSentAt).not.toBeNull();
    expect(body<{ content: ReservationBody }>(paid).content).toMatchObject({
      status: 'confirmed',
      paid: 90_000,
      balance: 360_000,
    });
    const over = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 360_001,
      currency: 'EUR',
      method: 'cash',
      receivedOn: '2026-11-25',
    });
    expect(over.statusCode).toBe(400);
    expect(body<ErrorBody>(over).code).toBe('OVERPAYMENT');

    const txs = body<{
      content: { id: string; amount: number; reservationId: string; recordedBy: string }[];
      total: number;
    }>(await asAdmin('GET', `/v1/admin/transactions?reservation_id=${r.id}`));
    expect(txs.total).toBe(1);
    expect(txs.content[0]).toMatchObject({ amount: 90_000, reservationId: r.id });
    const one = await asAdmin('GET', `/v1/admin/transactions/${txs.content[0]!.id}`);
    expect(one.statusCode).toBe(200);

    const trail = body<{
      content: { type: string; title: string; actor: { kind: string; name: string; id: number | null } }[];
    }>(await asAdmin('GET', `/v1/admin/reservations/${r.id}/events`)).content;
    expect(trail.map((e) => e.type)).toEqual([
      'ReservationRequested',
      'BankDetailsSent',
      'PaymentRecorded',
      'ReservationConfirmed',
      // Issue 34: the deposit that confirms sends the confirmation, no button pressed.
      'ConfirmationSent',
    ]);
    expect(trail[0]!.actor).toMatchObject({ kind: 'visitor', name: 'Ziyaretçi (web sitesi)' });
    expect(trail[2]!.actor).toMatchObject({ kind: 'user', id: admin.id });
    expect(trail[2]!.title).toContain('Ödeme kaydedildi');
  });

  // Issue 21: the payment dialog's switch "record without confirming".
  it('records a payment reaching the deposit without confirming when asked, and says so in the trail', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(await book({ start, end })).content;
    const paid = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 90_000,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: '2026-11-25',
      confirm: false,
    });
    expect(paid.statusCode).toBe(200);
    expect(body<{ content: ReservationBody }>(paid).content).toMatchObject({ status: 'option', paid: 90_000 });
    const trail = body<{ content: { type: string; title: string }[] }>(
      await asAdmin('GET', `/v1/admin/reservations/${r.id}/events`),
    ).content;
    expect(trail.map((e) => e.type)).toEqual(['ReservationRequested', 'PaymentRecorded']);
    expect(trail[1]!.title).toContain('ofis onaylamadan kaydetti, rezervasyon opsiyonda kaldı');
    // The next payment, with the switch on (its default), confirms.
    const more = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 10_000,
      currency: 'EUR',
      method: 'cash',
      receivedOn: '2026-11-26',
    });
    expect(body<{ content: ReservationBody }>(more).content.status).toBe('confirmed');
  });

  it('reschedules with a new price, and refuses a move onto taken dates', async () => {
    const a = nextWeek();
    const b = nextWeek();
    const booked = body<{ content: ReservationBody }>(await book(a)).content;
    const r = body<{ content: ReservationBody }>(await asAdmin('GET', `/v1/admin/reservations/${booked.id}`)).content;
    expect(r.version).toBe(1);
    await book(b);
    const moved = await asAdmin('PUT', `/v1/admin/reservations/${r.id}`, {
      start: addDays(a.start, 1),
      end: addDays(a.end, 2),
      expectedVersion: r.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(body<{ content: ReservationBody }>(moved).content).toMatchObject({
      start: addDays(a.start, 1),
      end: addDays(a.end, 2),
      total: 600_000,
    });
    const stale = await asAdmin('PUT', `/v1/admin/reservations/${r.id}`, { guests: 5, expectedVersion: r.version });
    expect(stale.statusCode).toBe(409);
    const clash = await asAdmin('PUT', `/v1/admin/reservations/${r.id}`, { start: b.start, end: b.end });
    expect(clash.statusCode).toBe(409);
    expect(body<ErrorBody>(clash).code).toBe('DATES_UNAVAILABLE');
  });

  it('lets the office create a confirmed reservation from another platform and find it by that number', async () => {
    const { start, end } = nextWeek();
    const res = await asAdmin('POST', '/v1/admin/reservations', {
      boat_id: boat.id,
      start,
      end,
      guests: 4,
      customer: { name: 'Hans Müller' },
      channel: 'platform',
      platformRef: 'CB-99812',
      confirm: true,
    });
    expect(res.statusCode).toBe(201);
    expect(body<{ content: ReservationBody }>(res).content.status).toBe('confirmed');
    const found = await asAdmin('GET', '/v1/admin/reservationfromplatoid?platoReservationId=CB-99812');
    expect(body<{ content: ReservationBody }>(found).content.customer.name).toBe('Hans Müller');
    expect((await asAdmin('GET', '/v1/admin/reservationfromplatoid?platoReservationId=YOK-1')).statusCode).toBe(404);
  });

  it('filters the list by status, boat, number and customer name, and survives SQL metacharacters', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(
      await book({ start, end, customer: { ...customer, name: 'Şule Çağlar' } }),
    ).content;
    const byName = body<{ content: ReservationBody[]; total: number }>(
      await asAdmin('GET', `/v1/admin/reservations?customer_name=${encodeURIComponent('şule')}`),
    );
    expect(byName.content.map((x) => x.id)).toContain(r.id);
    // Typed without Turkish letters, or in capitals: the same customer (migration 0112).
    for (const typed of ['sule cag', 'ŞULE ÇAĞ', 'SULE CAGLAR']) {
      const folded = body<{ content: ReservationBody[] }>(
        await asAdmin('GET', `/v1/admin/reservations?customer_name=${encodeURIComponent(typed)}`),
      );
      expect(folded.content.map((x) => x.id)).toEqual([r.id]);
    }
    const byRef = body<{ content: ReservationBody[]; total: number }>(
      await asAdmin('GET', `/v1/admin/reservations?reservation_id=${r.reference}`),
    );
    expect(byRef.total).toBe(1);
    const byStatus = body<{ content: ReservationBody[] }>(
      await asAdmin('GET', `/v1/admin/reservations?status=option&boat_id=${boat.id}&take=500`),
    );
    expect(byStatus.content.every((x) => x.status === 'option')).toBe(true);
    expect(byStatus.content.map((x) => x.id)).toContain(r.id);
    const old = body<{ total: number }>(await asAdmin('GET', '/v1/admin/reservations?oldrez=true'));
    expect(old.total).toBe(0);
    for (const meta of ['%', '_', "' or 1=1 --", '\\']) {
      const res = await asAdmin(
        'GET',
        `/v1/admin/reservations?customer_name=${encodeURIComponent(meta)}&reservation_id=${encodeURIComponent(meta)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(body<{ total: number }>(res).total).toBe(0);
    }
    expect((await asAdmin('GET', '/v1/admin/reservations?take=100')).statusCode).toBe(200);
    expect((await asAdmin('GET', '/v1/admin/reservations/not-a-uuid')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/v1/admin/reservations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('shows an OWNER only the reservations of their own boats', async () => {
    const mine = body<{ content: ReservationBody }>(await book(nextWeek())).content;
    const theirs = body<{ content: ReservationBody }>(await book({ ...nextWeek(), boatSlug: otherBoat.slug })).content;
    const list = body<{ content: ReservationBody[] }>(
      await asAdmin('GET', '/v1/admin/reservations?take=500', undefined, owner.token),
    );
    expect(list.content.map((x) => x.id)).toContain(mine.id);
    expect(list.content.map((x) => x.id)).not.toContain(theirs.id);
    expect((await asAdmin('GET', `/v1/admin/reservations/${theirs.id}`, undefined, owner.token)).statusCode).toBe(404);
    expect(
      (await asAdmin('PUT', `/v1/admin/reservations/${theirs.id}`, { status: 'cancelled' }, owner.token)).statusCode,
    ).toBe(404);
    expect((await asAdmin('POST', '/v1/admin/sendconfirm', { id: theirs.id }, owner.token)).statusCode).toBe(404);
    const confirmed = await asAdmin('POST', '/v1/admin/sendconfirm', { id: mine.id }, owner.token);
    expect(body<{ content: ReservationBody }>(confirmed).content.status).toBe('confirmed');
    expect(
      (await asAdmin('DELETE', `/v1/admin/reservations/${mine.id}/customer`, undefined, owner.token)).statusCode,
    ).toBe(403);
    const occ = body<{ content: { boatId: number }[] }>(
      await asAdmin('GET', '/v1/admin/occupancy?from=2027-04-01&to=2027-11-01', undefined, owner.token),
    );
    expect(occ.content.every((o) => o.boatId === boat.id)).toBe(true);
  });

  it('erases a customer’s personal data without touching the log', async () => {
    const r = body<{ content: ReservationBody }>(await book(nextWeek())).content;
    const before = await count(`select count(*) as n from events where stream_id = 'reservation-${r.id}'`);
    const res = await asAdmin('DELETE', `/v1/admin/reservations/${r.id}/customer`);
    expect(body<{ content: ReservationBody }>(res).content.customer).toMatchObject({
      name: 'Silinmiş müşteri',
      email: null,
      erased: true,
    });
    expect(await count(`select count(*) as n from events where stream_id = 'reservation-${r.id}'`)).toBe(before);
    const log = await t.db.sql<
      { d: string }[]
    >`select data::text as d from events where stream_id = ${`reservation-${r.id}`}`;
    expect(log.map((l) => l.d).join()).not.toContain('deniz@example.com');
  });

  it('expires an unpaid option after its deadline and frees the dates', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(await book({ start, end })).content;
    const { booking } = createServices(t.config, t.db.sql);
    const early = await sweepOptions(booking, new Date(Date.parse(r.optionUntil) - 60_000).toISOString());
    expect(early.expired).toBe(0);
    const swept = await sweepOptions(booking, new Date(Date.parse(r.optionUntil) + 1000).toISOString());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const after = body<{ content: ReservationBody }>(await asAdmin('GET', `/v1/admin/reservations/${r.id}`)).content;
    expect(after.status).toBe('cancelled');
    expect((await book({ start, end })).statusCode).toBe(201);
  });

  it('closes dates by hand, refuses a closing over a reservation, and frees them on removal', async () => {
    const { start, end } = nextWeek();
    const created = await asAdmin('POST', '/v1/admin/external', {
      boat_id: boat.id,
      start_date: start,
      end_date: addDays(end, -1),
      kind: 'owner_use',
      note: 'Sahibi kullanacak',
    });
    expect(created.statusCode).toBe(201);
    const closing = body<{ content: { id: string; status: string; endDate: string } }>(created).content;
    expect(closing).toMatchObject({ status: 'active', endDate: addDays(end, -1) });
    const blocked = await book({ start, end });
    expect(blocked.statusCode).toBe(409);
    expect(body<ErrorBody>(blocked).content.message).toContain('bir kapatma var');
    const list = body<{ content: { id: string }[]; total: number }>(
      await asAdmin('GET', `/v1/admin/external?status=active&boat_id=${boat.id}&started_at=${start}`),
    );
    expect(list.content.map((c) => c.id)).toContain(closing.id);
    const changed = await asAdmin('PUT', `/v1/admin/external/${closing.id}`, {
      start_date: start,
      end_date: end,
      note: 'uzadı',
    });
    expect(body<{ content: { endDate: string } }>(changed).content.endDate).toBe(end);
    const removed = await asAdmin('DELETE', `/v1/admin/external/${closing.id}`);
    expect(body<{ content: { status: string } }>(removed).content.status).toBe('removed');
    expect((await book({ start, end })).statusCode).toBe(201);
    const reversed = await asAdmin('POST', '/v1/admin/external', {
      boat_id: boat.id,
      start_date: end,
      end_date: start,
    });
    expect(reversed.statusCode).toBe(400);
    expect(
      (
        await asAdmin(
          'POST',
          '/v1/admin/external',
          { boat_id: otherBoat.id, start_date: start, end_date: end },
          owner.token,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('manages boat dates and lists boats with their dates', async () => {
    const { start, end } = nextWeek();
    const res = await asAdmin(
      'POST',
      '/v1/admin/boats/date',
      { boat_id: boat.id, start_date: start, end_date: end, kind: 'maintenance', note: 'Karina' },
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    const date = body<{ content: { id: string; endDate: string } }>(res).content;
    expect((await book({ start, end })).statusCode).toBe(409);
    const withDates = body<{ content: { id: number; dates: { id: string }[] }[] }>(
      await asAdmin('GET', `/v1/admin/boats/withdates?boat_id=${boat.id}`),
    );
    expect(withDates.content[0]!.dates.map((d) => d.id)).toContain(date.id);
    const moved = await asAdmin('PUT', `/v1/admin/boats/date/${date.id}`, {
      start_date: addDays(start, 10),
      end_date: addDays(end, 10),
    });
    expect(moved.statusCode).toBe(200);
    expect((await book({ start, end })).statusCode).toBe(201);
    expect((await asAdmin('DELETE', `/v1/admin/boats/date/${date.id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `/v1/admin/boats/date/${date.id}`)).statusCode).toBe(404);
  });

  it('shows occupancy with labels for the calendar', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(
      await book({ start, end, customer: { ...customer, name: 'Takvim Şükrü Işık' } }),
    ).content;
    const answer = await asAdmin('GET', `/v1/admin/occupancy?from=${start}&to=${end}&boat_id=${boat.id}`);
    // PostgreSQL's JSON text, sent as UTF-8 bytes: its length is theirs, and the Turkish letters arrive whole.
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    const occ = body<{ content: { ref: string; label: string; source: string; status: string }[]; total: number }>(
      answer,
    );
    expect(occ.total).toBe(occ.content.length);
    // Nothing in a window without occupancy: an empty list, not null.
    expect(body(await asAdmin('GET', `/v1/admin/occupancy?from=2031-01-01&to=2031-01-02`))).toMatchObject({
      content: [],
      total: 0,
      nextCursor: null,
    });
    expect(occ.content).toContainEqual(
      expect.objectContaining({
        ref: r.id,
        source: 'reservation',
        status: 'option',
        label: `${r.reference} · Takvim Şükrü Işık`,
      }),
    );
    expect((await asAdmin('GET', `/v1/admin/occupancy?from=${end}&to=${start}`)).statusCode).toBe(400);
  });
  it('counts the office list exactly up to a bound past the page and says "more" beyond it, the page unchanged', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await book({ ...nextWeek(), customer: { ...customer, name: `Sayım Deneme ${i}` } });
      expect(res.statusCode).toBe(201);
    }
    expect(countTo(0, 100, 10_000)).toBe(10_000);
    expect(countTo(9_899, 100, 10_000)).toBe(10_000);
    expect(countTo(9_900, 100, 10_000)).toBe(20_000);
    const read = createReservationsReadRepository(t.db.sql);
    const today = istanbulDate(new Date());
    const whole = { plain: 1e9, byName: 1e9 };
    const small = { plain: 4, byName: 3 };
    const filters: Partial<ReservationListQuery>[] = [
      {},
      { status: 'option' },
      { boat_id: boat.id, order: 'start_desc' },
      { customer_name: 'Sayım' },
      { customer_name: 'deneme', order: 'start_asc' },
      { oldrez: false, order: 'oldest' },
    ];
    let more = 0;
    for (const f of filters)
      for (const scope of [null, owner.id])
        for (const [skip, take] of [
          [0, 2],
          [0, 5],
          [3, 2],
          [7, 4],
          [40, 3],
        ] as const) {
          const q = { skip, take, ...f };
          const all = await read.list(q, scope, today, whole);
          const bounded = await read.list(q, scope, today, small);
          expect(all.totalExact).toBe(true);
          expect(bounded.content.map((r) => r.id)).toEqual(all.content.map((r) => r.id));
          const bound = countTo(skip, take, f.customer_name === undefined ? small.plain : small.byName);
          expect(bounded, JSON.stringify({ q, scope })).toMatchObject(
            all.total <= bound ? { total: all.total, totalExact: true } : { total: bound, totalExact: false },
          );
          if (!bounded.totalExact) {
            more += 1;
            expect(bounded.total).toBeGreaterThan(skip + take);
          }
        }
    expect(more).toBeGreaterThan(10);
    // Through HTTP, at the real bound, this office's list is counted exactly.
    const listed = body<{ total: number; totalExact: boolean }>(await asAdmin('GET', '/v1/admin/reservations?take=2'));
    expect(listed).toEqual(
      expect.objectContaining({ total: await count('select count(*) as n from reservations'), totalExact: true }),
    );
  });
  it('lists reservations not yet over, or over, in start order exactly as a plain query, whatever day it is', async () => {
    // A long stay and a one-day stay, so the longest and the shortest differ from the usual three days.
    for (const [start, end] of [
      ['2027-10-01', '2027-10-13'],
      ['2027-10-20', '2027-10-21'],
    ] as const)
      expect((await book({ start, end, guests: 2 })).statusCode).toBe(201);
    const read = createReservationsReadRepository(t.db.sql);
    const stays = await t.db.sql<{ start: string; end: string }[]>`
      select start_date::text as start, end_date::text as "end" from reservations order by start_date`;
    expect(stays.length).toBeGreaterThan(10);
    // Days before, inside (a stay's second day, so ongoing charters count) and after the test's stays.
    const days = [
      '2026-01-01',
      stays[3]!.start,
      dayAfter(stays[Math.floor(stays.length / 2)]!.start),
      '2027-10-07', // inside the long stay
      '2027-10-22', // the day after the one-day stay ended
      '2030-01-01',
    ];
    let rows = 0;
    for (const today of days)
      for (const oldrez of [true, false])
        for (const order of ['start_asc', 'start_desc'] as const)
          for (const [skip, take] of [
            [0, 3],
            [2, 5],
            [0, 100],
          ] as const) {
            const got = await read.list({ skip, take, oldrez, order }, null, today);
            const expected = await t.db.sql<{ id: string }[]>`
              select id from reservations
              where ${oldrez ? t.db.sql`end_date < ${today}::date` : t.db.sql`end_date >= ${today}::date`}
              order by start_date ${order === 'start_asc' ? t.db.sql`asc` : t.db.sql`desc`}, id
              offset ${skip} limit ${take}`;
            expect(
              got.content.map((r) => r.id),
              JSON.stringify({ today, oldrez, order, skip, take }),
            ).toEqual(expected.map((r) => r.id));
            rows += expected.length;
          }
    expect(rows).toBeGreaterThan(50);
  });

  it('answers a customer-name part on connections planning each name, with the rows of a plain query, overdue balances first', async () => {
    // A season of its own, so these stays meet no other test's.
    await fx.price(otherBoat.id, '2028-05-01', '2028-06-30', 150_000, 'EUR');
    for (let i = 0; i < 7; i++) {
      const start = `2028-05-${String(1 + 4 * i).padStart(2, '0')}`;
      const end = `2028-05-${String(4 + 4 * i).padStart(2, '0')}`;
      const named = { ...customer, name: `Plan Yıldıray ${i}` };
      const res = await book({ start, end, boatSlug: otherBoat.slug, customer: named });
      expect(res.statusCode, res.body).toBe(201);
    }
    // The office's pool of unnamed statements, as main.ts gives the list (`officeValuesSql`).
    const values = createSql(t.db.url, { max: 2, prepare: false });
    const read = createReservationsReadRepository(t.db.sql, values);
    const today = istanbulDate(new Date());
    const [late] = await t.db.sql<{ id: string }[]>`
      update reservations set balance_overdue_on = ${today}::date
      where id = (select r.id from reservations r join customers c on c.id = r.customer_id
                  where c.name = 'Plan Yıldıray 3') returning id`;
    expect(late).toBeDefined();
    const orders = {
      newest: t.db.sql`r.created_at desc, r.id`,
      oldest: t.db.sql`r.created_at asc, r.id`,
      start_asc: t.db.sql`r.start_date asc, r.id`,
      start_desc: t.db.sql`r.start_date desc, r.id`,
    };
    let rows = 0;
    try {
      // The same statements again and again with other names: a plan made for one name must not answer the next.
      for (let round = 0; round < 3; round++)
        for (const name of ['yıldıray 3', 'Plan', 'a', 'ıldı', 'Şule', 'yok böyle biri', 'YILDIRAY', 'plan yildiray 5'])
          for (const order of Object.keys(orders) as (keyof typeof orders)[])
            for (const [skip, take] of [
              [0, 3],
              [2, 4],
              [0, 100],
            ] as const) {
              const got = await read.list({ skip, take, order, customer_name: name }, null, today);
              const expected = await t.db.sql<{ id: string }[]>`
                select r.id from reservations r join customers c on c.id = r.customer_id
                where tr_fold(c.name) like tr_fold(${likePattern(name)})
                order by r.balance_overdue_on is null, ${orders[order]} offset ${skip} limit ${take}`;
              const [all] = await t.db.sql<{ n: number }[]>`
                select count(*)::int as n from reservations r join customers c on c.id = r.customer_id
                where tr_fold(c.name) like tr_fold(${likePattern(name)})`;
              const what = JSON.stringify({ name, order, skip, take });
              expect(
                got.content.map((r) => r.id),
                what,
              ).toEqual(expected.map((r) => r.id));
              expect(got.total, what).toBe(all!.n);
              rows += expected.length;
            }
      expect(rows).toBeGreaterThan(400);
      // The overdue one leads its name's list whatever the order.
      const first = await read.list({ skip: 0, take: 1, order: 'oldest', customer_name: 'Plan Yıldıray' }, null, today);
      expect(first.content[0]?.id).toBe(late!.id);
    } finally {
      await t.db.sql`update reservations set balance_overdue_on = null where id = ${late!.id}`;
      await values.end();
    }
  });
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
function tr(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}
