import { describe, expect, it } from 'vitest';
import { body } from '../../../test/app.js';
import type { ErrorBody } from '../../../test/catalog.js';
import { addDays, type ReservationBody, reservationRoutesFixture } from '../../../test/reservation-routes.js';
import { createServices } from '../../services.js';
import { sweepOptions } from './sweep-options.js';

describe('booking and reservation management', async () => {
  const { t, admin, boat, book, asAdmin, count, nextWeek } = await reservationRoutesFixture();

  it('confirms on the deposit and tells the customer, lists the payment as a transaction, and keeps the audit trail', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(await book({ start, end })).content;
    const bank = await asAdmin('POST', '/v1/admin/sendbank', { id: r.id });
    expect(body<{ content: { bankDetailsSentAt: string | null } }>(bank).content.bankDetailsSentAt).not.toBeNull();
    const paid = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 90_000,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: 'EFT 123',
      receivedOn: '2026-11-25',
    });
    expect(body<{ content: ReservationBody }>(paid).content.confirmationSentAt).not.toBeNull();
    expect(body<{ content: ReservationBody }>(paid).content).toMatchObject({
      status: 'confirmed',
      paid: 90_000,
      balance: 360_000,
    });
    const over = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 360_001,
      currency: 'EUR',
      method: 'cash',
      receivedOn: '2026-11-25',
    });
    expect(over.statusCode).toBe(400);
    expect(body<ErrorBody>(over).code).toBe('OVERPAYMENT');

    const txs = body<{
      content: { id: string; amount: number; reservationId: string; recordedBy: string }[];
      total: number;
    }>(await asAdmin('GET', `/v1/admin/transactions?reservation_id=${r.id}`));
    expect(txs.total).toBe(1);
    expect(txs.content[0]).toMatchObject({ amount: 90_000, reservationId: r.id });
    const one = await asAdmin('GET', `/v1/admin/transactions/${txs.content[0]!.id}`);
    expect(one.statusCode).toBe(200);

    const trail = body<{
      content: { type: string; title: string; actor: { kind: string; name: string; id: number | null } }[];
    }>(await asAdmin('GET', `/v1/admin/reservations/${r.id}/events`)).content;
    expect(trail.map((e) => e.type)).toEqual([
      'ReservationRequested',
      'BankDetailsSent',
      'PaymentRecorded',
      'ReservationConfirmed',
      // Issue 34: the deposit that confirms sends the confirmation, no button pressed.
      'ConfirmationSent',
    ]);
    expect(trail[0]!.actor).toMatchObject({ kind: 'visitor', name: 'Ziyaretçi (web sitesi)' });
    expect(trail[2]!.actor).toMatchObject({ kind: 'user', id: admin.id });
    expect(trail[2]!.title).toContain('Ödeme kaydedildi');
  });

  // Issue 21: the payment dialog's switch "record without confirming".
  it('records a payment reaching the deposit without confirming when asked, and says so in the trail', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(await book({ start, end })).content;
    const paid = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 90_000,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: '2026-11-25',
      confirm: false,
    });
    expect(paid.statusCode).toBe(200);
    expect(body<{ content: ReservationBody }>(paid).content).toMatchObject({ status: 'option', paid: 90_000 });
    const trail = body<{ content: { type: string; title: string }[] }>(
      await asAdmin('GET', `/v1/admin/reservations/${r.id}/events`),
    ).content;
    expect(trail.map((e) => e.type)).toEqual(['ReservationRequested', 'PaymentRecorded']);
    expect(trail[1]!.title).toContain('ofis onaylamadan kaydetti, rezervasyon opsiyonda kaldı');
    // The next payment, with the switch on (its default), confirms.
    const more = await asAdmin('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 10_000,
      currency: 'EUR',
      method: 'cash',
      receivedOn: '2026-11-26',
    });
    expect(body<{ content: ReservationBody }>(more).content.status).toBe('confirmed');
  });

  it('reschedules with a new price, and refuses a move onto taken dates', async () => {
    const a = nextWeek();
    const b = nextWeek();
    const booked = body<{ content: ReservationBody }>(await book(a)).content;
    const r = body<{ content: ReservationBody }>(await asAdmin('GET', `/v1/admin/reservations/${booked.id}`)).content;
    expect(r.version).toBe(1);
    await book(b);
    const moved = await asAdmin('PUT', `/v1/admin/reservations/${r.id}`, {
      start: addDays(a.start, 1),
      end: addDays(a.end, 2),
      expectedVersion: r.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(body<{ content: ReservationBody }>(moved).content).toMatchObject({
      start: addDays(a.start, 1),
      end: addDays(a.end, 2),
      total: 600_000,
    });
    const stale = await asAdmin('PUT', `/v1/admin/reservations/${r.id}`, { guests: 5, expectedVersion: r.version });
    expect(stale.statusCode).toBe(409);
    const clash = await asAdmin('PUT', `/v1/admin/reservations/${r.id}`, { start: b.start, end: b.end });
    expect(clash.statusCode).toBe(409);
    expect(body<ErrorBody>(clash).code).toBe('DATES_UNAVAILABLE');
  });

  it('lets the office create a confirmed reservation from another platform and find it by that number', async () => {
    const { start, end } = nextWeek();
    const res = await asAdmin('POST', '/v1/admin/reservations', {
      boat_id: boat.id,
      start,
      end,
      guests: 4,
      customer: { name: 'Hans Müller' },
      channel: 'platform',
      platformRef: 'CB-99812',
      confirm: true,
    });
    expect(res.statusCode).toBe(201);
    expect(body<{ content: ReservationBody }>(res).content.status).toBe('confirmed');
    const found = await asAdmin('GET', '/v1/admin/reservationfromplatoid?platoReservationId=CB-99812');
    expect(body<{ content: ReservationBody }>(found).content.customer.name).toBe('Hans Müller');
    expect((await asAdmin('GET', '/v1/admin/reservationfromplatoid?platoReservationId=YOK-1')).statusCode).toBe(404);
  });

  it('erases a customer’s personal data without touching the log', async () => {
    const r = body<{ content: ReservationBody }>(await book(nextWeek())).content;
    const before = await count(`select count(*) as n from events where stream_id = 'reservation-${r.id}'`);
    const res = await asAdmin('DELETE', `/v1/admin/reservations/${r.id}/customer`);
    expect(body<{ content: ReservationBody }>(res).content.customer).toMatchObject({
      name: 'Silinmiş müşteri',
      email: null,
      erased: true,
    });
    expect(await count(`select count(*) as n from events where stream_id = 'reservation-${r.id}'`)).toBe(before);
    const log = await t.db.sql<
      { d: string }[]
    >`select data::text as d from events where stream_id = ${`reservation-${r.id}`}`;
    expect(log.map((l) => l.d).join()).not.toContain('deniz@example.com');
  });

  it('expires an unpaid option after its deadline and frees the dates', async () => {
    const { start, end } = nextWeek();
    const r = body<{ content: ReservationBody }>(await book({ start, end })).content;
    const { booking } = createServices(t.config, t.db.sql);
    const early = await sweepOptions(booking, new Date(Date.parse(r.optionUntil) - 60_000).toISOString());
    expect(early.expired).toBe(0);
    const swept = await sweepOptions(booking, new Date(Date.parse(r.optionUntil) + 1000).toISOString());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const after = body<{ content: ReservationBody }>(await asAdmin('GET', `/v1/admin/reservations/${r.id}`)).content;
    expect(after.status).toBe('cancelled');
    expect((await book({ start, end })).statusCode).toBe(201);
  });
});
