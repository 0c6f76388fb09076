import fc from 'fast-check';
import { blockDates } from '../src/booking/availability/block-dates.js';
import { unblockDates } from '../src/booking/availability/unblock-dates.js';
import { closeDates } from '../src/booking/closing/close-dates.js';
import { removeClosing } from '../src/booking/closing/remove-closing.js';
import type { RequestContext } from '../src/booking/context.js';
import { bookOfficeReservation } from '../src/booking/reservation/book-office-reservation.js';
import { bookReservation } from '../src/booking/reservation/book-reservation.js';
import { changeReservation } from '../src/booking/reservation/change-reservation.js';
import { changeExtras } from '../src/booking/reservation/change-extras.js';
import type { createReservationsReadRepository } from '../src/booking/reservation/read-repository.js';
import { recordPayment } from '../src/booking/reservation/record-payment.js';
import { recordRefund } from '../src/booking/reservation/record-refund.js';
import { sendConfirmation } from '../src/booking/reservation/send-confirmation.js';
import { remindBalances } from '../src/booking/reservation/remind-balances.js';
import { sweepOptions } from '../src/booking/reservation/sweep-options.js';
import { dismissExternalConflicts } from '../src/booking/reservation/dismiss-external-conflicts.js';
import { importFeed } from '../src/calendar/sync-ical-feed.js';
import type { Services } from '../src/services.js';
import { remindPassengerLists } from '../src/booking/reservation/remind-passenger-lists.js';
import {
  acceptCancellationRequest,
  refuseCancellationRequest,
  requestCancellationOf,
} from '../src/booking/reservation/visitor-reservation.js';
import type { createTestApp } from './app.js';
import type { ReservationDeps } from '../src/booking/reservation/deps.js';

/** The property test's commands (`Op`), their generator, how each is run, and the read models compared. */

/** Every read model, row for row, in a stable order (occupancy ids are surrogate and renumbered by a rebuild). */
export async function snapshot(sql: Awaited<ReturnType<typeof createTestApp>>['db']['sql']) {
  return {
    reservations: await sql`select * from reservations order by id`,
    payments: await sql`select * from payments order by id`,
    occupancy: await sql`select boat_id, period::text, source, ref, status, active from occupancy order by source, ref`,
    closings: await sql`select * from closings order by id`,
    boatDates: await sql`select * from boat_dates order by id`,
  };
}

export const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export type Op =
  | { kind: 'book'; boat: number; offset: number; days: number; guests: number; extras: number[] }
  | { kind: 'extras'; pick: number; extras: number[] }
  | { kind: 'guests'; pick: number; guests: number }
  | { kind: 'office'; boat: number; offset: number; days: number; confirm: boolean }
  | { kind: 'cancel'; pick: number; override: number | null }
  | { kind: 'refund'; pick: number; percent: number }
  | { kind: 'pay'; pick: number; percent: number; confirm: boolean }
  | { kind: 'confirm'; pick: number }
  | { kind: 'reschedule'; pick: number; shift: number }
  | { kind: 'close'; boat: number; offset: number; days: number }
  | { kind: 'unclose'; pick: number }
  | { kind: 'block'; boat: number; offset: number; days: number }
  | { kind: 'unblock'; pick: number }
  | { kind: 'sweep'; hours: number }
  | { kind: 'requestCancel'; pick: number }
  | { kind: 'refuseCancel'; pick: number }
  | { kind: 'acceptCancel'; pick: number }
  | { kind: 'remind'; pick: number }
  | { kind: 'balance'; day: number }
  | { kind: 'feed'; pick: number; before: number; after: number }
  | { kind: 'dismiss'; pick: number };

