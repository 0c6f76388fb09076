import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../src/webhooks/http-post.js';
import { createEndpointsRepository } from '../src/webhooks/repository.js';
import { newSecret } from '../src/webhooks/signature.js';
import { body } from './app.js';
import { nightOn, partnerFixtures } from './partner-fixtures.js';
import { startTestSmtp } from './smtp.js';
import { startReceiver } from './webhook-receiver.js';
import { webhookWorld } from './webhook-world.js';

const OFFICE = 'ofis@fethiyetekne.test';

describe('an endpoint that keeps failing', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const receiver = await startReceiver();
  afterAll(() => receiver.stop());
  receiver.answer = (path) =>
    path === '/broken' ? 500 : path === '/gone' ? 410 : path === '/busy' ? { status: 503, headers: {} } : 200;
  // Three attempts a fifth of a second apart: the whole retry window in a test.
  const w = await webhookWorld({
    WEBHOOK_RETRY_SCHEDULE: '0.2,0.2',
    SMTP_URL: smtp.url,
    OFFICE_EMAIL: OFFICE,
  });

  it('is disabled after the retry window and the office is mailed; enabled again, it sends what waited, in order', async () => {
    const { endpoint } = await w.endpoint(receiver.url('/broken'), ['reservation.created', 'reservation.cancelled']);
    const r = await w.book();
    await w.ok('PUT', `/v1/admin/reservations/${r.id}`, { status: 'cancelled', cancelReason: 'office' });
    const mails = await smtp.waitForText(receiver.url('/broken'), 1, 20_000);
    expect(mails[0]!.subject).toContain('Webhook durduruldu');
    expect(mails[0]!.text).toContain('3 denemenin hiçbiri başarılı olmadı');
    expect(mails[0]!.text).toContain('HTTP 500');
    const after = await w.ok<{ enabled: boolean; disabledReason: string }>('GET', `/v1/admin/webhooks/${endpoint.id}`);
    expect(after.enabled).toBe(false);
    expect(after.disabledReason).toContain('HTTP 500');
    expect(receiver.of('/broken').map((x) => x.payload.type)).toEqual(Array(3).fill('reservation.created'));
    const log = await w.deliveries(endpoint.id);
    expect(log.map((d) => [d.eventType, d.status, d.attempts, d.responseStatus])).toEqual([
      ['reservation.cancelled', 'pending', 0, null],
      ['reservation.created', 'failed', 3, 500],
    ]);
    // A disabled endpoint's delivery is not sent by hand: enable it first.
    const refused = await w.call('POST', `/v1/admin/webhooks/${endpoint.id}/deliveries/${log[1]!.id}/redeliver`);
    expect(refused.statusCode).toBe(409);
    expect(body<{ code: string }>(refused).code).toBe('WEBHOOK_DISABLED');

    // Mended and enabled: the cancellation that waited goes; the failed creation is sent by hand.
    receiver.answer = () => 200;
    await w.ok('PUT', `/v1/admin/webhooks/${endpoint.id}`, {
      url: receiver.url('/broken'),
      eventTypes: ['reservation.created', 'reservation.cancelled'],
      description: '',
      enabled: true,
    });
    await expect.poll(() => receiver.of('/broken').length, { timeout: 20_000 }).toBe(4);
    expect(receiver.of('/broken')[3]!.payload.type).toBe('reservation.cancelled');
    const again = await w.call('POST', `/v1/admin/webhooks/${endpoint.id}/deliveries/${log[1]!.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    await expect.poll(() => receiver.of('/broken').length, { timeout: 20_000 }).toBe(5);
    expect(receiver.of('/broken')[4]!.payload.type).toBe('reservation.created');
    await expect
      .poll(async () => (await w.deliveries(endpoint.id)).map((d) => d.status), { timeout: 20_000 })
      .toEqual(['delivered', 'delivered']);
    receiver.answer = (path) => (path === '/gone' ? 410 : 200);
  });

  it('is disabled at once when the receiver answers 410 Gone', async () => {
    const { endpoint } = await w.endpoint(receiver.url('/gone'), ['reservation.created']);
    await w.book();
    await smtp.waitForText(receiver.url('/gone'), 1, 20_000);
    expect(receiver.of('/gone')).toHaveLength(1);
    const after = await w.ok<{ enabled: boolean; disabledReason: string }>('GET', `/v1/admin/webhooks/${endpoint.id}`);
    expect(after).toMatchObject({ enabled: false });
    expect(after.disabledReason).toContain('410');
  });

  /** An endpoint of a new partner (`fields`) answering 410 to the partner's booking of a night: the two mails that follow. */
  async function partnerEndpointGone(path: string, night: number, fields: Record<string, unknown>) {
    receiver.answer = (p) => (p === path ? 410 : 200);
    const px = partnerFixtures(w.t, w.admin.token);
    const partner = await px.partner(fields);
    const { secret } = await px.key(partner.id);
    const { endpoint } = await w.endpoint(receiver.url(path), ['reservation.created'], { partnerId: partner.id });
    const booked = await px.call(secret, 'POST', '/v1/partner/reservations', {
      headers: { 'idempotency-key': `durdurulan-${path.slice(1)}` },
      payload: nightOn(w.boat.slug, night),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const mails = await smtp.waitForText(receiver.url(path), 2, 20_000);
    const to = (address: string) => mails.find((m) => smtp.envelopes.get(m)?.includes(address));
    return { partner, endpoint, toPartner: to(fields.contactEmail as string), toOffice: to(OFFICE) };
  }

  it('mails the partner owning it as well, at its contact address, in Turkish, saying it can enable it again itself; the office by its name', async () => {
    const { partner, endpoint, toPartner, toOffice } = await partnerEndpointGone('/partner-gone', 160, {
      name: `Likya Tur ${Date.now()}`,
      contactEmail: 'teknik@likyatur.example',
    });
    expect(toPartner?.subject).toBe(`Webhook gönderimleri durduruldu: ${receiver.url('/partner-gone')}`);
    expect(toPartner?.text).toContain('410');
    expect(toPartner?.text).toContain(`PATCH /v1/partner/webhooks/${endpoint.id}`);
    expect(toPartner?.text).toContain('{"enabled": true}');
    expect(toPartner?.text).toContain('Bekleyen teslimatlar o zaman sırasıyla gönderilir');
    expect(toPartner?.text).not.toContain('ofisimize yazın');
    expect(toOffice?.subject).toContain('Webhook durduruldu');
    expect(toOffice?.text).toContain(`Sahibi: İş ortağı (${partner.name})`);
    expect(toOffice?.text).not.toContain(partner.id);
  });

  it('mails an English-speaking partner in English, naming the PATCH that resumes its endpoint', async () => {
    const { partner, endpoint, toPartner, toOffice } = await partnerEndpointGone('/english-gone', 161, {
      name: `Lycian Travel ${Date.now()}`,
      contactEmail: 'tech@lyciantravel.example',
      language: 'en',
    });
    expect(toPartner?.subject).toBe(`Webhook deliveries stopped: ${receiver.url('/english-gone')}`);
    expect(toPartner?.text).toContain('Fethiye Tekne has stopped sending webhooks');
    expect(toPartner?.text).toContain(`PATCH /v1/partner/webhooks/${endpoint.id}`);
    expect(toPartner?.text).toContain('{"enabled": true}');
    expect(toPartner?.text).toContain('The deliveries waiting then go out in order');
    expect(toPartner?.text).not.toContain('write to our office');
    // The office's own notice stays Turkish, and names the partner.
    expect(toOffice?.subject).toContain('Webhook durduruldu');
    expect(toOffice?.text).toContain(`Sahibi: İş ortağı (${partner.name})`);
  });
});

describe('private and loopback addresses', async () => {
  const receiver = await startReceiver();
  afterAll(() => receiver.stop());
  // Production's setting: only public https addresses.
  const w = await webhookWorld({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'off' });

  it('refuses to register one, as the iCal import does', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.1.10/hooks',
      'https://[::1]/hooks',
      'https://localhost/hooks',
    ]) {
      const res = await w.call('POST', '/v1/admin/webhooks', { url, eventTypes: ['reservation.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(body<{ code: string }>(res).code, url).toBe('WEBHOOK_URL_PRIVATE');
    }
    const plain = await w.call('POST', '/v1/admin/webhooks', {
      url: 'http://ornek.com/hooks',
      eventTypes: ['reservation.created'],
    });
    expect(body<{ code: string }>(plain).code).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('refuses to deliver to one, whatever the address was when it was saved (an IP or a name resolving there)', async () => {
    for (const url of [receiver.url('/direct'), receiver.url('/direct').replace('127.0.0.1', 'localhost')]) {
      const outcome = await postWebhook(url, '{}', {}, { timeoutMs: 2000, allowPrivateHosts: false });
      expect(outcome, url).toMatchObject({ ok: false, status: null });
      expect(outcome.error, url).toContain('iç ağ');
    }
    expect(receiver.received).toHaveLength(0);

    // An endpoint whose name pointed elsewhere when it was saved: its deliveries are refused, not sent.
    const id = randomUUID();
    await createEndpointsRepository(w.t.db.sql).insert({
      id,
      partnerId: null,
      url: receiver.url('/saved'),
      description: '',
      eventTypes: ['reservation.created'],
      secret: newSecret(),
      at: new Date(),
    });
    await w.book();
    await expect
      .poll(async () => (await w.deliveries(id))[0]?.lastError ?? null, { timeout: 20_000 })
      .toContain('iç ağ');
    expect(receiver.received).toHaveLength(0);
  });
});
