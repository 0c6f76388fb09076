import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { syncAllIcalFeeds } from '../src/calendar/sync-all-ical-feeds.js';
import { createServices } from '../src/services.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';
import { ics, startIcsServer } from './ics-server.js';

const OFFICE = 'ofis@fethiyetekne.test';

interface Conflict {
  source: string;
  start: string;
  end: string;
  uid: string | null;
  summary: string | null;
  foundAt: string;
}
interface AdminReservation {
  id: string;
  reference: string;
  status: string;
  externalConflicts: Conflict[];
}
interface Home {
  conflicts: { id: string; reference: string; boatName: string; start: string; end: string; conflicts: Conflict[] }[];
}

/**
 * An overbooking from another platform never goes unnoticed (issue 34 point 6): the reservation exists,
 * the boat's feed (a real HTTP server on loopback) gains an event over its days, and a sync (the
 * office's, the schedule's) or a booking's re-read finds it. The reservation is flagged once per clash
 * through its stream, the office's list and home show it, and the office gets one mail.
 */
describe('a clash of another platform over a reservation', async () => {
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());
  const t = await createTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: 'on', OFFICE_EMAIL: OFFICE });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const stranger = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const worker = createServices(t.config, t.db.sql);
  const log = pino({ level: 'silent' }) as FastifyBaseLogger;
  let n = 0;
  const newBoat = async () => {
    n++;
    const path = `/conflict-${n}.ics`;
    const boat = await fx.boat(owner.id, { icalUrl: feeds.url(path) });
    await fx.price(boat.id, '2027-04-01', '2027-10-31', 100_000, 'EUR');
    feeds.files.set(path, { body: ics([]) });
    return { ...boat, path };
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const content = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin.token) => {
    const res = await call(method, url, payload, token);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return body<{ content: T }>(res).content;
  };
  const websiteBooking = async (slug: string, start: string, end: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: slug,
        start,
        end,
        guests: 4,
        customer: { name: 'Deniz Yılmaz', email: `deniz${start}@example.com`, phone: '+90 532 555 1234' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body<{ content: { id: string; reference: string } }>(res).content;
  };
  const officeBooking = async (boatId: number, start: string, end: string) =>
    content<AdminReservation>('POST', '/v1/admin/reservations', {
      boat_id: boatId,
      start,
      end,
      guests: 2,
      confirm: true,
      customer: { name: 'Selin Aksoy', email: 'selin@example.com' },
    });
  const sync = (boatId: number) => content<unknown>('POST', '/v1/admin/boats/date/sync', { boat_id: boatId });
  const scheduledSync = () => syncAllIcalFeeds(worker.calendar, new Date().toISOString(), log);
  const conflictEvents = (id: string) =>
    t.db.sql<{ data: Record<string, unknown>; actor: Record<string, unknown> }[]>`
      select data, metadata -> 'actor' as actor from events
      where stream_id = ${`reservation-${id}`} and type = 'ExternalConflictFound' order by version`;
  const mails = (id: string) =>
    t.db.sql<{ kind: string; recipient: string | null; subject: string; text: string; status: string }[]>`
      select kind, recipient, subject, text, status from outbox_mails
      where reservation_id = ${id} and kind = 'external_conflict_office' order by created_at`;
  const listed = async (boatId: number) =>
    content<AdminReservation[]>('GET', `/v1/admin/reservations?boat_id=${boatId}`);
  const home = (token = admin.token) => content<Home>('GET', '/v1/admin/home', undefined, token);
  /** An office command answers only once the mail reactor has caught up with the log (a barrier). */
  const reactorCaughtUp = async (id: string) =>
    expect((await call('POST', '/v1/admin/sendbank', { id })).statusCode).toBe(200);

  it('flags the reservation once, shows it in the list and on the home, and mails the office once', async () => {
    const boat = await newBoat();
    const r = await websiteBooking(boat.slug, '2027-06-10', '2027-06-15');
    // Later the other platform sells 12–17 June too (check-out the 18th).
    feeds.files.set(boat.path, {
      body: ics([
        { uid: 'far@platform', start: '2027-08-01', end: '2027-08-05' },
        { uid: 'over@platform', start: '2027-06-12', end: '2027-06-18', summary: 'Ayşe Kaya' },
      ]),
    });
    await sync(boat.id);

    const found = await conflictEvents(r.id);
    expect(found).toEqual([
      {
        data: { source: 'ical', start: '2027-06-12', end: '2027-06-18', uid: 'over@platform' },
        actor: expect.objectContaining({ kind: 'user', id: admin.id }),
      },
    ]);
    // The feed's summary (here a person's name) is kept out of the log.
    expect(JSON.stringify(found)).not.toContain('Ayşe');

    const conflict = {
      source: 'ical',
      start: '2027-06-12',
      end: '2027-06-18',
      uid: 'over@platform',
      summary: null,
      foundAt: expect.any(String),
    };
    expect(await listed(boat.id)).toEqual([expect.objectContaining({ id: r.id, externalConflicts: [conflict] })]);
    expect((await content<AdminReservation>('GET', `/v1/admin/reservations/${r.id}`)).externalConflicts).toEqual([
      conflict,
    ]);
    expect((await home()).conflicts).toContainEqual({
      id: r.id,
      reference: r.reference,
      boatName: boat.name,
      customerName: 'Deniz Yılmaz',
      start: '2027-06-10',
      end: '2027-06-15',
      conflicts: [conflict],
    });
    // Only the boat's owner and the admins see it.
    expect((await home(owner.token)).conflicts.map((c) => c.id)).toContain(r.id);
    expect((await home(stranger.token)).conflicts).toEqual([]);
    const audit = await content<{ type: string; title: string }[]>('GET', `/v1/admin/reservations/${r.id}/events`);
    expect(audit.find((e) => e.type === 'ExternalConflictFound')?.title).toBe(
      'Takvim çakışması: teknenin iCal takviminde başka bir platformdaki bir kayıt bu rezervasyonun günlerine denk geliyor (ilk kapalı gün 12.06.2027 – son kapalı gün 17.06.2027), kayıt over@platform; fazla rezervasyon, diğer platformla çözülmeli',
    );

    // The office's mail goes at once (the reactor's poll), without anyone opening the reservation.
    await expect.poll(async () => (await mails(r.id)).length, { timeout: 5000 }).toBe(1);
    const [mail] = await mails(r.id);
    expect(mail).toMatchObject({ kind: 'external_conflict_office', recipient: OFFICE, status: 'queued' });
    expect(mail!.subject).toBe(`Takvim çakışması: ${r.reference} / ${boat.name}`);
    expect(mail!.text).toContain('ilk kapalı gün 12.06.2027 – son kapalı gün 17.06.2027');
    expect(mail!.text).toContain('Deniz Yılmaz');

    // The next syncs, the schedule's and the office's, see the same clash: nothing more.
    expect(await scheduledSync()).toMatchObject({ failed: 0 });
    await sync(boat.id);
    expect(await conflictEvents(r.id)).toHaveLength(1);
    await reactorCaughtUp(r.id);
    expect(await mails(r.id)).toHaveLength(1);
  });

  it('flags a clash the schedule finds, and a moved event as a new clash; a cancelled reservation is left alone', async () => {
    const boat = await newBoat();
    const kept = await officeBooking(boat.id, '2027-07-01', '2027-07-08');
    const cancelled = await officeBooking(boat.id, '2027-07-20', '2027-07-25');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/reservations/${cancelled.id}`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled', cancelReason: 'office' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    feeds.files.set(boat.path, {
      body: ics([
        { uid: 'a@platform', start: '2027-07-06', end: '2027-07-10' },
        { uid: 'b@platform', start: '2027-07-21', end: '2027-07-23' },
      ]),
    });
    await scheduledSync();
    expect(await conflictEvents(kept.id)).toEqual([
      {
        data: { source: 'ical', start: '2027-07-06', end: '2027-07-10', uid: 'a@platform' },
        actor: { kind: 'system', name: 'ical.sync' },
      },
    ]);
    expect(await conflictEvents(cancelled.id)).toEqual([]);

    // The other platform moves its booking by a day: still over the reservation, a clash of other days.
    feeds.files.set(boat.path, { body: ics([{ uid: 'a@platform', start: '2027-07-07', end: '2027-07-11' }]) });
    await scheduledSync();
    expect((await conflictEvents(kept.id)).map((e) => e.data)).toEqual([
      { source: 'ical', start: '2027-07-06', end: '2027-07-10', uid: 'a@platform' },
      { source: 'ical', start: '2027-07-07', end: '2027-07-11', uid: 'a@platform' },
    ]);
    await expect.poll(async () => (await mails(kept.id)).length, { timeout: 5000 }).toBe(2);
    expect((await listed(boat.id)).find((r) => r.id === kept.id)?.externalConflicts.map((c) => c.start)).toEqual([
      '2027-07-06',
      '2027-07-07',
    ]);
  });

  it("is found by a website booking's re-read of the feed too", async () => {
    const boat = await newBoat();
    const first = await officeBooking(boat.id, '2027-05-10', '2027-05-14');
    // The feed was read long ago; the other platform has sold 12–15 May since.
    await t.db.sql`update boats set ical_last_sync_at = now() - interval '10 minutes' where id = ${boat.id}`;
    feeds.files.set(boat.path, { body: ics([{ uid: 'late@platform', start: '2027-05-12', end: '2027-05-16' }]) });
    await websiteBooking(boat.slug, '2027-05-20', '2027-05-23');
    expect(await conflictEvents(first.id)).toEqual([
      {
        data: { source: 'ical', start: '2027-05-12', end: '2027-05-16', uid: 'late@platform' },
        actor: { kind: 'system', name: 'ical.recheck' },
      },
    ]);
    await expect.poll(async () => (await mails(first.id)).length, { timeout: 5000 }).toBe(1);
  });

  it('lets the office dismiss the warning; the same clash is not flagged again, and a second dismissal is refused', async () => {
    const boat = await newBoat();
    const r = await officeBooking(boat.id, '2027-09-01', '2027-09-05');
    feeds.files.set(boat.path, { body: ics([{ uid: 'x@platform', start: '2027-09-03', end: '2027-09-06' }]) });
    await sync(boat.id);
    expect((await home()).conflicts.map((c) => c.id)).toContain(r.id);

    const dismissed = await content<AdminReservation>(
      'DELETE',
      `/v1/admin/reservations/${r.id}/external-conflicts`,
      undefined,
      owner.token,
    );
    expect(dismissed.externalConflicts).toEqual([]);
    expect((await home()).conflicts.map((c) => c.id)).not.toContain(r.id);
    const audit = await content<{ type: string; title: string }[]>('GET', `/v1/admin/reservations/${r.id}/events`);
    expect(audit.at(-1)).toMatchObject({
      type: 'ExternalConflictsDismissed',
      title: 'Takvim çakışması uyarısı ofis tarafından kaldırıldı',
    });

    await sync(boat.id);
    expect(await conflictEvents(r.id)).toHaveLength(1);
    expect((await listed(boat.id))[0]?.externalConflicts).toEqual([]);

    const again = await call('DELETE', `/v1/admin/reservations/${r.id}/external-conflicts`);
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again)).toMatchObject({
      code: 'NO_EXTERNAL_CONFLICT',
      content: { message: 'Bu rezervasyonda kaldırılacak bir takvim çakışması uyarısı yok.' },
    });
    expect(
      (await call('DELETE', `/v1/admin/reservations/${r.id}/external-conflicts`, undefined, stranger.token)).statusCode,
    ).toBe(404);
  });
});
