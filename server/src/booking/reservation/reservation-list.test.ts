import { describe, expect, it } from 'vitest';
import { body } from '../../../test/app.js';
import { dayAfter, type ReservationBody, reservationRoutesFixture } from '../../../test/reservation-routes.js';
import { istanbulDate } from '../../common/dates.js';
import { createSql, likePattern } from '../../platform/db.js';
import { countTo, createReservationsReadRepository } from './read-repository.js';
import type { ReservationListQuery } from './office-schemas.js';

describe('booking and reservation management', async () => {
  const { t, owner, fx, boat, otherBoat, customer, book, asAdmin, count, nextWeek } = await reservationRoutesFixture();

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
