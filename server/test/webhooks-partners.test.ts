import { afterAll, describe, expect, it } from 'vitest';
import { body } from './app.js';
import { nightOn, partnerFixtures } from './partner-fixtures.js';
import { startReceiver } from './webhook-receiver.js';
import { webhookWorld } from './webhook-world.js';

describe("a partner's webhook endpoint", async () => {
  const receiver = await startReceiver();
  afterAll(() => receiver.stop());
  const w = await webhookWorld({ WEBHOOK_RETRY_SCHEDULE: '0.5,0.5,1' });
  const px = partnerFixtures(w.t, w.admin.token);

  it("gets its own bookings' events and every boat's availability, never another partner's or the website's", async () => {
    const mine = await px.partner();
    const other = await px.partner();
    const { endpoint } = await w.endpoint(receiver.url('/mine'), ['reservation.created', 'availability.changed'], {
      partnerId: mine.id,
    });
    const book = async (partnerId: string, n: number) => {
      const { secret } = await px.key(partnerId);
      const res = await px.call(secret, 'POST', '/v1/partner/reservations', {
        headers: { 'idempotency-key': `webhook-${n}` },
        payload: { ...nightOn(w.boat.slug, 200 + n), partnerReference: `R-${n}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      return body<{ content: { id: string } }>(res).content.id;
    };
    const own = await book(mine.id, 1);
    await book(other.id, 2);
    await w.book();
    // Each booking's `availability.changed` comes from the event its `reservation.created` would: with
    // all three here, the dispatcher has passed every booking, and the log holds what it decided.
    await expect
      .poll(() => receiver.of('/mine').filter((x) => x.payload.type === 'availability.changed').length, {
        timeout: 20_000,
      })
      .toBe(3);
    const created = (await w.deliveries(endpoint.id)).filter((d) => d.eventType === 'reservation.created');
    expect(created).toHaveLength(1);
    await expect
      .poll(() =>
        receiver
          .of('/mine')
          .filter((x) => x.payload.type === 'reservation.created')
          .map((x) => x.payload.data.reservationId),
      )
      .toEqual([own]);
  });

  it('refuses an endpoint for a partner that does not exist, in Turkish', async () => {
    const res = await w.call('POST', '/v1/admin/webhooks', {
      url: receiver.url('/nobody'),
      eventTypes: ['reservation.created'],
      partnerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ code: string; content: { message: string } }>(res)).toMatchObject({
      code: 'PARTNER_NOT_FOUND',
      content: { message: expect.stringContaining('iş ortağı bulunamadı') },
    });
  });
});
