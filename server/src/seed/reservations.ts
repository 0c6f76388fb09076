import { randomUUID } from 'node:crypto';
import { createBoatsRepository } from '../boats/boat/repository.js';
import { createEventStore } from '../eventstore/store.js';
import type { EventMetadata } from '../eventstore/types.js';
import type { Db } from '../platform/db.js';
import { availabilityStreamId } from '../booking/availability/events.js';
import { capacityFor, quoteFor } from '../booking/catalog.js';
import { readTermsContext, termsOf } from '../booking/terms-context.js';
import { availabilitySpec } from '../booking/availability/decide.js';
import { closingSpec } from '../booking/closing/decide.js';
import { closingStreamId } from '../booking/closing/events.js';
import { execute } from '../booking/command-handler.js';
import { inlineProjections, personalTextFields } from '../booking/projections.js';
import { reservationStreamId } from '../booking/reservation/events.js';
import { reservationSpec } from '../booking/reservation/decide.js';

type Flow = 'option' | 'deposit' | 'paid' | 'cancelled' | 'platform';

const BOOKINGS: {
  boat: number;
  from: string;
  days: number;
  guests: number;
  customer: [string, string, string];
  flow: Flow;
  note?: string;
}[] = [
  {
    boat: 0,
    from: '05-16',
    days: 7,
    guests: 10,
    customer: ['Elif Aydın', 'elif.aydin@example.com', '+90 532 301 45 67'],
    flow: 'deposit',
    note: 'Vejetaryen menü rica ediyoruz.',
  },
  {
    boat: 0,
    from: '07-04',
    days: 7,
    guests: 12,
    customer: ['Sophie Wagner', 'sophie.wagner@example.de', '+49 151 2345 6789'],
    flow: 'paid',
  },
  {
    boat: 1,
    from: '06-20',
    days: 5,
    guests: 14,
    customer: ['Murat Koç', 'murat.koc@example.com', '+90 533 412 98 10'],
    flow: 'option',
  },
  {
    boat: 1,
    from: '08-08',
    days: 7,
    guests: 16,
    customer: ['James Carter', 'james.carter@example.co.uk', '+44 7700 900123'],
    flow: 'platform',
  },
  {
    boat: 2,
    from: '06-01',
    days: 3,
    guests: 6,
    customer: ['Zeynep Kurt', 'zeynep.kurt@example.com', '+90 542 765 12 34'],
    flow: 'deposit',
  },
  {
    boat: 2,
    from: '07-15',
    days: 4,
    guests: 5,
    customer: ['Can Öztürk', 'can.ozturk@example.com', '+90 555 210 33 44'],
    flow: 'cancelled',
  },
  {
    boat: 4,
    from: '05-23',
    days: 7,
    guests: 6,
    customer: ['Anna Schmidt', 'anna.schmidt@example.de', '+49 170 987 6543'],
    flow: 'option',
    note: 'İlk kez yelkenli kiralıyoruz; kaptan isteriz.',
  },
  {
    boat: 6,
    from: '09-05',
    days: 6,
    guests: 8,
    customer: ['Burak Şen', 'burak.sen@example.com', '+90 536 889 01 23'],
    flow: 'deposit',
  },
  {
    boat: 9,
    from: '06-12',
    days: 1,
    guests: 8,
    customer: ['Ayşegül Tan', 'aysegul.tan@example.com', '+90 530 144 55 66'],
    flow: 'paid',
    note: 'Doğum günü kutlaması',
  },
];

/**
 * Demo reservations, closings and boat dates for next season, written as events through the
 * same deciders and projections as the live system (so the audit trail and calendar have data).
 */
