import type { FastifyBaseLogger } from 'fastify';
import nodeIcal from 'node-ical';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../src/jobs.js';
import { createMailQueue } from '../src/mail/queue.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';
import { ics, startIcsServer } from './ics-server.js';

interface Summary {
  added: { uid: string; startDate: string; endDate: string; clash: boolean }[];
  changed: { uid: string; startDate: string; endDate: string; clash: boolean }[];
  removed: { uid: string | null }[];
  clashes: { uid: string; clashWith: string | null }[];
  unchanged: number;
}

describe('iCal export and import', async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());
  // The feeds are served from 127.0.0.1, which production refuses (see the last test).
  const t = await createTestApp({
    ICAL_FETCH_TIMEOUT_MS: '700',
    ICAL_MAX_BYTES: '20000',
    ICAL_ALLOW_PRIVATE_HOSTS: 'on',
  });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const stranger = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  let n = 0;
  const newBoat = async () => {
    n++;
    const path = `/boat-${n}.ics`;
    const boat = await fx.boat(owner.id, { icalUrl: feeds.url(path) });
    await fx.price(boat.id, '2027-04-01', '2027-10-31', 100_000, 'EUR');
    return { ...boat, path };
  };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const preview = async (boatId: number, token = admin.token) =>
    call('POST', '/v1/admin/boats/date/sync/preview', { boat_id: boatId }, token);
  const sync = async (boatId: number) => call('POST', '/v1/admin/boats/date/sync', { boat_id: boatId });
  const blocks = (boatId: number) =>
    t.db.sql<{ uid: string; start: string; end: string; kind: string }[]>`
      select uid, start_date::text as start, end_date::text as end, kind from boat_dates where boat_id = ${boatId} and kind like 'ical%' order by start_date`;
  const occupied = (boatId: number) =>
    t.db.sql<{ source: string; start: string; end: string }[]>`
      select source, lower(period)::text as start, upper(period)::text as end from occupancy where boat_id = ${boatId} and active order by lower(period)`;
  const boatData = async (boatId: number) =>
    body<{ content: { icalLastSyncAt: string | null; icalLastError: string | null; icalUrl: string | null } }>(
      await call('GET', `/v1/admin/boats/${boatId}`),
    ).content;
  const officeBooking = async (boatId: number, start: string, end: string, confirm = true) => {
    const res = await call('POST', '/v1/admin/reservations', {
      boat_id: boatId,
      start,
      end,
      guests: 4,
      customer: { name: 'Selin Aksoy', email: 'selin@example.com' },
      confirm,
    });
    expect(res.statusCode).toBe(201);
  };

  it('previews, then syncs added, changed and removed ranges as availability blocks', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, {
      body: ics([
        { uid: 'a@airbnb', start: '2027-06-01', end: '2027-06-05' },
        { uid: 'b@airbnb', start: '2027-07-10', end: '2027-07-12' },
      ]),
    });
    const p = await preview(boat.id);
    expect(p.statusCode).toBe(200);
    expect(body<{ content: Summary }>(p).content).toMatchObject({
      added: [
        { uid: 'a@airbnb', startDate: '2027-06-01', endDate: '2027-06-04', clash: false },
        { uid: 'b@airbnb', startDate: '2027-07-10', endDate: '2027-07-11' },
      ],
      changed: [],
      removed: [],
      clashes: [],
      unchanged: 0,
    });
    expect(await blocks(boat.id)).toEqual([]);

    expect((await sync(boat.id)).statusCode).toBe(200);
    expect(await blocks(boat.id)).toEqual([
      { uid: 'a@airbnb', start: '2027-06-01', end: '2027-06-05', kind: 'ical' },
      { uid: 'b@airbnb', start: '2027-07-10', end: '2027-07-12', kind: 'ical' },
    ]);
    expect(await occupied(boat.id)).toEqual([
      { source: 'ical', start: '2027-06-01', end: '2027-06-05' },
      { source: 'ical', start: '2027-07-10', end: '2027-07-12' },
    ]);
    // The imported days are taken: a booking over them is refused.
    const clash = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: { boat_id: boat.id, start: '2027-06-03', end: '2027-06-06', guests: 2, customer: { name: 'Ali Veli' } },
    });
    expect(clash.statusCode).toBe(409);
    expect(body<ErrorBody>(clash).content.message).toContain('başka bir platformdaki');

    // a moves by two days, b is gone, c is new.
    feeds.files.set(boat.path, {
      body: ics([
        { uid: 'a@airbnb', start: '2027-06-03', end: '2027-06-07' },
        { uid: 'c@airbnb', start: '2027-08-01', end: '2027-08-08' },
      ]),
    });
    const second = body<{ content: Summary }>(await preview(boat.id)).content;
    expect(second.added.map((x) => x.uid)).toEqual(['c@airbnb']);
    expect(second.changed).toMatchObject([{ uid: 'a@airbnb', startDate: '2027-06-03', endDate: '2027-06-06' }]);
    expect(second.removed.map((x) => x.uid)).toEqual(['b@airbnb']);
    expect(body<{ content: Summary }>(await sync(boat.id)).content).toEqual(second);
    expect(await blocks(boat.id)).toEqual([
      { uid: 'a@airbnb', start: '2027-06-03', end: '2027-06-07', kind: 'ical' },
      { uid: 'c@airbnb', start: '2027-08-01', end: '2027-08-08', kind: 'ical' },
    ]);
    // The same feed again changes nothing.
    expect(body<{ content: Summary }>(await sync(boat.id)).content).toMatchObject({
      added: [],
      changed: [],
      removed: [],
      unchanged: 2,
    });
    const data = await boatData(boat.id);
    expect(data.icalLastError).toBeNull();
    expect(data.icalLastSyncAt).not.toBeNull();
  });

  it("keeps a range that clashes with a confirmed booking, flagged and counted, leaving the booking's days as they are", async () => {
    const boat = await newBoat();
    await officeBooking(boat.id, '2027-09-10', '2027-09-14');
    feeds.files.set(boat.path, {
      body: ics([
        { uid: 'x@samboat', start: '2027-09-12', end: '2027-09-16' },
        { uid: 'y@samboat', start: '2027-09-20', end: '2027-09-22' },
      ]),
    });
    const before = body<{ content: { icalClashCount: number } }>(await call('GET', '/v1/admin/other')).content
      .icalClashCount;
    const res = await sync(boat.id);
    expect(res.statusCode).toBe(200);
    expect(body<{ content: Summary }>(res).content.clashes).toMatchObject([
      { uid: 'x@samboat', clashWith: 'reservation' },
    ]);
    expect(await blocks(boat.id)).toEqual([
      { uid: 'x@samboat', start: '2027-09-12', end: '2027-09-16', kind: 'ical_clash' },
      { uid: 'y@samboat', start: '2027-09-20', end: '2027-09-22', kind: 'ical' },
    ]);
    expect(await occupied(boat.id)).toEqual([
      { source: 'reservation', start: '2027-09-10', end: '2027-09-14' },
      { source: 'ical', start: '2027-09-20', end: '2027-09-22' },
    ]);
    expect(
      body<{ content: { icalClashCount: number } }>(await call('GET', '/v1/admin/other')).content.icalClashCount,
    ).toBe(before + 1);
    expect(
      body<{ content: { icalClashCount: number } }>(await call('GET', '/v1/admin/other', undefined, owner.token))
        .content.icalClashCount,
    ).toBeGreaterThanOrEqual(1);
    expect(
      body<{ content: { icalClashCount: number } }>(await call('GET', '/v1/admin/other', undefined, stranger.token))
        .content.icalClashCount,
    ).toBe(0);
  });

  it('changes nothing for a malformed, failing, slow or oversized feed and records why on the boat', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'keep@x', start: '2027-05-01', end: '2027-05-03' }]) });
    expect((await sync(boat.id)).statusCode).toBe(200);
    const cases: [Parameters<typeof feeds.files.set>[1], string][] = [
      [{ body: 'this is not a calendar' }, 'geçerli bir iCalendar'],
      [{ status: 500, body: 'boom' }, 'HTTP 500'],
      [{ body: ics([]), delayMs: 2000 }, 'zaman aşımı'],
      [
        {
          body: ics(
            Array.from({ length: 300 }, (_, i) => ({ uid: `big-${i}`, start: '2027-05-10', end: '2027-05-11' })),
          ),
        },
        'çok büyük',
      ],
    ];
    for (const [served, reason] of cases) {
      feeds.files.set(boat.path, served);
      const res = await sync(boat.id);
      expect(res.statusCode).toBe(422);
      expect(body<ErrorBody>(res).content.message).toContain(reason);
      expect(await blocks(boat.id)).toEqual([{ uid: 'keep@x', start: '2027-05-01', end: '2027-05-03', kind: 'ical' }]);
      expect((await boatData(boat.id)).icalLastError).toContain(reason);
      const p = await preview(boat.id);
      expect(p.statusCode).toBe(422);
    }
  }, 30_000);

  it('follows up to three redirects and refuses a fourth', async () => {
    const boat = await newBoat();
    feeds.files.set('/final.ics', { body: ics([{ uid: 'r@x', start: '2027-05-20', end: '2027-05-21' }]) });
    feeds.files.set('/r1', { redirectTo: '/final.ics' });
    feeds.files.set('/r2', { redirectTo: '/r1' });
    feeds.files.set('/r3', { redirectTo: '/r2' });
    feeds.files.set('/r4', { redirectTo: '/r3' });
    const ok = await call('POST', '/v1/admin/boats/date/sync/preview', { boat_id: boat.id, url: feeds.url('/r3') });
    expect(body<{ content: Summary }>(ok).content.added).toHaveLength(1);
    const tooMany = await call('POST', '/v1/admin/boats/date/sync/preview', {
      boat_id: boat.id,
      url: feeds.url('/r4'),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(body<ErrorBody>(tooMany).content.message).toContain('yönlendirme');
  });

  it('lets an owner sync only their own boats', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([]) });
    expect((await preview(boat.id, owner.token)).statusCode).toBe(200);
    expect((await preview(boat.id, stranger.token)).statusCode).toBe(404);
    const noUrl = await fx.boat(owner.id);
    const res = await preview(noUrl.id);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toContain('iCal adresi yok');
  });

  it('removes the URL and the blocks it imported together on deleteical', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'd1', start: '2027-06-20', end: '2027-06-22' }]) });
    await sync(boat.id);
    const manual = await call('POST', '/v1/admin/boats/date', {
      boat_id: boat.id,
      start_date: '2027-06-25',
      end_date: '2027-06-26',
    });
    expect(manual.statusCode).toBeLessThan(300);
    const res = await call('PATCH', '/v1/admin/boats/deleteical', { boat_id: boat.id });
    expect(res.statusCode).toBe(200);
    expect(body<{ content: { icalUrl: string | null } }>(res).content.icalUrl).toBeNull();
    expect(await blocks(boat.id)).toEqual([]);
    expect(await occupied(boat.id)).toEqual([{ source: 'availability', start: '2027-06-25', end: '2027-06-27' }]);
  });

  it('syncs every boat with a URL from the scheduled job', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'job@x', start: '2027-10-01', end: '2027-10-04' }]) });
    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const job = jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue: createMailQueue(), log }).find(
      (d) => d.name === 'ical.sync',
    )!;
    expect(job.schedule).toBe('*/15 * * * *');
    await job.handler([]);
    expect(await blocks(boat.id)).toEqual([{ uid: 'job@x', start: '2027-10-01', end: '2027-10-04', kind: 'ical' }]);
  }, 30_000);

  it('exports every occupied range as all-day events that parse back to the same ranges, behind a token', async () => {
    const boat = await newBoat();
    feeds.files.set(boat.path, { body: ics([{ uid: 'e1', start: '2027-06-01', end: '2027-06-03' }]) });
    await sync(boat.id);
    await officeBooking(boat.id, '2027-06-10', '2027-06-13');
    await officeBooking(boat.id, '2027-06-20', '2027-06-22', false);
    const closing = await call('POST', '/v1/admin/external', {
      boat_id: boat.id,
      start_date: '2027-07-01',
      end_date: '2027-07-04',
      kind: 'owner_use',
    });
    expect(closing.statusCode).toBeLessThan(300);

    expect((await t.app.inject({ method: 'GET', url: `/v1/calendar/${boat.id}.ics` })).statusCode).toBe(404);
    expect((await call('POST', `/v1/admin/boats/ical-token/${boat.id}`, undefined, stranger.token)).statusCode).toBe(
      404,
    );
    const tokenRes = await call('POST', `/v1/admin/boats/ical-token/${boat.id}`, undefined, owner.token);
    expect(tokenRes.statusCode).toBe(200);
    const { token, url, replaced } = body<{ content: { token: string; url: string; replaced: boolean } }>(
      tokenRes,
    ).content;
    // Absolute (the request's origin without PUBLIC_URL), and the first address replaces nothing.
    expect(url).toBe(`http://localhost:80/v1/calendar/${boat.id}.ics?token=${token}`);
    expect(replaced).toBe(false);
    // One character changed (a random token ends in 'x' one time in 64, so the replacement depends on it).
    const wrongToken = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    const wrong = await t.app.inject({ method: 'GET', url: `/v1/calendar/${boat.id}.ics?token=${wrongToken}` });
    expect(wrong.statusCode).toBe(404);
    expect(body<ErrorBody>(wrong).content.message).toContain('Takvim bulunamadı');

    const res = await t.app.inject({ method: 'GET', url: `/v1/calendar/${boat.id}.ics?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).not.toContain('Selin');
    expect(res.body).not.toContain('selin@example.com');
    const events = Object.values(nodeIcal.sync.parseICS(res.body)).filter(
      (c): c is nodeIcal.VEvent => c?.type === 'VEVENT',
    );
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const ranges = events
      .map((e) => ({ start: day(e.start), end: day(e.end!), summary: e.summary }))
      .sort((a, b) => a.start.localeCompare(b.start));
    expect(ranges).toEqual([
      { start: '2027-06-01', end: '2027-06-03', summary: 'Dolu' },
      { start: '2027-06-10', end: '2027-06-13', summary: 'Rezervasyon' },
      { start: '2027-06-20', end: '2027-06-22', summary: 'Rezervasyon' },
      { start: '2027-07-01', end: '2027-07-05', summary: 'Dolu' },
    ]);
    // RFC 5545: a published feed, each event's status, CRLF after every line including END:VCALENDAR;
    // the description reads the range as the office typed it (an iCal block of 1–2 June, a confirmed stay
    // boarding 10 June and leaving 13 June, an option, a closing of 1–4 July).
    expect(res.body).toMatch(/\r\nMETHOD:PUBLISH\r\n/);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const described = events
      .map((e) => ({ start: day(e.start), status: e.status, description: e.description }))
      .sort((a, b) => a.start.localeCompare(b.start));
    expect(described).toEqual([
      {
        start: '2027-06-01',
        status: 'CONFIRMED',
        description: 'ilk kapalı gün 01.06.2027 – son kapalı gün 02.06.2027',
      },
      { start: '2027-06-10', status: 'CONFIRMED', description: 'biniş 10.06.2027 – dönüş 13.06.2027' },
      { start: '2027-06-20', status: 'TENTATIVE', description: 'biniş 20.06.2027 – dönüş 22.06.2027' },
      {
        start: '2027-07-01',
        status: 'CONFIRMED',
        description: 'ilk kapalı gün 01.07.2027 – son kapalı gün 04.07.2027',
      },
    ]);
    expect((await occupied(boat.id)).map(({ start, end }) => ({ start, end }))).toEqual(
      ranges.map(({ start, end }) => ({ start, end })),
    );
    const again = await t.app.inject({ method: 'GET', url: `/v1/calendar/${boat.id}.ics?token=${token}` });
    const uids = (text: string) => [...text.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]!.trim()).sort();
    expect(uids(again.body)).toEqual(uids(res.body));
    expect(uids(res.body).every((u) => /^(ical|reservation|closing)-[0-9a-f-]+@fethiyetekne$/.test(u))).toBe(true);

    // Regenerating the token retires the old URL, and says so.
    const renewed = await call('POST', `/v1/admin/boats/ical-token/${boat.id}`);
    expect(body<{ content: { replaced: boolean } }>(renewed).content.replaced).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/v1/calendar/${boat.id}.ics?token=${token}` })).statusCode).toBe(
      404,
    );
  });
});
