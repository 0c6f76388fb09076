import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebuildProjections } from '../src/eventstore/projections.js';
import { toAppError } from '../src/platform/errors.js';
import type { RequestContext } from '../src/booking/context.js';
import { bookingErrors } from '../src/booking/errors.js';
import { inlineProjections } from '../src/booking/projections.js';
import { createReservationsReadRepository } from '../src/booking/reservation/read-repository.js';
import { calendarErrors } from '../src/calendar/errors.js';
import { recheckIcalFeed } from '../src/calendar/recheck-ical-feed.js';
import { createServices } from '../src/services.js';
import { createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { snapshot, op, opApplier } from './rebuild-ops.js';

describe('projection rebuild (property)', async () => {
  // The second boat's iCal feed never answers (nothing listens on the discard port): its website
  // holds are taken flagged (`icalUnchecked`), and the rebuild must carry the flag too.
  const t = await createTestApp({ ICAL_ALLOW_PRIVATE_HOSTS: 'on' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boats = [await fx.boat(owner.id), await fx.boat(owner.id, { icalUrl: 'http://127.0.0.1:9/takvim.ics' })];
  for (const b of boats) await fx.price(b.id, '2027-05-01', '2027-08-31', 120_000, 'EUR');
  // Each boat: a mandatory cleaning, an optional skipper per day and food per person per day.
  const optional: number[][] = [];
  for (const b of boats) {
    await fx.extra(b.id, { name: 'Temizlik', priceMinor: 10_000, unit: 'booking', mandatory: true });
    const skipper = await fx.extra(b.id, { name: 'Kaptan', priceMinor: 15_000, unit: 'day', maxQuantity: 1 });
    const food = await fx.extra(b.id, { name: 'Yemek', priceMinor: 3_000, unit: 'person_day' });
    optional.push([skipper.id, food.id]);
  }
  const services = createServices(t.config, t.db.sql);
  const booking = {
    ...services.booking,
    feedRecheck: (boatId: number, start: string, end: string, c: RequestContext) =>
      recheckIcalFeed(services.calendar, boatId, start, end, c),
  };
  const read = createReservationsReadRepository(t.db.sql);
  const BASE = '2027-05-10';
  const ctx = (now = new Date().toISOString()): RequestContext => ({
    actor: { kind: 'user', id: admin.id, role: 'ADMIN', name: 'Ali Test' },
    requestId: 'prop',
    now,
  });

  const apply = opApplier({ booking, services, boats, optional, read, base: BASE, ctx });

  it('rebuilds read models equal to the live ones after any sequence of commands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const ids = { reservations: [] as string[], closings: [] as string[], dates: [] as string[] };
        for (const o of ops) {
          try {
            await apply(o, ids);
          } catch (e) {
            // Refusals (clashes, closed reservations, overpayments) are part of the game; anything else is a bug.
            const answer = toAppError(e, [bookingErrors, calendarErrors]);
            if (!answer || answer.statusCode >= 500) throw e;
          }
        }
        const live = await snapshot(t.db.sql);
        // (No vacuum after these rebuilds of a few dozen events: it would cost most of the test's time.)
        await rebuildProjections(t.db.owner.sql, { inline: inlineProjections }, { vacuum: false });
        expect(await snapshot(t.db.sql)).toEqual(live);
        // The same in passes over disjoint sets of streams, as a long log is rebuilt.
        const { passes } = await rebuildProjections(
          t.db.owner.sql,
          { inline: inlineProjections },
          { eventsPerPass: 40, vacuum: false },
        );
        expect(await snapshot(t.db.sql)).toEqual(live);
        const [{ n }] = (await t.db.sql<
          { n: number }[]
        >`select coalesce(max(position), 0)::int as n from events`) as unknown as [{ n: number }];
        expect(passes).toBe(Math.max(1, Math.ceil(n / 40)));
      }),
      { numRuns: 30, seed: 20261125 },
    );
    // The sequences did real work, not just refusals.
    const [counts] = await t.db.sql`
      select (select count(*) from reservations) as r, (select count(*) from payments) as p,
             (select count(*) from closings) as c, (select count(*) from events) as e,
             (select count(*) from events where type = 'BalanceOverdue') as o,
             (select count(*) from events where type = 'BalanceReminderSent') as b`;
    expect(counts).toMatchObject({ r: expect.any(Number), e: expect.any(Number) });
    expect(Number(counts!.r)).toBeGreaterThan(20);
    expect(Number(counts!.p)).toBeGreaterThan(3);
    expect(Number(counts!.c)).toBeGreaterThan(3);
    // Website holds of the second boat were flagged: the rebuild above carried the flag.
    const [flagged] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from reservations where ical_unchecked like 'Takvim adresine bağlanılamadı%'`;
    expect(flagged!.n).toBeGreaterThan(0);
    expect(Number(counts!.o)).toBeGreaterThan(0);
    expect(Number(counts!.b)).toBeGreaterThan(0);
    // Extras were booked and changed, and the rebuild carried them.
    const [extras] = await t.db.sql`
      select (select count(*) from events where type = 'ExtrasChanged') as changed,
             (select count(*) from reservations where jsonb_array_length(quote -> 'extras') > 1) as chosen`;
    expect(Number(extras!.changed)).toBeGreaterThan(0);
    expect(Number(extras!.chosen)).toBeGreaterThan(0);
    // Clashes with the feed were flagged and dismissed, and the rebuild carried the warnings.
    const [clashes] = await t.db.sql`
      select (select count(*) from events where type = 'ExternalConflictFound') as found,
             (select count(*) from events where type = 'ExternalConflictsDismissed') as dismissed,
             (select count(*) from reservations where external_conflicts is not null) as shown`;
    expect(Number(clashes!.found)).toBeGreaterThan(0);
    expect(Number(clashes!.dismissed)).toBeGreaterThan(0);
    expect(Number(clashes!.shown)).toBeGreaterThan(0);
  }, 120_000);

  it('leaves every index and constraint of the read models as it found them, and refuses a log that breaks one', async () => {
    const schema = () => t.db.sql`
      select 'index' as kind, indexdef as def from pg_indexes where tablename in ('occupancy', 'reservations', 'payments', 'closings', 'boat_dates')
      union all
      select 'constraint', conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
      where conrelid in ('occupancy'::regclass, 'reservations'::regclass, 'payments'::regclass, 'closings'::regclass, 'boat_dates'::regclass)
      order by 1, 2`;
    const before = await schema();
    expect(before.some((r) => String(r.def).includes('EXCLUDE USING gist'))).toBe(true);
    await rebuildProjections(t.db.owner.sql, { inline: inlineProjections });
    expect(await schema()).toEqual(before);

    // A log whose final state double-books a boat (written past the live checks on purpose):
    // the rebuild fails at the exclusion constraint and the read models stay as they were.
    const live = await snapshot(t.db.sql);
    const [r] = await t.db.sql<
      { id: string }[]
    >`select id from reservations where status in ('option', 'confirmed') limit 1`;
    const [requested] = await t.db.sql<{ data: Record<string, unknown>; metadata: object }[]>`
      select data, metadata from events where stream_id = ${`reservation-${r!.id}`} and type = 'ReservationRequested'`;
    const copyId = crypto.randomUUID();
    await t.db.sql.begin(async (tx) => {
      await tx`insert into streams (stream_id, type, version) values (${`reservation-${copyId}`}, 'reservation', 1)`;
      await tx`insert into events (stream_id, version, event_id, type, data, metadata)
               values (${`reservation-${copyId}`}, 1, ${crypto.randomUUID()}, 'ReservationRequested',
                       ${tx.json({ ...requested!.data, reservationId: copyId, reference: 'FT-KOPYA' })}, ${tx.json(requested!.metadata as never)})`;
    });
    await expect(rebuildProjections(t.db.owner.sql, { inline: inlineProjections })).rejects.toMatchObject({
      code: '23P01',
    });
    expect(await snapshot(t.db.sql)).toEqual(live);
    expect(await schema()).toEqual(before);
  });
});
