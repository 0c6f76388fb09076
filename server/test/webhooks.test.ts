import { afterAll, describe, expect, it } from 'vitest';
import { bearer, body } from './app.js';
import { signatureValid, startReceiver, type Received } from './webhook-receiver.js';
import { webhookWorld, type Delivery } from './webhook-world.js';

/** What reached the receiver about one reservation, in arrival order. */
const typesFor = (received: Received[], reservationId: string) =>
  received.filter((r) => r.payload.data.reservationId === reservationId).map((r) => r.payload.type);

describe('webhooks from the event log to a receiver on loopback', async () => {
  const receiver = await startReceiver();
  afterAll(() => receiver.stop());
  const w = await webhookWorld({ WEBHOOK_RETRY_SCHEDULE: '0.5,0.5,1,1,1,2,2,2,2,2,5,5,5,5' });
  const all = [
    'reservation.created',
    'reservation.option_expired',
    'reservation.deposit_recorded',
    'reservation.confirmed',
    'reservation.cancelled',
    'reservation.changed',
    'availability.changed',
  ];

  /** A booking's life through the office: new dates, the deposit (which confirms), the cancellation. */
  const life = async () => {
    const r = await w.book();
    await w.ok('PUT', `/v1/admin/reservations/${r.id}`, { start: r.day(1), end: r.day(4) });
    const reservation = await w.ok<{ deposit: number }>('GET', `/v1/admin/reservations/${r.id}`);
    await w.ok('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: reservation.deposit,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: '2027-03-01',
    });
    await w.ok('PUT', `/v1/admin/reservations/${r.id}`, { status: 'cancelled', cancelReason: 'customer' });
    return r;
  };
  const LIFE = [
    'reservation.created',
    'reservation.changed',
    'reservation.deposit_recorded',
    'reservation.confirmed',
    'reservation.cancelled',
  ];

  it('delivers every event of a booking’s life once, in order, signed with the secret shown at creation', async () => {
    const { endpoint, secret } = await w.endpoint(receiver.url('/life'), all);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const r = await life();
    await expect.poll(() => typesFor(receiver.of('/life'), r.id), { timeout: 20_000 }).toEqual(LIFE);
    const mine = receiver.of('/life').filter((x) => x.payload.data.reservationId === r.id);
    for (const x of mine) {
      expect(signatureValid(secret, x), x.payload.type).toBe(true);
      expect(Math.abs(Number(x.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      expect(x.headers['content-type']).toBe('application/json');
      expect(x.payload.data).toMatchObject({ reservationId: r.id, reference: r.reference, boatId: w.boat.id });
    }
    expect(new Set(mine.map((x) => x.headers['webhook-id'])).size).toBe(LIFE.length);
    expect(mine[1]!.payload.data).toMatchObject({
      change: 'dates',
      startDate: r.day(1),
      previous: { startDate: r.day(0), endDate: r.day(3) },
    });
    expect(mine[2]!.payload.data).toMatchObject({ confirmed: true, payment: { currency: 'EUR' } });
    expect(mine[4]!.payload.data).toMatchObject({ status: 'cancelled', reason: 'customer' });
    // Nothing personal leaves: no name, e-mail or phone in any body.
    expect(mine.map((x) => x.body).join('')).not.toMatch(/Deniz|deniz@|532/);
    // The boat's availability: held, moved, freed, in that order.
    const availability = () =>
      receiver
        .of('/life')
        .filter((x) => x.payload.type === 'availability.changed' && x.payload.data.boatId === w.boat.id)
        .map((x) => x.payload.data.ranges);
    await expect.poll(() => availability().length, { timeout: 20_000 }).toBe(3);
    expect(availability()).toEqual([
      [{ start: r.day(0), end: r.day(3) }],
      [
        { start: r.day(0), end: r.day(3) },
        { start: r.day(1), end: r.day(4) },
      ],
      [{ start: r.day(1), end: r.day(4) }],
    ]);
    // The log shows each delivered once, with the receiver's answer.
    await expect
      .poll(async () => (await w.deliveries(endpoint.id)).filter((d) => d.status === 'delivered').length)
      .toBe(LIFE.length + 3);
    const log = await w.deliveries(endpoint.id);
    expect(log.every((d) => d.attempts === 1 && d.responseStatus === 200 && d.lastError === null)).toBe(true);
  });

  it('sends an endpoint only the types it chose, and nothing from before it existed', async () => {
    const before = await w.book();
    const { endpoint } = await w.endpoint(receiver.url('/chosen'), ['reservation.confirmed']);
    const r = await life();
    await expect.poll(() => receiver.of('/chosen').length, { timeout: 20_000 }).toBe(1);
    expect(receiver.of('/chosen')[0]!.payload).toMatchObject({
      type: 'reservation.confirmed',
      data: { reservationId: r.id, by: 'deposit' },
    });
    // The other endpoint got the later booking's life: the dispatcher is past it, and sent this one nothing more.
    await expect.poll(() => typesFor(receiver.of('/life'), r.id), { timeout: 20_000 }).toEqual(LIFE);
    expect(typesFor(receiver.of('/chosen'), before.id)).toEqual([]);
    expect((await w.deliveries(endpoint.id)).length).toBe(1);
  });

  it('after being down for a while, delivers the backlog in order per reservation', async () => {
    const { endpoint, secret } = await w.endpoint(receiver.url('/backlog'), all);
    await receiver.stop();
    const lives = [await life(), await life()];
    // Down: each reservation's first delivery fails and waits for its next attempt; the rest wait behind it.
    await expect
      .poll(
        async () => {
          const log = await w.deliveries(endpoint.id);
          return log.filter((d) => d.attempts >= 2 && d.status === 'pending').length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(2);
    const waiting = await w.deliveries(endpoint.id);
    expect(waiting.every((d) => d.status === 'pending')).toBe(true);
    expect(waiting.filter((d) => d.attempts > 0).every((d) => d.responseStatus === null && d.lastError)).toBe(true);
    await receiver.start();
    for (const r of lives)
      await expect.poll(() => typesFor(receiver.of('/backlog'), r.id), { timeout: 30_000 }).toEqual(LIFE);
    expect(receiver.of('/backlog').every((x) => signatureValid(secret, x))).toBe(true);
    // Once each: a message id arrived once.
    const ids = receiver.of('/backlog').map((x) => x.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    await expect
      .poll(async () => (await w.deliveries(endpoint.id)).every((d) => d.status === 'delivered'), { timeout: 30_000 })
      .toBe(true);
  });

  it('redelivers a delivery by hand with the same webhook-id and body', async () => {
    const { endpoint, secret } = await w.endpoint(receiver.url('/again'), ['reservation.created']);
    const r = await w.book();
    await expect.poll(() => receiver.of('/again').length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await w.deliveries(endpoint.id))[0]?.status, { timeout: 20_000 }).toBe('delivered');
    const [delivery] = await w.deliveries(endpoint.id);
    const queued = await w.call('POST', `/v1/admin/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(body<{ content: Delivery }>(queued).content.redeliveryRequested).toBe(true);
    await expect.poll(() => receiver.of('/again').length, { timeout: 20_000 }).toBe(2);
    const [first, second] = receiver.of('/again');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(second!.payload.data.reservationId).toBe(r.id);
    expect(signatureValid(secret, second!)).toBe(true);
    await expect
      .poll(async () => (await w.deliveries(endpoint.id))[0]?.redeliveryRequested, { timeout: 20_000 })
      .toBe(false);
    expect((await w.deliveries(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const { endpoint, secret: old } = await w.endpoint(receiver.url('/rotate'), ['reservation.created']);
    const rotated = await w.ok<{ secret: string }>('POST', `/v1/admin/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.secret).not.toBe(old);
    await w.book();
    await expect.poll(() => receiver.of('/rotate').length, { timeout: 20_000 }).toBe(1);
    const [x] = receiver.of('/rotate');
    expect(String(x!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signatureValid(rotated.secret, x!)).toBe(true);
    expect(signatureValid(old, x!)).toBe(true);
    expect(signatureValid('whsec_' + Buffer.alloc(32, 7).toString('base64'), x!)).toBe(false);
  });

  it('refuses what it cannot accept with the envelope in Turkish, never a 500', async () => {
    const bad = async (payload: object, code: string) => {
      const res = await w.call('POST', '/v1/admin/webhooks', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(body<{ code: string; content: { message: string } }>(res)).toMatchObject({ code });
    };
    await bad({ url: 'ftp://ornek.com/x', eventTypes: ['reservation.created'] }, 'VALIDATION_ERROR');
    await bad({ url: 'https://ornek.com/x', eventTypes: [] }, 'VALIDATION_ERROR');
    await bad({ url: 'https://ornek.com/x', eventTypes: ['reservation.paid'] }, 'VALIDATION_ERROR');
    await bad(
      { url: 'https://ornek.com/x', eventTypes: ['reservation.created', 'reservation.created'] },
      'VALIDATION_ERROR',
    );
    await bad({ url: 'https://kisi:parola@ornek.com/x', eventTypes: ['reservation.created'] }, 'WEBHOOK_URL_INVALID');
    const missing = await w.call('GET', '/v1/admin/webhooks/6f1d6c1e-5b1a-4c55-9d3e-2b6f0f4b7a10/deliveries');
    expect(missing.statusCode).toBe(404);
    expect(body<{ content: { message: string } }>(missing).content.message).toBe('Webhook adresi bulunamadı.');
    const owner = await w.t.createUser('OWNER');
    const forbidden = await w.t.app.inject({ method: 'GET', url: '/v1/admin/webhooks', headers: bearer(owner.token) });
    expect(forbidden.statusCode).toBe(403);
  });
});