export const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    boat: fc.nat(1),
    offset: fc.nat(100),
    days: fc.integer({ min: 1, max: 6 }),
    guests: fc.integer({ min: 1, max: 10 }),
    // Indexes into the boat's optional extras.
    extras: fc.subarray([0, 1]),
  }),
  // The office changes the extras (ExtrasChanged), or the guests, which counts per-person extras again.
  fc.record({ kind: fc.constant('extras' as const), pick: fc.nat(30), extras: fc.subarray([0, 1]) }),
  fc.record({ kind: fc.constant('guests' as const), pick: fc.nat(30), guests: fc.integer({ min: 1, max: 10 }) }),
  fc.record({
    kind: fc.constant('office' as const),
    boat: fc.nat(1),
    offset: fc.nat(100),
    days: fc.integer({ min: 1, max: 6 }),
    confirm: fc.boolean(),
  }),
  // A cancellation of a paid or confirmed reservation owes a refund (RefundDue), or the office's amount.
  fc.record({
    kind: fc.constant('cancel' as const),
    pick: fc.nat(30),
    override: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  }),
  // A refund paid out: a negative transaction (RefundPaid).
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(30), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    kind: fc.constant('pay' as const),
    pick: fc.nat(30),
    percent: fc.integer({ min: 5, max: 100 }),
    // false: a payment reaching the deposit is recorded without confirming (PaymentRecorded with keptOption).
    confirm: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat(30) }),
  fc.record({ kind: fc.constant('reschedule' as const), pick: fc.nat(30), shift: fc.integer({ min: -5, max: 5 }) }),
  fc.record({
    kind: fc.constant('close' as const),
    boat: fc.nat(1),
    offset: fc.nat(100),
    days: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('unclose' as const), pick: fc.nat(30) }),
  fc.record({
    kind: fc.constant('block' as const),
    boat: fc.nat(1),
    offset: fc.nat(100),
    days: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('unblock' as const), pick: fc.nat(30) }),
  fc.record({ kind: fc.constant('sweep' as const), hours: fc.integer({ min: 0, max: 100 }) }),
  // The visitor's cancellation request (CancellationRequested), refused (CancellationRequestRefused) or
  // accepted (ReservationCancelled on request, with its RefundDue).
  fc.record({ kind: fc.constant('requestCancel' as const), pick: fc.nat(30) }),
  fc.record({ kind: fc.constant('refuseCancel' as const), pick: fc.nat(30) }),
  fc.record({ kind: fc.constant('acceptCancel' as const), pick: fc.nat(30) }),
  // The daily passenger-list reminder (PassengerListReminded), run two days before a reservation's boarding.
  fc.record({ kind: fc.constant('remind' as const), pick: fc.nat(30) }),
  // The daily balance job on a day around the charters' due days: reminders (BalanceReminderSent) and
  // overdue marks (BalanceOverdue), which full payment, new dates or a cancellation clear.
  fc.record({ kind: fc.constant('balance' as const), day: fc.integer({ min: -40, max: 110 }) }),
  // The boat's iCal feed (imported as a sync imports it) shows days over a reservation's boarding day: an
  // open one is flagged (ExternalConflictFound), once; new dates keep only the clashes still over them.
  fc.record({ kind: fc.constant('feed' as const), pick: fc.nat(30), before: fc.nat(2), after: fc.nat(2) }),
  // The office takes the warning off (ExternalConflictsDismissed).
  fc.record({ kind: fc.constant('dismiss' as const), pick: fc.nat(30) }),
);

/** What `apply` runs the commands on: the booking core (with the iCal re-read), two boats, their optional extras. */
export interface OpWorld {
  booking: ReservationDeps;
  services: Services;
  boats: { id: number; slug: string }[];
  /** Each boat's optional extras (a skipper, food), by index. */
  optional: number[][];
  read: ReturnType<typeof createReservationsReadRepository>;
  /** The first day the sequences book from. */
  base: string;
  ctx: (now?: string) => RequestContext;
}

