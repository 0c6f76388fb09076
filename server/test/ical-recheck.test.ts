import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineProjections, personalTextFields } from '../src/booking/projections.js';
import { DatesUnavailable } from '../src/booking/errors.js';
import { recheckIcalFeed } from '../src/calendar/recheck-ical-feed.js';
import { createEventStore } from '../src/eventstore/store.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';
import { ics, startIcsServer } from './ics-server.js';

interface Booked {
  content: { id: string; reference: string; status: string };
}

interface AdminReservation {
  id: string;
  icalUnchecked: string | null;
}

/**
 * A website hold re-reads the boat's iCal feed first (issue #21 point 6, issue 34 point 6), against real
 * HTTP feeds on loopback. The deadline and the reuse window are the defaults (2 s, 5 s); "a read long
 * ago" is made by moving the boat's last read back in time.
 */
describe('iCal re-check before a website hold', async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());
  // Loopback feeds need private hosts allowed; the sync's own deadline stays above the re-check's.
  const t = await createTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: 'on', ICAL_FETCH_TIMEOUT_MS: '10000' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  let n = 0;
  const newBoat = async (withFeed = true) => {
    n++;
    const path = `/recheck-${n}.ics`;
    const boat = await fx.boat(owner.id, withFeed ? { icalUrl: feeds.url(path) } : {});
    await fx.price(boat.id, '2027-04-01', '2027-10-31', 100_000, 'EUR');
    return { ...boat, path };
  };
  let visitor = 0;
  const book = (slug: string, start: string, end: string) => {
    visitor++;
    return t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: slug,
        start,
        end,
        guests: 4,
        customer: {
          name: `Ziyaretçi ${visitor}`,
          email: `v${visitor}@example.com`,
          phone: `+90 532 100 ${1000 + visitor}`,
        },
      },
    });
  };
  const timed = async <T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> => {
    const started = performance.now();
    const value = await run();
    return { value, ms: performance.now() - started };
  };
  const adminGet = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    return body<{ content: T }>(res).content;
  };
  const reservation = (id: string) => adminGet<AdminReservation>(`/v1/admin/reservations/${id}`);
  const listed = async (boatId: number) =>
    (await adminGet<AdminReservation[]>(`/v1/admin/reservations?boat_id=${boatId}`)).map((r) => ({
      id: r.id,
      icalUnchecked: r.icalUnchecked,
    }));
  const auditTitles = async (id: string) =>
    (await adminGet<{ title: string }[]>(`/v1/admin/reservations/${id}/events`)).map((e) => e.title);
  /** The boat's last feed read happened `minutes` ago (as if the schedule had read it then). */
  const readLongAgo = (boatId: number, minutes = 10) => readSecondsAgo(boatId, minutes * 60);
  const readSecondsAgo = (boatId: number, seconds: number) =>
    t.db.sql`update boats set ical_last_sync_at = now() - make_interval(secs => ${seconds}) where id = ${boatId}`;
  const sync = (boatId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/boats/date/sync',
      headers: bearer(admin.token),
      payload: { boat_id: boatId },
    });
  const blocks = (boatId: number) =>
    t.db.sql<{ uid: string; start: string; end: string; kind: string }[]>`
      select uid, start_date::text as start, end_date::text as end, kind from boat_dates
      where boat_id = ${boatId} and kind like 'ical%' order by start_date`;
  const occupied = (boatId: number) =>
    t.db.sql<{ source: string; start: string; end: string }[]>`
      select source, lower(period)::text as start, upper(period)::text as end from occupancy
      where boat_id = ${boatId} and active order by lower(period)`;

  it('refuses a hold over a block the other platform added a second ago, naming it, and imports the block as the sync would', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'old@platform', start: '2027-05-01', end: '2027-05-04' }]) });
    expect((await sync(boat.id)).statusCode).toBe(200);
    await readLongAgo(boat.id);
    // A second ago, the other platform took 10–13 June (checked out the 14th).
    feeds.files.set(boat.path, {
      body: ics([
        { uid: 'old@platform', start: '2027-05-01', end: '2027-05-04' },
        { uid: 'new@platform', start: '2027-06-10', end: '2027-06-14' },
      ]),
    });
    const before = feeds.hits.get(boat.path) ?? 0;

    const res = await book(boat.slug, '2027-06-12', '2027-06-16');
    expect(res.statusCode).toBe(409);
    const refusal = body<ErrorBody>(res);
    expect(refusal.code).toBe('DATES_UNAVAILABLE');
    expect(refusal.content.message).toBe(
      'Seçilen tarihler (biniş 12.06.2027 – dönüş 16.06.2027) bu tekne için müsait değil: başka bir platformdaki bir rezervasyon var (ilk kapalı gün 10.06.2027 – son kapalı gün 13.06.2027).',
    );
    expect(feeds.hits.get(boat.path)).toBe(before + 1);

    // Imported as a sync imports it: the block, its occupancy row and its event in the boat's availability stream.
    expect(await blocks(boat.id)).toEqual([
      { uid: 'old@platform', start: '2027-05-01', end: '2027-05-04', kind: 'ical' },
      { uid: 'new@platform', start: '2027-06-10', end: '2027-06-14', kind: 'ical' },
    ]);
    expect(await occupied(boat.id)).toEqual([
      { source: 'ical', start: '2027-05-01', end: '2027-05-04' },
      { source: 'ical', start: '2027-06-10', end: '2027-06-14' },
    ]);
    const [event] = await t.db.sql<{ type: string; data: { uid: string }; metadata: { actor: unknown } }[]>`
      select type, data, metadata from events
      where stream_id = ${`availability-${boat.id}`} and data->>'uid' = 'new@platform'`;
    expect(event).toMatchObject({
      type: 'DatesBlocked',
      data: { uid: 'new@platform' },
      metadata: { actor: { kind: 'system', name: 'ical.recheck' } },
    });
    // The read is recorded on the boat as the sync records it.
    const [read] = await t.db.sql<{ fresh: boolean; icalLastError: string | null }[]>`
      select ical_last_sync_at > now() - interval '5 seconds' as fresh, ical_last_error from boats where id = ${boat.id}`;
    expect(read).toEqual({ fresh: true, icalLastError: null });
    // No reservation was written; days outside the block are still bookable.
    expect(await listed(boat.id)).toEqual([]);
    const other = await book(boat.slug, '2027-06-14', '2027-06-18');
    expect(other.statusCode).toBe(201);
    expect((await reservation(body<Booked>(other).content.id)).icalUnchecked).toBeNull();
  });

  it('refuses a booking of days the other platform took after the last sync, read more than a few seconds before it', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'early@platform', start: '2027-05-01', end: '2027-05-04' }]) });
    expect((await sync(boat.id)).statusCode).toBe(200);
    // The schedule read the feed six seconds ago; the one-minute window of old would have trusted it.
    await readSecondsAgo(boat.id, 6);
    feeds.files.set(boat.path, {
      body: ics([
        { uid: 'early@platform', start: '2027-05-01', end: '2027-05-04' },
        { uid: 'late@platform', start: '2027-09-01', end: '2027-09-08' },
      ]),
    });
    const before = feeds.hits.get(boat.path) ?? 0;

    const res = await book(boat.slug, '2027-09-03', '2027-09-05');
    expect(res.statusCode).toBe(409);
    const refusal = body<ErrorBody>(res);
    expect(refusal.code).toBe('DATES_UNAVAILABLE');
    expect(refusal.content.message).toContain(
      'başka bir platformdaki bir rezervasyon var (ilk kapalı gün 01.09.2027 – son kapalı gün 07.09.2027)',
    );
    expect(feeds.hits.get(boat.path)).toBe(before + 1);
    expect(await listed(boat.id)).toEqual([]);
  });

  it('lets bookings of one boat at the same moment share one read of its feed, each judged on its own dates', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, {
      body: ics([{ uid: 'busy@platform', start: '2027-09-10', end: '2027-09-14' }]),
      delayMs: 500,
    });
    const [free, alsoFree, taken] = await Promise.all([
      book(boat.slug, '2027-09-01', '2027-09-03'),
      book(boat.slug, '2027-09-20', '2027-09-22'),
      book(boat.slug, '2027-09-12', '2027-09-15'),
    ]);
    expect([free.statusCode, alsoFree.statusCode, taken.statusCode]).toEqual([201, 201, 409]);
    expect(body<ErrorBody>(taken).code).toBe('DATES_UNAVAILABLE');
    expect(feeds.hits.get(boat.path)).toBe(1);
    expect(await blocks(boat.id)).toEqual([
      { uid: 'busy@platform', start: '2027-09-10', end: '2027-09-14', kind: 'ical' },
    ]);
  });

  it('reuses a read for 5 seconds, whoever made it: a second hold within the window makes no request', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'a@platform', start: '2027-08-01', end: '2027-08-05' }]) });

    const first = await book(boat.slug, '2027-06-01', '2027-06-05');
    expect(first.statusCode).toBe(201);
    expect(feeds.hits.get(boat.path)).toBe(1);
    const second = await book(boat.slug, '2027-06-10', '2027-06-12');
    expect(second.statusCode).toBe(201);
    expect(feeds.hits.get(boat.path)).toBe(1);
    // The block read by the first hold holds its days for the second-window hold too (from occupancy).
    const over = await book(boat.slug, '2027-08-03', '2027-08-07');
    expect(over.statusCode).toBe(409);
    expect(body<ErrorBody>(over).content.message).toContain('başka bir platformdaki bir rezervasyon var');
    expect(feeds.hits.get(boat.path)).toBe(1);

    // Past the window (a few seconds) the feed is read again.
    await readSecondsAgo(boat.id, 6);
    const third = await book(boat.slug, '2027-06-20', '2027-06-22');
    expect(third.statusCode).toBe(201);
    expect(feeds.hits.get(boat.path)).toBe(2);
    for (const r of [first, second, third])
      expect((await reservation(body<Booked>(r).content.id)).icalUnchecked).toBeNull();
  });

  it('takes a hold within about 2 s when the feed is slow, flags it for the office, and reuses the failure', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([]), delayMs: 5000 });

    const { value: res, ms } = await timed(() => book(boat.slug, '2027-07-01', '2027-07-04'));
    expect(res.statusCode).toBe(201);
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(3000);
    const { id } = body<Booked>(res).content;
    const flag = 'Takvim adresi 2 saniye içinde yanıt vermedi (zaman aşımı).';
    expect((await reservation(id)).icalUnchecked).toBe(flag);
    expect(await listed(boat.id)).toEqual([{ id, icalUnchecked: flag }]);
    expect((await auditTitles(id))[0]).toContain(
      `; iCal kontrol edilemedi, diğer platformdaki takvim elle kontrol edilmeli: ${flag}`,
    );
    // Recorded on the boat as a sync's failure is.
    const boatRow = await adminGet<{ icalLastError: string | null }>(`/v1/admin/boats/${boat.id}`);
    expect(boatRow.icalLastError).toBe(flag);

    // Within the window the failure is reused: no second wait, no second request.
    const { value: again, ms: againMs } = await timed(() => book(boat.slug, '2027-07-10', '2027-07-12'));
    expect(again.statusCode).toBe(201);
    expect(againMs).toBeLessThan(1500);
    expect(feeds.hits.get(boat.path)).toBe(1);
    expect((await reservation(body<Booked>(again).content.id)).icalUnchecked).toBe(flag);
  });

  it('takes and flags a hold when the feed answers an error or something that is not a calendar', async () => {
    const failing = await newBoat();
    feeds.files.set(failing.path, { status: 503, body: 'bakımda' });
    const down = await book(failing.slug, '2027-07-01', '2027-07-04');
    expect(down.statusCode).toBe(201);
    expect((await reservation(body<Booked>(down).content.id)).icalUnchecked).toBe(
      'Takvim adresi hata döndürdü: HTTP 503.',
    );

    const garbage = await newBoat();
    feeds.files.set(garbage.path, { body: '<html>Giriş yapın</html>' });
    const unreadable = await book(garbage.slug, '2027-07-01', '2027-07-04');
    expect(unreadable.statusCode).toBe(201);
    expect((await reservation(body<Booked>(unreadable).content.id)).icalUnchecked).toBe(
      'Takvim dosyası okunamadı: geçerli bir iCalendar (.ics) dosyası değil.',
    );
    expect(feeds.hits.get(failing.path)).toBe(1);
    expect(feeds.hits.get(garbage.path)).toBe(1);

    // Once the feed reads again (past the window), holds are no longer flagged.
    feeds.files.set(failing.path, { body: ics([]) });
    await readLongAgo(failing.id, 2);
    const back = await book(failing.slug, '2027-07-10', '2027-07-12');
    expect(back.statusCode).toBe(201);
    expect((await reservation(body<Booked>(back).content.id)).icalUnchecked).toBeNull();
  });

  it('fetches nothing for a boat without a feed, and office bookings are not re-checked', async () => {
    const boat = await newBoat(false);
    const total = () => [...feeds.hits.values()].reduce((a, b) => a + b, 0);
    const before = total();
    const { value: res, ms } = await timed(() => book(boat.slug, '2027-07-01', '2027-07-04'));
    expect(res.statusCode).toBe(201);
    expect(ms).toBeLessThan(1500);
    expect((await reservation(body<Booked>(res).content.id)).icalUnchecked).toBeNull();

    const withFeed = await newBoat();
    feeds.files.set(withFeed.path, { body: ics([]) });
    const office = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: {
        boat_id: withFeed.id,
        start: '2027-07-01',
        end: '2027-07-04',
        guests: 2,
        customer: { name: 'Ali Veli' },
      },
    });
    expect(office.statusCode).toBe(201);
    expect(body<{ content: AdminReservation }>(office).content.icalUnchecked).toBeNull();
    expect(total()).toBe(before);
  });

  it('keeps the private-network guard: a feed address into the server network is not fetched and answers why (the hold is flagged)', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'x@platform', start: '2027-07-01', end: '2027-07-05' }]) });
    const deps = {
      sql: t.db.sql,
      store: createEventStore({ inline: inlineProjections, personal: personalTextFields }),
      limits: { timeoutMs: 10_000, maxBytes: 100_000, maxRedirects: 3, allowPrivateHosts: false },
      publicUrl: undefined,
      newId: randomUUID,
      recheck: { timeoutMs: 2000, reuseSeconds: 5 },
    };
    const ctx = { actor: { kind: 'visitor' as const }, requestId: 'guard', now: new Date().toISOString() };
    expect(await recheckIcalFeed(deps, boat.id, '2027-07-02', '2027-07-04', ctx)).toEqual({
      unchecked: 'Takvim adresi iç ağdaki bir sunucuyu gösteriyor; yalnızca internetteki adresler okunabilir.',
    });
    expect(feeds.hits.get(boat.path)).toBeUndefined();
    expect(await blocks(boat.id)).toEqual([]);

    // The same feed allowed (as in this app) and read: the block over the dates refuses, as a DatesUnavailable.
    await readLongAgo(boat.id);
    const allowed = { ...deps, limits: { ...deps.limits, allowPrivateHosts: true } };
    const refusal = await recheckIcalFeed(allowed, boat.id, '2027-07-02', '2027-07-04', ctx).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DatesUnavailable);
    expect(refusal).toMatchObject({ clash: { source: 'ical', start: '2027-07-01', end: '2027-07-05' } });
  });
});
