import { describe, expect, it } from 'vitest';
import { toAppError } from '../src/platform/errors.js';
import { lockBoatDates } from '../src/booking/boat-lock.js';
import { bookingErrors, DatesUnavailable } from '../src/booking/errors.js';
import { bookReservation } from '../src/booking/reservation/book-reservation.js';
import { createServices } from '../src/services.js';
import { bearer, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

describe('the boat dates lock', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id);
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');

  /**
   * Starts `request` while another transaction holds the boat's lock, and describes the app's
   * session once it waits: its statement, and whether it has written anything (a transaction id).
   */
  async function underLock(request: () => Promise<{ statusCode: number }>) {
    const seen = await t.db.owner.sql.begin(async (tx) => {
      await lockBoatDates(tx, [boat.id]);
      const pending = request();
      for (let i = 0; i < 200; i++) {
        const [waiting] = await t.db.owner.sql<{ query: string; xid: string | null }[]>`
          select query, backend_xid::text as xid from pg_stat_activity
          where datname = ${t.db.name} and wait_event_type = 'Lock' and wait_event = 'advisory'`;
        if (waiting) return { waiting, pending: { answer: pending } };
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the request never waited for the boat');
    });
    return { ...seen.waiting, statusCode: (await seen.pending.answer).statusCode };
  }

  it('makes a website booking wait for its boat before it writes anything, still in its one statement', async () => {
    const booked = await underLock(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        payload: {
          boatSlug: boat.slug,
          start: '2027-06-10',
          end: '2027-06-13',
          guests: 2,
          customer: { name: 'Ada Deniz', email: 'ada@example.com', phone: '+90 555 111 22 33' },
        },
      }),
    );
    expect(booked.query).toMatch(/^with w0 as \(insert into customers/);
    expect(booked.xid).toBeNull();
    expect(booked.statusCode).toBe(201);
  });

  it('refuses a booking of dates already held in its read-only pre-check, without queueing for the boat', async () => {
    const held = {
      boatSlug: boat.slug,
      start: '2027-08-01',
      end: '2027-08-05',
      guests: 2,
      customer: { name: 'İlk Gelen', email: 'ilk@example.com', phone: '+90 555 111 22 34' },
    };
    expect((await t.app.inject({ method: 'POST', url: '/v1/reservations', payload: held })).statusCode).toBe(201);
    const answer = await t.db.owner.sql.begin(async (tx) => {
      await lockBoatDates(tx, [boat.id]);
      return t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        payload: {
          ...held,
          start: '2027-08-03',
          end: '2027-08-07',
          customer: { name: 'Geç Kalan', email: 'gec@example.com', phone: '+90 555 111 22 35' },
        },
      });
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'DATES_UNAVAILABLE',
      content: {
        message: expect.stringMatching(/başka bir rezervasyon var \(biniş 01\.08\.2027 – dönüş 05\.08\.2027\)/),
      },
    });
  });

  it('names held dates before anything is priced: a closed period without prices is refused as closed', async () => {
    const closing = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(admin.token),
      payload: { boat_id: boat.id, start_date: '2027-11-10', end_date: '2027-11-14', kind: 'maintenance' },
    });
    expect(closing.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: '2027-11-12',
        end: '2027-11-16',
        guests: 2,
        customer: { name: 'Kışın Gelen', email: 'kis@example.com', phone: '+90 555 111 22 37' },
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DATES_UNAVAILABLE',
      content: {
        message: expect.stringMatching(/bir kapatma var \(ilk kapalı gün 10\.11\.2027 – son kapalı gün 14\.11\.2027\)/),
      },
    });
  });

  it('refuses held dates in the booking statement’s gate, before its lock, when no pre-check ran (no client address)', async () => {
    const { booking } = createServices(t.config, t.db.sql);
    const ctx = { actor: { kind: 'visitor' as const }, requestId: 'gate-test', now: new Date().toISOString() };
    const customer = { name: 'Kapıda Kalan', email: 'kapi@example.com', phone: '+90 555 111 22 36' };
    await bookReservation(
      booking,
      { boatSlug: boat.slug, start: '2027-09-01', end: '2027-09-05', guests: 2, customer },
      ctx,
      undefined,
    );
    const refused = await t.db.owner.sql.begin(async (tx) => {
      await lockBoatDates(tx, [boat.id]);
      return bookReservation(
        booking,
        { boatSlug: boat.slug, start: '2027-09-04', end: '2027-09-06', guests: 2, customer },
        ctx,
        undefined,
      ).catch((e: unknown) => e);
    });
    expect(refused).toBeInstanceOf(DatesUnavailable);
    expect(toAppError(refused, [bookingErrors])).toMatchObject({
      statusCode: 409,
      code: 'DATES_UNAVAILABLE',
      message: expect.stringMatching(/başka bir rezervasyon var \(biniş 01\.09\.2027 – dönüş 05\.09\.2027\)/),
    });
  });

  it('makes office bookings, manual closings and boat-date blocks take the boat first too', async () => {
    const office = await underLock(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/reservations',
        headers: bearer(admin.token),
        payload: {
          boat_id: boat.id,
          start: '2027-06-20',
          end: '2027-06-22',
          guests: 2,
          customer: { name: 'Telefon Müşterisi' },
        },
      }),
    );
    const closing = await underLock(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/external',
        headers: bearer(admin.token),
        payload: { boat_id: boat.id, start_date: '2027-07-01', end_date: '2027-07-03', kind: 'owner_use' },
      }),
    );
    const block = await underLock(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/boats/date',
        headers: bearer(admin.token),
        payload: { boat_id: boat.id, start_date: '2027-07-10', end_date: '2027-07-12', kind: 'maintenance' },
      }),
    );
    for (const w of [office, closing, block]) {
      expect(w.query).toMatch(/pg_advisory_xact_lock/);
      expect(w.xid).toBeNull();
      expect(w.statusCode).toBe(201);
    }
  });
});