/** Runs one generated command through the use cases, as the routes and jobs would; ids made are kept in `ids`. */
export function opApplier({ booking, services, boats, optional, read, base: BASE, ctx }: OpWorld) {
  return async function apply(
    o: Op,
    ids: { reservations: string[]; closings: string[]; dates: string[] },
  ): Promise<void> {
    const pick = (list: string[], i: number) => list[i % Math.max(list.length, 1)];
    switch (o.kind) {
      case 'book': {
        const start = addDays(BASE, o.offset);
        const r = await bookReservation(
          booking,
          {
            boatSlug: boats[o.boat]!.slug,
            start,
            end: addDays(start, o.days),
            guests: o.guests,
            extras: o.extras.map((i) => ({ extraId: optional[o.boat]![i]!, quantity: 1 })),
            customer: { name: 'Özge Ünal', email: 'o@example.com', phone: '+90 555 000 00 00' },
          },
          { ...ctx(), actor: { kind: 'visitor' } },
          undefined,
        );
        ids.reservations.push(r.booking.id);
        return;
      }
      case 'office': {
        const start = addDays(BASE, o.offset);
        const r = await bookOfficeReservation(
          booking,
          {
            boat_id: boats[o.boat]!.id,
            start,
            end: addDays(start, o.days),
            guests: 4,
            customer: { name: 'Çağrı Işık' },
            confirm: o.confirm,
          },
          ctx(),
          null,
        );
        ids.reservations.push(r.id);
        return;
      }
      case 'requestCancel': {
        const id = pick(ids.reservations, o.pick);
        const r = id ? await read.get(id, null) : undefined;
        if (r) await requestCancellationOf(booking, r, { ...ctx(), actor: { kind: 'visitor' } });
        return;
      }
      case 'refuseCancel': {
        const id = pick(ids.reservations, o.pick);
        if (id) await refuseCancellationRequest(booking, id, 'Tarih değişikliği önerdik', ctx(), null);
        return;
      }
      case 'remind': {
        const id = pick(ids.reservations, o.pick);
        const r = id ? await read.get(id, null) : undefined;
        if (r) await remindPassengerLists(booking, `${addDays(r.start, -2)}T06:00:00.000Z`);
        return;
      }
      case 'acceptCancel': {
        const id = pick(ids.reservations, o.pick);
        if (id) await acceptCancellationRequest(booking, id, ctx(), null);
        return;
      }
      case 'cancel': {
        const id = pick(ids.reservations, o.pick);
        if (!id) return;
        const r = await read.get(id, null);
        const override =
          o.override === null || !r
            ? {}
            : { refundOverride: { amount: Math.floor((r.paid * o.override) / 100), reason: 'Ofis kararı' } };
        await changeReservation(
          booking,
          id,
          { status: 'cancelled', cancelReason: 'customer', ...override },
          ctx(),
          null,
        );
        return;
      }
      case 'refund': {
        const id = pick(ids.reservations, o.pick);
        if (!id) return;
        const r = await read.get(id, null);
        if (r?.refund)
          await recordRefund(
            booking,
            id,
            {
              amount: Math.max(1, Math.floor((r.refund.amount * o.percent) / 100)),
              currency: r.currency,
              method: 'bank_transfer',
              paidOn: '2026-11-26',
            },
            ctx(),
            null,
          );
        return;
      }
      case 'pay': {
        const id = pick(ids.reservations, o.pick);
        if (!id) return;
        const r = await read.get(id, null);
        if (r)
          await recordPayment(
            booking,
            id,
            {
              amount: Math.max(1, Math.floor((r.total * o.percent) / 100)),
              currency: r.currency,
              method: 'bank_transfer',
              receivedOn: '2026-11-25',
              confirm: o.confirm,
            },
            ctx(),
            null,
          );
        return;
      }
      case 'extras': {
        const id = pick(ids.reservations, o.pick);
        if (!id) return;
        const r = await read.get(id, null);
        if (!r) return;
        const extras = optional[boats.findIndex((b) => b.id === r.boat.id)]!;
        await changeExtras(
          booking,
          id,
          { extras: o.extras.map((i) => ({ extraId: extras[i]!, quantity: 1 })) },
          ctx(),
          null,
        );
        return;
      }
      case 'guests': {
        const id = pick(ids.reservations, o.pick);
        if (id) await changeReservation(booking, id, { guests: o.guests }, ctx(), null);
        return;
      }
      case 'confirm': {
        const id = pick(ids.reservations, o.pick);
        if (id) await sendConfirmation(booking, id, ctx(), null);
        return;
      }
      case 'reschedule': {
        const id = pick(ids.reservations, o.pick);
        if (!id) return;
        const r = await read.get(id, null);
        if (r)
          await changeReservation(
            booking,
            id,
            { start: addDays(r.start, o.shift), end: addDays(r.end, o.shift) },
            ctx(),
            null,
          );
        return;
      }
      case 'close': {
        const start = addDays(BASE, o.offset);
        const c = await closeDates(
          booking,
          { boat_id: boats[o.boat]!.id, start_date: start, end_date: addDays(start, o.days - 1), kind: 'owner_use' },
          ctx(),
          null,
        );
        ids.closings.push(c.id);
        return;
      }
      case 'unclose': {
        const id = pick(ids.closings, o.pick);
        if (id) await removeClosing(booking, id, ctx(), null);
        return;
      }
      case 'block': {
        const start = addDays(BASE, o.offset);
        const d = await blockDates(
          booking,
          { boat_id: boats[o.boat]!.id, start_date: start, end_date: addDays(start, o.days - 1) },
          ctx(),
          null,
        );
        ids.dates.push(d.id);
        return;
      }
      case 'unblock': {
        const id = pick(ids.dates, o.pick);
        if (id) {
          await unblockDates(booking, id, ctx(), null);
          ids.dates.splice(ids.dates.indexOf(id), 1);
        }
        return;
      }
      case 'sweep':
        await sweepOptions(booking, new Date(Date.now() + o.hours * 3_600_000).toISOString());
        return;
      case 'balance':
        await remindBalances(booking, `${addDays(BASE, o.day)}T05:00:00.000Z`);
        return;
      case 'feed': {
        const id = pick(ids.reservations, o.pick);
        const r = id ? await read.get(id, null) : undefined;
        // Over an open reservation only: the range is then a flagged clash that holds no days (the
        // sequences keep booking as before).
        if (!r || (r.status !== 'option' && r.status !== 'confirmed')) return;
        const start = addDays(r.start, -o.before);
        // Another address than the boat's own: the website holds' re-read of the second boat still fails.
        await importFeed(
          services.calendar,
          r.boat.id,
          'http://127.0.0.1:9/platform.ics',
          [{ uid: `event-${o.pick}@platform`, start, end: addDays(r.start, 1 + o.after) }],
          ctx(),
        );
        return;
      }
      case 'dismiss': {
        const id = pick(ids.reservations, o.pick);
        if (id) await dismissExternalConflicts(booking, id, ctx(), null);
        return;
      }
    }
  };
}
