import { describe, expect, it } from 'vitest';
import { lockBoatDates } from '../src/reservations/boat-lock.js';
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
        method: 'POST', url: '/v1/reservations',
        payload: { boatSlug: boat.slug, start: '2027-06-10', end: '2027-06-13', guests: 2, customer: { name: 'Ada Deniz', email: 'ada@example.com', phone: '+90 555 111 22 33' } },
      }),
    );
    expect(booked.query).toMatch(/^with w0 as \(insert into customers/);
    expect(booked.xid).toBeNull();
    expect(booked.statusCode).toBe(201);
  });

  it('makes office bookings, manual closings and boat-date blocks take the boat first too', async () => {
    const office = await underLock(() =>
      t.app.inject({
        method: 'POST', url: '/v1/admin/reservations', headers: bearer(admin.token),
        payload: { boat_id: boat.id, start: '2027-06-20', end: '2027-06-22', guests: 2, customer: { name: 'Telefon Müşterisi' } },
      }),
    );
    const closing = await underLock(() =>
      t.app.inject({
        method: 'POST', url: '/v1/admin/external', headers: bearer(admin.token),
        payload: { boat_id: boat.id, start_date: '2027-07-01', end_date: '2027-07-03', kind: 'owner_use' },
      }),
    );
    const block = await underLock(() =>
      t.app.inject({
        method: 'POST', url: '/v1/admin/boats/date', headers: bearer(admin.token),
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
