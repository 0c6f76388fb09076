import { describe, expect, it } from 'vitest';
import { istanbulDate } from '../src/common/dates.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';

interface Reservation {
  id: string;
  status: string;
  paid: number;
  deposit: number;
  total: number;
  refunded: number;
  refund: {
    amount: number;
    paid: number;
    percent: number;
    daysBefore: number;
    rule: string;
    computed: number;
    policy: { preset: string };
    override: { reason: string } | null;
  } | null;
}

const day = (n: number) =>
  new Date(Date.parse(`${istanbulDate(new Date())}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// Issue 21, cancellation policies end to end: quote → book → pay → cancel with the refund the boat's
// policy computes → the refund paid out as a negative transaction.
describe('cancellation policies over HTTP', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, day(1), day(120), 150_000, 'EUR');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const customer = { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' };

  /** Quote, book on the website and record the deposit (which confirms): the charter office's usual path. */
  async function bookAndPayDeposit(start: string, end: string): Promise<Reservation> {
    const quote = await t.app.inject({
      method: 'POST',
      url: `/v1/boats/${boat.slug}/quote`,
      payload: { start, end, currency: 'EURO' },
    });
    expect(quote.statusCode).toBe(200);
    const q = body<{ content: { total: number; deposit: number } }>(quote).content;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: { boatSlug: boat.slug, start, end, guests: 6, currency: 'EURO', customer },
    });
    expect(booked.statusCode).toBe(201);
    const { id } = body<{ content: { id: string } }>(booked).content;
    const paid = await call('POST', `/v1/admin/reservations/${id}/payments`, {
      amount: q.deposit,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: day(0),
    });
    const r = body<{ content: Reservation }>(paid).content;
    expect(r).toMatchObject({ status: 'confirmed', paid: q.deposit, total: q.total, refund: null, refunded: 0 });
    return r;
  }

  it('shows the boat’s policy (or the settings’ default) on the public boat page, and refuses a custom policy that makes no sense', async () => {
    const page = async () =>
      body<{
        content: {
          cancellationPolicy: { name: string; text: string; nameEn: string; textEn: string; fromSettings: boolean };
        };
      }>(await t.app.inject({ method: 'GET', url: `/v1/boats/${boat.slug}` })).content.cancellationPolicy;
    expect(await page()).toMatchObject({ name: 'Orta', fromSettings: true });
    const site = await call('PUT', '/v1/admin/site/edit', { cancellation_policy_default: 'strict' });
    expect(site.statusCode).toBe(200);
    expect(await page()).toMatchObject({ name: 'Katı', fromSettings: true });
    expect((await page()).text).toMatch(/^Katı: binişten en az 30 gün önce iptalde iade oranı %50/);
    // The English page reads the same policy in English.
    expect(await page()).toMatchObject({ nameEn: 'Strict' });
    expect((await page()).textEn).toMatch(/^Strict: 50% refund for cancellations at least 30 days before boarding/);

    const bad = await call('PUT', `/v1/admin/boats/cancellation-policy/${boat.id}`, {
      policy: {
        preset: 'custom',
        rules: [
          { daysBefore: 30, percent: 20 },
          { daysBefore: 7, percent: 80 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad)).toMatchObject({ code: 'INVALID_CANCELLATION_POLICY' });
    const set = await call(
      'PUT',
      `/v1/admin/boats/cancellation-policy/${boat.id}`,
      { policy: { preset: 'moderate' } },
      owner.token,
    );
    expect(set.statusCode).toBe(200);
    expect(body<{ content: { cancellationPolicy: unknown } }>(set).content.cancellationPolicy).toEqual({
      preset: 'moderate',
    });
    expect(await page()).toMatchObject({ name: 'Orta', fromSettings: false });
  });

  it('cancels a confirmed reservation 20 days ahead under Orta: half of what was paid is owed, and paid out as a negative transaction', async () => {
    await call('PUT', `/v1/admin/boats/cancellation-policy/${boat.id}`, { policy: { preset: 'moderate' } });
    const r = await bookAndPayDeposit(day(20), day(23));
    const quoted = body<{ content: { owes: boolean; amount: number; percent: number; daysBefore: number } }>(
      await call('GET', `/v1/admin/reservations/${r.id}/refund-quote`),
    ).content;
    expect(quoted).toMatchObject({ owes: true, percent: 50, daysBefore: 20, amount: Math.round(r.paid / 2) });

    const cancelled = await call('PUT', `/v1/admin/reservations/${r.id}`, {
      status: 'cancelled',
      cancelReason: 'customer',
    });
    expect(cancelled.statusCode).toBe(200);
    const c = body<{ content: Reservation }>(cancelled).content;
    expect(c.status).toBe('cancelled');
    expect(c.refund).toMatchObject({
      amount: quoted.amount,
      computed: quoted.amount,
      paid: r.paid,
      percent: 50,
      daysBefore: 20,
      policy: { preset: 'moderate' },
      override: null,
    });
    expect(c.refund!.rule).toBe('Orta: binişten en az 14 gün önce iptalde iade oranı %50 (iptal binişten 20 gün önce)');

    const trail = body<{ content: { type: string; title: string; actor: { id: number | null } }[] }>(
      await call('GET', `/v1/admin/reservations/${r.id}/events`),
    ).content;
    expect(trail.slice(-2).map((e) => e.type)).toEqual(['ReservationCancelled', 'RefundDue']);
    expect(trail.at(-1)!.actor.id).toBe(admin.id);
    expect(trail.at(-1)!.title).toContain('İade borcu');

    const tooMuch = await call('POST', `/v1/admin/reservations/${r.id}/refunds`, {
      amount: quoted.amount + 1,
      currency: 'EUR',
      method: 'bank_transfer',
      paidOn: day(0),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(body<ErrorBody>(tooMuch).code).toBe('REFUND_EXCEEDS_DUE');
    const refunded = await call('POST', `/v1/admin/reservations/${r.id}/refunds`, {
      amount: quoted.amount,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: 'İade EFT',
      paidOn: day(0),
    });
    expect(refunded.statusCode).toBe(200);
    expect(body<{ content: Reservation }>(refunded).content.refunded).toBe(quoted.amount);
    const txs = body<{ content: { amount: number; kind: string }[] }>(
      await call('GET', `/v1/admin/transactions?reservation_id=${r.id}`),
    ).content;
    expect(txs.map((x) => [x.kind, x.amount]).sort()).toEqual(
      [
        ['payment', r.paid],
        ['refund', -quoted.amount],
      ].sort(),
    );
  });

  it('lets the office override the computed refund with a reason, keeping the computed amount beside it', async () => {
    await call('PUT', `/v1/admin/boats/cancellation-policy/${boat.id}`, { policy: { preset: 'strict' } });
    const r = await bookAndPayDeposit(day(40), day(42));
    const noReason = await call('PUT', `/v1/admin/reservations/${r.id}`, {
      status: 'cancelled',
      refundOverride: { amount: r.paid, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await call('PUT', `/v1/admin/reservations/${r.id}`, {
      status: 'cancelled',
      cancelReason: 'office',
      refundOverride: { amount: r.paid, reason: 'Fırtına uyarısı: tam iade' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(body<{ content: Reservation }>(cancelled).content.refund).toMatchObject({
      amount: r.paid,
      computed: Math.round(r.paid / 2),
      percent: 50,
      policy: { preset: 'strict' },
      override: { reason: 'Fırtına uyarısı: tam iade' },
    });
  });

  it('owes nothing for an unpaid option, and refuses a refund there', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: { boatSlug: boat.slug, start: day(60), end: day(62), guests: 2, currency: 'EURO', customer },
    });
    const { id } = body<{ content: { id: string } }>(booked).content;
    const c = body<{ content: Reservation }>(
      await call('PUT', `/v1/admin/reservations/${id}`, { status: 'cancelled', cancelReason: 'customer' }),
    ).content;
    expect(c).toMatchObject({ status: 'cancelled', refund: null });
    const refund = await call('POST', `/v1/admin/reservations/${id}/refunds`, {
      amount: 100,
      currency: 'EUR',
      method: 'cash',
      paidOn: day(0),
    });
    expect(body<ErrorBody>(refund).code).toBe('REFUND_EXCEEDS_DUE');
  });
});
