import { afterAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, nightOn, partnerFixtures } from './partner-fixtures.js';
import { partnerHttp, type Refused } from './partner-http.js';
import { signatureValid, startReceiver, type Received } from './webhook-receiver.js';
import { webhookWorld, type Delivery, type Endpoint } from './webhook-world.js';

type Created = { content: { endpoint: Endpoint & { partnerId: string; partnerName: string }; secret: string } };

describe('a partner registers its own webhook endpoints with its key, and receives its bookings’ events', async () => {
  const receiver = await startReceiver();
  afterAll(() => receiver.stop());
  const w = await webhookWorld({ WEBHOOK_RETRY_SCHEDULE: '0.5,0.5,1' });
  const px = partnerFixtures(w.t, w.admin.token);
  const { call } = await partnerHttp(w.t);
  let offset = 0;

  const partnerWithKey = async () => {
    const partner = await px.partner({ scopes: ALL_SCOPES });
    return { ...partner, key: (await px.key(partner.id)).secret };
  };
  const register = async (key: string, path: string, eventTypes = ['reservation.created']) => {
    const res = await call<Created>(key, 'POST', '/v1/partner/webhooks', {
      payload: { url: receiver.url(path), eventTypes, description: 'Rezervasyon sistemi' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.content;
  };
  /** A booking through the partner API with the partner's key, on a night of its own. */
  const book = async (key: string) => {
    offset += 1;
    const res = await call<{ content: { id: string } }>(key, 'POST', '/v1/partner/reservations', {
      headers: { 'idempotency-key': `kendi-webhook-${offset}` },
      payload: nightOn(w.boat.slug, 100 + offset),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.content.id;
  };
  const createdFor = (path: string) =>
    receiver
      .of(path)
      .filter((r) => r.payload.type === 'reservation.created')
      .map((r) => r.payload.data.reservationId);
  const deliveries = async (key: string, endpointId: string) => {
    const res = await call<{ content: Delivery[] }>(key, 'GET', `/v1/partner/webhooks/${endpointId}/deliveries`);
    expect(res.status).toBe(200);
    return res.body.content;
  };

  it("gets its own booking, signed with the secret shown once, never another partner's or the website's", async () => {
    const mine = await partnerWithKey();
    const other = await partnerWithKey();
    const { endpoint, secret } = await register(mine.key, '/own');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ partnerId: mine.id, partnerName: mine.name, enabled: true });
    const own = await book(mine.key);
    await book(other.key);
    await w.book();
    // The control: an office endpoint that receives every booking, to know the dispatcher has passed them all.
    const office = await w.endpoint(receiver.url('/office-all'), ['reservation.created']);
    const later = [await book(mine.key), await book(other.key), (await w.book()).id];
    // Different reservations are different lanes: their order of arrival is not fixed.
    await expect.poll(() => createdFor('/office-all').sort(), { timeout: 20_000 }).toEqual([...later].sort());
    await expect.poll(() => createdFor('/own').sort(), { timeout: 20_000 }).toEqual([own, later[0]].sort());
    for (const r of receiver.of('/own')) expect(signatureValid(secret, r)).toBe(true);
    expect(office.endpoint.id).not.toBe(endpoint.id);

    // The log, as the partner reads it: status, the receiver's code, attempts, when. The sender records a
    // delivery after the receiver has answered, so the receiver can hold it a moment before the log says so.
    await expect
      .poll(
        async () =>
          (await deliveries(mine.key, endpoint.id)).map((d) => [d.eventType, d.status, d.responseStatus, d.attempts]),
        {
          timeout: 20_000,
        },
      )
      .toEqual([
        ['reservation.created', 'delivered', 200, 1],
        ['reservation.created', 'delivered', 200, 1],
      ]);
    // The secret is never shown again: not in the endpoint, its list, its log, nor the office's list.
    const shown = [
      await call(mine.key, 'GET', `/v1/partner/webhooks/${endpoint.id}`),
      await call(mine.key, 'GET', '/v1/partner/webhooks'),
      await call(mine.key, 'GET', `/v1/partner/webhooks/${endpoint.id}/deliveries`),
    ];
    for (const res of shown) expect(JSON.stringify(res.body)).not.toContain(secret.slice('whsec_'.length, 20));
    const officeList = await w.ok<(Endpoint & { partnerName: string | null })[]>('GET', '/v1/admin/webhooks?take=100');
    expect(JSON.stringify(officeList)).not.toContain(secret.slice('whsec_'.length, 20));
    // The office's Webhook'lar list names the partner that registered it.
    expect(officeList.find((e) => e.id === endpoint.id)?.partnerName).toBe(mine.name);
  });

  it('stops delivering to an endpoint the partner deleted', async () => {
    const p = await partnerWithKey();
    const { endpoint } = await register(p.key, '/deleted');
    await register(p.key, '/kept');
    const removed = await call<{ content: { message: string } }>(
      p.key,
      'DELETE',
      `/v1/partner/webhooks/${endpoint.id}`,
    );
    expect([removed.status, removed.body.content.message]).toEqual([200, 'Webhook adresi silindi.']);
    const gone = await call<Refused>(p.key, 'GET', `/v1/partner/webhooks/${endpoint.id}`);
    expect(gone.status).toBe(404);
    const booked = await book(p.key);
    // Both endpoints would get the same booking from the same dispatch: once the kept one has it, the
    // deleted one would have had it too.
    await expect.poll(() => createdFor('/kept'), { timeout: 20_000 }).toEqual([booked]);
    expect(receiver.of('/deleted')).toEqual([]);
  });

  it('re-enables an endpoint that was stopped (410), redelivers, and rotates its secret with a day of overlap', async () => {
    const p = await partnerWithKey();
    receiver.answer = (path) => (path === '/fixed-later' ? 410 : 200);
    const { endpoint, secret } = await register(p.key, '/fixed-later');
    const first = await book(p.key);
    const path = `/v1/partner/webhooks/${endpoint.id}`;
    await expect
      .poll(async () => (await call<{ content: Endpoint }>(p.key, 'GET', path)).body.content.enabled, {
        timeout: 20_000,
      })
      .toBe(false);
    const [failed] = await deliveries(p.key, endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', responseStatus: 410, attempts: 1 });

    // The receiver is fixed: the partner enables the endpoint again and asks for the failed delivery once more.
    receiver.answer = () => 200;
    const stillStopped = await call<Refused>(p.key, 'POST', `${path}/deliveries/${failed!.id}/redeliver`);
    expect([stillStopped.status, stillStopped.body.code]).toEqual([409, 'WEBHOOK_DISABLED']);
    const enabled = await call<{ content: Endpoint }>(p.key, 'PATCH', path, { payload: { enabled: true } });
    expect(enabled.body.content).toMatchObject({ enabled: true, disabledReason: null });
    const again = await call<{ content: Delivery }>(p.key, 'POST', `${path}/deliveries/${failed!.id}/redeliver`);
    expect([again.status, again.body.content.redeliveryRequested]).toEqual([202, true]);
    const received = () => receiver.of('/fixed-later').filter((r) => r.payload.data.reservationId === first);
    await expect.poll(() => received().length, { timeout: 20_000 }).toBe(2);
    const [refused, resent] = received() as [Received, Received];
    expect(resent.headers['webhook-id']).toBe(refused.headers['webhook-id']);
    expect(signatureValid(secret, resent)).toBe(true);

    // A new secret: for a day every delivery carries the new signature and the old one.
    const rotated = await call<Created>(p.key, 'POST', `${path}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const renewed = rotated.body.content.secret;
    expect(renewed).not.toBe(secret);
    const second = await book(p.key);
    await expect.poll(() => createdFor('/fixed-later'), { timeout: 20_000 }).toContain(second);
    const signed = receiver.of('/fixed-later').find((r) => r.payload.data.reservationId === second)!;
    expect([signatureValid(renewed, signed), signatureValid(secret, signed)]).toEqual([true, true]);
    expect(String(signed.headers['webhook-signature']).split(' ')).toHaveLength(2);

    const trail = await px.admin<{ type: string; actor: { kind: string } }[]>(
      'GET',
      `/v1/admin/partners/${p.id}/events`,
    );
    expect(trail.filter((e) => e.actor.kind === 'partner').map((e) => e.type)).toEqual([
      'PartnerWebhookRegistered',
      'PartnerWebhookChanged',
      'PartnerWebhookRedeliveryRequested',
      'PartnerWebhookSecretRotated',
    ]);
  });
});