export async function seedReservations(tx: Db, opts: { year: number; now: string }): Promise<void> {
  const store = createEventStore({ inline: inlineProjections, personal: personalTextFields });
  const repo = createBoatsRepository(tx);
  const boats = await repo.options(null);
  const all = (await Promise.all(boats.map((b) => repo.findById(b.id, null)))).filter((b) => b !== undefined);
  const system: EventMetadata = { actor: { kind: 'system', name: 'demo-seed' }, at: opts.now };
  const visitor: EventMetadata = { actor: { kind: 'visitor' }, at: opts.now };
  const m = { now: opts.now };
  const y = opts.year;
  const day = (mmdd: string, plus = 0) =>
    new Date(Date.parse(`${y}-${mmdd}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

  for (const [i, b] of BOOKINGS.entries()) {
    // Overnight charters go to boats that sleep guests; day trips to any boat.
    const eligible = all.filter((x) => x.forRent && capacityFor(x, b.days) >= b.guests / 2);
    const boat = eligible[b.boat % Math.max(eligible.length, 1)];
    if (!boat) continue;
    const start = day(b.from);
    const end = day(b.from, b.days);
    const quote = await quoteFor(tx, boat.id, start, end, i % 3 === 0 ? 'TRY' : 'EUR');
    const id = randomUUID();
    const customerId = randomUUID();
    await tx`insert into customers (id, name, email, phone) values (${customerId}, ${b.customer[0]}, ${b.customer[1]}, ${b.customer[2]})`;
    const [seq] = await tx<{ n: number }[]>`select nextval('reservation_reference_seq') as n`;
    const streamId = reservationStreamId(id);
    await execute(
      tx,
      store,
      reservationSpec,
      streamId,
      {
        type: 'RequestReservation',
        data: {
          reservationId: id,
          reference: `FT-${opts.now.slice(0, 4)}-${String(seq!.n).padStart(5, '0')}`,
          boatId: boat.id,
          capacity: capacityFor(boat, quote.days),
          customerId,
          start,
          end,
          guests: Math.max(1, Math.min(b.guests, capacityFor(boat, quote.days))),
          quote,
          // The terms as a booking of that moment gets them (the seed's bookings were asked in TL or euros).
          terms: termsOf(await readTermsContext(tx, boat.id), quote, quote.display.currency, opts.now),
          optionHours: 48,
          channel: b.flow === 'platform' ? 'platform' : 'website',
          platformRef: b.flow === 'platform' ? `CB-${48120 + i}` : null,
          note: b.note ?? null,
        },
        metadata: m,
      },
      b.flow === 'platform' ? system : visitor,
      { newStream: true },
    );
    const pay = (amount: number, ref: string) =>
      execute(
        tx,
        store,
        reservationSpec,
        streamId,
        {
          type: 'RecordPayment',
          data: {
            paymentId: randomUUID(),
            amount,
            currency: quote.currency,
            method: 'bank_transfer',
            reference: ref,
            receivedOn: opts.now.slice(0, 10),
            confirm: true,
            // Demo history: recorded without telling its made-up customer.
            notify: false,
          },
          metadata: m,
        },
        system,
      );
    if (b.flow === 'deposit' || b.flow === 'paid') {
      await execute(tx, store, reservationSpec, streamId, { type: 'SendBankDetails', data: {}, metadata: m }, system);
      await pay(quote.deposit, 'EFT ön ödeme');
    }
    if (b.flow === 'paid') await pay(quote.balance, 'EFT kalan bakiye');
    if (b.flow === 'platform')
      await execute(
        tx,
        store,
        reservationSpec,
        streamId,
        { type: 'ConfirmReservation', data: {}, metadata: m },
        system,
      );
    if (b.flow === 'cancelled') {
      await execute(
        tx,
        store,
        reservationSpec,
        streamId,
        {
          type: 'CancelReservation',
          data: { reason: 'customer', note: 'Uçuş iptal oldu.', notify: false },
          metadata: m,
        },
        system,
      );
    }
  }

  for (const [boatIndex, from, days, kind, note] of [
    [3, '08-01', 14, 'owner_use', 'Tekne sahibi ailesiyle kullanacak'],
    [7, '07-20', 7, 'external_booking', 'SamBoat rezervasyonu #88214'],
  ] as const) {
    const boat = boats[boatIndex];
    if (!boat) continue;
    const closingId = randomUUID();
    await execute(
      tx,
      store,
      closingSpec,
      closingStreamId(closingId),
      {
        type: 'OpenClosing',
        data: { closingId, boatId: boat.id, start: day(from), end: day(from, days), kind, note },
        metadata: m,
      },
      system,
      { newStream: true },
    );
  }

  const maintenance = boats[5];
  if (maintenance) {
    await execute(
      tx,
      store,
      availabilitySpec,
      availabilityStreamId(maintenance.id),
      {
        type: 'BlockDates',
        data: {
          boatId: maintenance.id,
          blockId: randomUUID(),
          start: day('04-01'),
          end: day('04-20'),
          kind: 'maintenance',
          note: 'Kışlık bakım ve karina boyası',
          uid: null,
        },
      },
      system,
    );
  }
}
