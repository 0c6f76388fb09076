import { describe, expect, it } from 'vitest';
import { trRange } from '../src/common/dates.js';
import { formatMoney } from '../src/common/money.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

// Issue 34 point 4, over HTTP with the real mail reactor: each office action that changes the customer's
// booking writes the customer's mail into the outbox, unless the office unticks "müşteriye bildir".
const OFFICE = 'ofis@fethiyetekne.test';
const CUSTOMER = 'deniz@example.com';
const eur = (amount: number, language: 'tr' | 'en' = 'tr') => formatMoney({ amount, currency: 'EUR' }, language);

interface Mail {
  kind: string;
  recipient: string | null;
  subject: string;
  text: string;
  status: string;
}
interface Booked {
  id: string;
  reference: string;
  start: string;
  end: string;
}

describe('the office tells the customer what it changed', async () => {
  const t = await createTestApp({ OFFICE_EMAIL: OFFICE, PUBLIC_URL: 'https://fethiyetekne.test' });
  const admin = await t.createUser('ADMIN');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat((await t.createUser('OWNER')).id, { guestsDay: 12, guestsNight: 8 });
  // 3 days at 1 500 €: 4 500 € in total, 900 € deposit.
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  const skipper = await fx.extra(boat.id, {
    name: 'Kaptan',
    nameEn: 'Skipper',
    priceMinor: 15_000,
    unit: 'day',
    maxQuantity: 1,
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const mailsOf = (id: string) =>
    t.db.sql<Mail[]>`
      select kind, recipient, subject, text, status from outbox_mails where reservation_id = ${id} order by created_at`;
  const kindsOf = async (id: string) => (await mailsOf(id)).map((m) => m.kind);
  const mailOf = async (id: string, kind: string) => {
    await expect.poll(async () => await kindsOf(id)).toContain(kind);
    const mail = (await mailsOf(id)).find((m) => m.kind === kind)!;
    expect(mail).toMatchObject({ recipient: CUSTOMER, status: 'queued' });
    return mail;
  };
  let day = 0;
  const book = async (language: 'tr' | 'en' = 'tr'): Promise<Booked> => {
    day += 6;
    const start = new Date(Date.UTC(2027, 4, day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 4, day + 3)).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start,
        end,
        guests: 4,
        currency: 'EURO',
        language,
        customer: { name: 'Deniz Yıldız', email: CUSTOMER, phone: '+90 532 111 22 33' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booked = body<{ content: Booked }>(res).content;
    await expect.poll(async () => (await kindsOf(booked.id)).length).toBe(2);
    return booked;
  };
  const pay = async (id: string, amount: number, more: object = {}) => {
    const res = await call('POST', `/v1/admin/reservations/${id}/payments`, {
      amount,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: '2026-11-25',
      ...more,
    });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ content: { status: string; confirmationSentAt: string | null } }>(res).content;
  };
  const change = async (id: string, payload: object) => {
    const res = await call('PUT', `/v1/admin/reservations/${id}`, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  const refund = async (id: string, amount: number, more: object = {}) => {
    const res = await call('POST', `/v1/admin/reservations/${id}/refunds`, {
      amount,
      currency: 'EUR',
      method: 'bank_transfer',
      paidOn: '2026-11-26',
      ...more,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('confirms on the deposit and sends the confirmation, no button pressed (no receipt beside it)', async () => {
    const r = await book();
    const after = await pay(r.id, 90_000);
    expect(after.status).toBe('confirmed');
    expect(after.confirmationSentAt).not.toBeNull();
    const confirmation = await mailOf(r.id, 'confirmation');
    expect(confirmation.subject).toBe(`Rezervasyonunuz onaylandı: ${r.reference}`);
    expect(await kindsOf(r.id)).not.toContain('payment_receipt');
  });

  it('sends a receipt for a balance payment: the amount, what is paid so far and what is left', async () => {
    const r = await book();
    await pay(r.id, 90_000);
    await pay(r.id, 100_000);
    const receipt = await mailOf(r.id, 'payment_receipt');
    expect(receipt.subject).toBe(`Ödemeniz alındı: ${r.reference}`);
    expect(receipt.text).toContain(`için ${eur(100_000)} tutarındaki ödemenizi aldık`);
    expect(receipt.text).toContain(`Toplam tutar: ${eur(450_000)}. Şimdiye kadar ödenen: ${eur(190_000)}.`);
    expect(receipt.text).toContain(`Kalan: ${eur(260_000)}.`);
    expect(receipt.text).toContain(`https://fethiyetekne.test/rezervasyon/${r.reference}?t=`);
  });

  it("cancelled by the office, the customer is told the policy's refund; the refund paid is told too", async () => {
    const r = await book();
    await pay(r.id, 90_000);
    const quote = body<{ content: { amount: number } }>(
      await call('GET', `/v1/admin/reservations/${r.id}/refund-quote`),
    ).content;
    expect(quote.amount).toBeGreaterThan(0);
    await change(r.id, { status: 'cancelled', cancelReason: 'office', cancelNote: 'Tekne arızalı' });
    const cancellation = await mailOf(r.id, 'cancellation_office');
    expect(cancellation.subject).toBe(`Rezervasyonunuz iptal edildi: ${r.reference}`);
    expect(cancellation.text).toContain(`İptal koşullarına göre size ${eur(quote.amount)} iade edilecek.`);
    expect(cancellation.text).toContain('İptal koşulları: Orta:');
    expect(await kindsOf(r.id)).not.toContain('cancellation_accepted');

    await refund(r.id, 50_000);
    const notice = await mailOf(r.id, 'refund_notice');
    expect(notice.subject).toBe(`İadeniz ödendi: ${r.reference}`);
    expect(notice.text).toContain(`${eur(50_000)} tutarındaki iadeyi size ödedik`);
  });

  it('tells the customer of an unpaid option cancelled by the office that nothing is refunded', async () => {
    const r = await book();
    await change(r.id, { status: 'cancelled', cancelReason: 'office' });
    const cancellation = await mailOf(r.id, 'cancellation_office');
    expect(cancellation.text).toContain('Ödeme yapılmadığı için iade edilecek bir tutar yok.');
  });

  it('sends the new terms after new dates, and again after new extras', async () => {
    const r = await book();
    const start = new Date(Date.parse(`${r.start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${r.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await change(r.id, { start, end });
    const moved = await mailOf(r.id, 'terms_changed');
    expect(moved.subject).toBe(`Rezervasyonunuz güncellendi: ${r.reference}`);
    expect(moved.text).toContain(`Tarihler: ${trRange('stay', start, end)}`);
    expect(moved.text).toContain(`Toplam tutar: ${eur(450_000)}`);

    const res = await call('PUT', `/v1/admin/reservations/${r.id}/extras`, {
      extras: [{ extraId: skipper.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await kindsOf(r.id)).filter((k) => k === 'terms_changed')).toHaveLength(2);
    const extras = (await mailsOf(r.id)).filter((m) => m.kind === 'terms_changed')[1]!;
    // 3 days of skipper at 150 €: 4 950 €, 990 € deposit.
    expect(extras.text).toContain('Ekstralar: Kaptan');
    expect(extras.text).toContain(`Toplam tutar: ${eur(495_000)}`);
    expect(extras.text).toContain(`Ön ödeme: ${eur(99_000)}`);
  });

  it("writes the receipt in the booking's language", async () => {
    const r = await book('en');
    await pay(r.id, 50_000);
    const receipt = await mailOf(r.id, 'payment_receipt');
    expect(receipt.subject).toBe(`Payment received: ${r.reference}`);
    expect(receipt.text).toContain(`Paid so far: ${eur(50_000, 'en')}. Still to pay: ${eur(400_000, 'en')}.`);
    expect(receipt.text).toContain(`https://fethiyetekne.test/en/reservation/${r.reference}?t=`);
  });

  it('sends nothing with "müşteriye bildir" off, and the events and the audit trail say so', async () => {
    const r = await book();
    const off = { notify: false };
    const after = await pay(r.id, 90_000, off);
    expect(after).toMatchObject({ status: 'confirmed', confirmationSentAt: null });
    await pay(r.id, 10_000, off);
    const start = new Date(Date.parse(`${r.start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${r.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await change(r.id, { start, end, ...off });
    const extras = await call('PUT', `/v1/admin/reservations/${r.id}/extras`, {
      extras: [{ extraId: skipper.id, quantity: 1 }],
      ...off,
    });
    expect(extras.statusCode, extras.body).toBe(200);
    await change(r.id, { status: 'cancelled', cancelReason: 'office', ...off });
    await refund(r.id, 10_000, off);
    // Each answer came after the mail reactor had caught up: nothing beyond the booking's own two mails.
    expect((await kindsOf(r.id)).sort()).toEqual(['reservation_received_customer', 'reservation_received_office']);

    const events = await t.db.sql<{ type: string; data: { customerNotified?: boolean } }[]>`
      select type, data from events where stream_id = ${`reservation-${r.id}`} order by version`;
    const told = events.filter((e) => 'customerNotified' in e.data);
    expect(told.map((e) => e.type)).toEqual([
      'PaymentRecorded',
      'PaymentRecorded',
      'ReservationRescheduled',
      'ExtrasChanged',
      'ReservationCancelled',
      'RefundPaid',
    ]);
    expect(told.every((e) => e.data.customerNotified === false)).toBe(true);
    expect(events.map((e) => e.type)).not.toContain('ConfirmationSent');
    const trail = body<{ content: { type: string; title: string }[] }>(
      await call('GET', `/v1/admin/reservations/${r.id}/events`),
    ).content;
    for (const entry of trail.filter((e) => told.some((x) => x.type === e.type)))
      expect(entry.title, entry.type).toMatch(/; müşteriye bildirilmedi$/);
    expect(trail.find((e) => e.type === 'ReservationRequested')!.title).not.toContain('bildirilmedi');
  });
});
