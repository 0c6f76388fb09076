import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db.js';
import { ics, startIcsServer } from './ics-server.js';
import { pool, PROCESS_ADMIN, startServerProcess } from './processes.js';

// Every request comes from this one address: the public limits stay out of the way (public-limits.test.ts tests them).
const SERVER_ENV = {
  ICAL_ALLOW_PRIVATE_HOSTS: 'on',
  HOLD_LIMIT_PER_CLIENT_HOUR: '1000000',
  HOLD_LIMIT_PER_CONTACT: '1000',
  HOLD_SURGE_PER_HOUR: '1000000',
};

interface Answer {
  status: number;
  body: { code?: string; content: Record<string, unknown> & { message?: string } };
}

async function json(
  url: string,
  init: RequestInit & { token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const day = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A 409 that names what holds the dates: "… müsait değil: bir kapatma var (ilk kapalı gün 03.07.2027 – son kapalı gün 07.07.2027)." */
const D = '\\d\\d\\.\\d\\d\\.\\d{4}';
const RANGE = `(biniş ${D} – dönüş ${D}|ilk kapalı gün ${D} – son kapalı gün ${D}|kapalı gün ${D})`;
const NAMED_CLASH = new RegExp(
  `^Seçilen tarihler \\(${RANGE}\\) bu tekne için müsait değil: (başka bir rezervasyon|bir kapatma|teknenin kapalı olduğu bir dönem|başka bir platformdaki bir rezervasyon) var \\(${RANGE}\\)\\.$`,
);

describe('no double booking across processes', () => {
  let db: TestDatabase;
  let a: string;
  let b: string;
  let token: string;
  let ownerId: unknown;
  let marinaId: unknown;
  let typeId: unknown;

  beforeAll(async () => {
    db = await createTestDatabase();
    // One after the other: two instances creating pg-boss queues at the same moment can deadlock.
    a = (await startServerProcess(db, SERVER_ENV)).url;
    b = (await startServerProcess(db, SERVER_ENV)).url;
    const login = await json(`${a}/v1/auth/login`, { method: 'POST', body: JSON.stringify(PROCESS_ADMIN) });
    token = String(login.body.content.accessToken);
    const ownerRes = await json(`${a}/v1/admin/users`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        email: 'kaptan@example.com',
        password: 'kaptan-parola-1',
        role: 'OWNER',
        firstName: 'Kemal',
        lastName: 'Reis',
      }),
    });
    ownerId = ownerRes.body.content.id;
    marinaId = (
      await json(`${a}/v1/admin/marina`, { method: 'POST', token, body: JSON.stringify({ name: 'Göcek Marina' }) })
    ).body.content.id;
    typeId = (await json(`${a}/v1/admin/boattypes`, { method: 'POST', token, body: JSON.stringify({ name: 'Gulet' }) }))
      .body.content.id;
  }, 120_000);

  async function bookableBoat(name: string): Promise<{ id: number; slug: string }> {
    const boat = await json(`${a}/v1/admin/boats`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        name,
        boatTypeId: typeId,
        marinaId,
        ownerId,
        lengthM: 24,
        guestsDay: 20,
        guestsNight: 10,
        cabins: 5,
      }),
    });
    expect(boat.status).toBe(201);
    const price = await json(`${a}/v1/admin/boats/price`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        boat_id: boat.body.content.id,
        startDate: '2027-06-01',
        endDate: '2027-09-30',
        dailyPriceMinor: 200_000,
        currency: 'EUR',
      }),
    });
    expect(price.status).toBe(201);
    return { id: Number(boat.body.content.id), slug: String(boat.body.content.slug) };
  }

  it('lets exactly one of 50 simultaneous overlapping bookings through two servers win', async () => {
    const boat = await bookableBoat('Yarış Gulet');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const start = `2027-07-${String(10 + (i % 5)).padStart(2, '0')}`;
        const end = `2027-07-${String(16 + (i % 3)).padStart(2, '0')}`;
        return json(`${i % 2 ? b : a}/v1/reservations`, {
          method: 'POST',
          body: JSON.stringify({
            boatSlug: boat.slug,
            start,
            end,
            guests: 4,
            currency: 'EURO',
            customer: { name: `Müşteri ${i}`, email: `m${i}@example.com`, phone: '+90 555 123 45 67' },
          }),
        });
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'DATES_UNAVAILABLE')).toBe(true);
    const [events] =
      await db.sql`select count(*) as n from events e join reservations r on e.stream_id = 'reservation-' || r.id
                                  where e.type = 'ReservationRequested' and r.boat_id = ${boat.id}`;
    expect(Number(events!.n)).toBe(1);
    const [occupied] = await db.sql`select count(*) as n from occupancy where active and boat_id = ${boat.id}`;
    expect(Number(occupied!.n)).toBe(1);
  }, 60_000);

  it('answers a mixed rush on one boat (bookings, idempotent retries, office bookings, closings, blocks, iCal syncs) with 2xx or a 409 naming the clash, never an overlap', async () => {
    const boat = await bookableBoat('Kalabalık Gulet');
    const feeds = await startIcsServer();
    // Twenty windows of five nights, each starting two days after the one before: every window overlaps its neighbours.
    const windows = Array.from({ length: 20 }, (_, w) => ({
      start: day('2027-07-01', 2 * w),
      end: day('2027-07-01', 2 * w + 5),
    }));
    feeds.files.set('/platform.ics', {
      body: ics([
        { uid: 'ext-1@platform', start: windows[4]!.start, end: windows[4]!.end },
        { uid: 'ext-2@platform', start: windows[13]!.start, end: windows[13]!.end },
      ]),
    });
    type Task = { kind: 'website' | 'twin' | 'office' | 'closing' | 'block' | 'sync'; run: () => Promise<Answer> };
    const tasks: Task[] = [];
    const server = (i: number) => (i % 2 ? b : a);
    const booking = (i: number) => {
      const w = windows[(i * 7) % 20]!;
      return {
        boatSlug: boat.slug,
        ...w,
        guests: 4,
        currency: 'EURO',
        customer: { name: `Yolcu ${i}`, email: `y${i}@example.com`, phone: `+90 555 ${String(3_000_000 + i)}` },
      };
    };
    for (let i = 0; i < 210; i++) {
      tasks.push({
        kind: 'website',
        run: () => json(`${server(i)}/v1/reservations`, { method: 'POST', body: JSON.stringify(booking(i)) }),
      });
    }
    for (let k = 0; k < 15; k++) {
      // The same request twice with one Idempotency-Key, once through each server, on nights of its
      // own after the windows: one reservation, answered to both.
      const body = JSON.stringify({
        ...booking(1000 + k),
        start: day('2027-08-20', 2 * k),
        end: day('2027-08-20', 2 * k + 1),
      });
      for (let copy = 0; copy < 2; copy++) {
        tasks.push({
          kind: 'twin',
          run: () =>
            json(`${server(copy)}/v1/reservations`, {
              method: 'POST',
              body,
              headers: { 'idempotency-key': `ikiz-istek-${k}` },
            }),
        });
      }
    }
    for (let i = 0; i < 20; i++) {
      const w = windows[(i * 3) % 20]!;
      tasks.push({
        kind: 'office',
        run: () =>
          json(`${server(i)}/v1/admin/reservations`, {
            method: 'POST',
            token,
            body: JSON.stringify({
              boat_id: boat.id,
              ...w,
              guests: 2,
              currency: 'EURO',
              customer: { name: `Telefon ${i}` },
              confirm: i % 2 === 0,
            }),
          }),
      });
      tasks.push({
        kind: 'closing',
        run: () =>
          json(`${server(i + 1)}/v1/admin/external`, {
            method: 'POST',
            token,
            body: JSON.stringify({
              boat_id: boat.id,
              start_date: w.start,
              end_date: day(w.end, -1),
              kind: 'owner_use',
            }),
          }),
      });
      const v = windows[(i * 11 + 5) % 20]!;
      tasks.push({
        kind: 'block',
        run: () =>
          json(`${server(i)}/v1/admin/boats/date`, {
            method: 'POST',
            token,
            body: JSON.stringify({
              boat_id: boat.id,
              start_date: v.start,
              end_date: day(v.end, -1),
              kind: 'maintenance',
            }),
          }),
      });
    }
    for (let i = 0; i < 6; i++) {
      tasks.push({
        kind: 'sync',
        run: () =>
          json(`${server(i)}/v1/admin/boats/date/sync`, {
            method: 'POST',
            token,
            body: JSON.stringify({ boat_id: boat.id, url: feeds.url('/platform.ics') }),
          }),
      });
    }
    // The kinds in turn (the same order every run), so the first wave already mixes all of them.
    const queues = new Map<Task['kind'], Task[]>();
    for (const t of tasks) queues.set(t.kind, [...(queues.get(t.kind) ?? []), t]);
    const order: Task[] = [];
    while (order.length < tasks.length) {
      for (const q of queues.values()) {
        const next = q.shift();
        if (next) order.push(next);
      }
    }

    const started = Date.now();
    const answers = await pool(order.length, 30, (i) => order[i]!.run());
    const elapsed = Date.now() - started;
    await feeds.close();

    const byKind = (kind: Task['kind']) => answers.filter((_, i) => order[i]!.kind === kind);
    expect(answers.filter((x) => x.status >= 500)).toEqual([]);
    for (const [i, x] of answers.entries()) {
      const kind = order[i]!.kind;
      if (x.status === 409) {
        expect({ kind, code: x.body.code }).toEqual({ kind, code: 'DATES_UNAVAILABLE' });
        expect(x.body.content.message).toMatch(NAMED_CLASH);
      } else {
        expect({ kind, status: x.status }).toEqual({
          kind,
          status: kind === 'sync' || (kind === 'twin' && x.status === 200) ? 200 : 201,
        });
      }
    }
    // Idempotent twins: one reservation, created for one copy and answered (200) to the other.
    const twins = byKind('twin');
    for (let k = 0; k < twins.length; k += 2) {
      const [x, y] = [twins[k]!, twins[k + 1]!];
      expect([x.status, y.status].sort()).toEqual([200, 201]);
      expect(x.body.content.id).toBe(y.body.content.id);
    }

    const [overlaps] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from occupancy x join occupancy y
        on x.boat_id = y.boat_id and x.id < y.id and x.active and y.active and x.period && y.period
      where x.boat_id = ${boat.id}`;
    expect(overlaps!.n).toBe(0);
    // Every 2xx holds its dates, and nothing else does.
    const held = await db.sql<
      { ref: string }[]
    >`select ref from occupancy where boat_id = ${boat.id} and active and source <> 'ical'`;
    const created = answers.filter((x) => x.status === 201).map((x) => String(x.body.content.id));
    expect(new Set(held.map((h) => h.ref))).toEqual(new Set(created));
    const [reservations] = await db.sql<
      { n: number }[]
    >`select count(*)::int as n from reservations where boat_id = ${boat.id}`;
    expect(reservations!.n).toBe(
      [...byKind('website'), ...byKind('twin'), ...byKind('office')].filter((x) => x.status === 201).length,
    );
    expect(created.length).toBeGreaterThan(3);
    expect(elapsed).toBeLessThan(45_000);
  }, 60_000);
});
