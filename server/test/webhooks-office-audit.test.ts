import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSql } from '../src/platform/db.js';
import { body } from './app.js';
import { partnerFixtures } from './partner-fixtures.js';
import { startReceiver } from './webhook-receiver.js';
import { webhookWorld, type Delivery, type Endpoint } from './webhook-world.js';

interface AuditEntry {
  position: number;
  type: string;
  title: string;
  actor: { kind: string; id: number | null; name: string };
  requestId: string | null;
  at: string;
}
interface StoredActor {
  kind: string;
  id: number;
  role: string;
  name: string;
}

const TOKEN = 'alicinin-gizli-belirteci';

describe("the office's webhook writes are audited, in the write's transaction, the office's user as actor", async () => {
  const receiver = await startReceiver();
  afterAll(() => receiver.stop());
  const w = await webhookWorld({ WEBHOOK_RETRY_SCHEDULE: '0.5,0.5,1' });
  const px = partnerFixtures(w.t, w.admin.token);
  const sql = w.t.db.sql;

  /** The office's write with its request id (the audit trail names it). */
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await w.call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return { content: body<{ content: unknown }>(res).content, requestId: String(res.headers['x-request-id']) };
  };
  /** Whether the stream's newest event of `type` was appended by the transaction that last wrote `row`. */
  const sameTransaction = async (
    streamId: string,
    type: string,
    row: { table: 'webhook_endpoints' | 'webhook_deliveries'; id: string },
  ) => {
    const [found] = await sql<{ tx: string; xmin: string }[]>`
      select e.transaction_id::text as tx, r.xmin::text as xmin
      from events e, ${sql(row.table)} r
      where e.stream_id = ${streamId} and e.type = ${type} and r.id = ${row.id}
      order by e.position desc limit 1`;
    return found ? BigInt(found.tx) % 2n ** 32n === BigInt(found.xmin) : false;
  };
  const stored = (streamId: string) =>
    sql<{ type: string; text: string; actor: StoredActor; requestId: string }[]>`
      select type, data::text || metadata::text as text, metadata->'actor' as actor,
        metadata->>'requestId' as request_id
      from events where stream_id = ${streamId} order by position`;
  const events = (id: string) => w.ok<AuditEntry[]>('GET', `/v1/admin/webhooks/${id}/events`);

  it("records each write to the office's own endpoint in the endpoint's stream, readable after its delete", async () => {
    const url = `${receiver.url('/office-audit')}?token=${TOKEN}`;
    const created = await write('POST', '/v1/admin/webhooks', {
      url,
      eventTypes: ['reservation.created'],
      description: 'Muhasebe',
    });
    const { endpoint, secret } = created.content as { endpoint: Endpoint; secret: string };
    const id = endpoint.id;
    const stream = `webhook-${id}`;
    const row = { table: 'webhook_endpoints', id } as const;
    expect(await sameTransaction(stream, 'WebhookRegistered', row)).toBe(true);

    // A delivered message to ask for again.
    const booked = await w.book();
    await expect
      .poll(async () => (await w.deliveries(id)).map((d) => d.status), { timeout: 20_000 })
      .toEqual(['delivered']);

    const path = `/v1/admin/webhooks/${id}`;
    const put = (change: object) =>
      write('PUT', path, {
        url,
        eventTypes: ['reservation.created'],
        description: 'Muhasebe',
        enabled: true,
        ...change,
      });
    const changed = await put({
      description: 'Muhasebe, canlı',
      eventTypes: ['reservation.created', 'reservation.cancelled'],
    });
    expect(await sameTransaction(stream, 'WebhookChanged', row)).toBe(true);
    const stopped = await put({
      description: 'Muhasebe, canlı',
      eventTypes: ['reservation.created', 'reservation.cancelled'],
      enabled: false,
    });
    expect(await sameTransaction(stream, 'WebhookChanged', row)).toBe(true);
    const enabled = await put({
      description: 'Muhasebe, canlı',
      eventTypes: ['reservation.created', 'reservation.cancelled'],
    });
    expect(await sameTransaction(stream, 'WebhookChanged', row)).toBe(true);
    const rotated = await write('POST', `${path}/rotate-secret`);
    const renewed = (rotated.content as { secret: string }).secret;
    expect(await sameTransaction(stream, 'WebhookSecretRotated', row)).toBe(true);
    const [delivered] = (await w.deliveries(id)) as [Delivery];
    const redelivered = await write('POST', `${path}/deliveries/${delivered.id}/redeliver`);
    expect(
      await sameTransaction(stream, 'WebhookRedeliveryRequested', { table: 'webhook_deliveries', id: delivered.id }),
    ).toBe(true);
    await expect
      .poll(() => receiver.received.filter((r) => r.payload.data.reservationId === booked.id).length, {
        timeout: 20_000,
      })
      .toBe(2);

    // The delete and its record are one transaction: the stream's row held elsewhere, the delete (its row
    // already removed in its transaction) waits to append its record; cancelled there, the endpoint stays.
    const holder = createSql(w.t.db.url, { max: 1 });
    onTestFinished(() => holder.end());
    const reserved = await holder.reserve();
    await reserved`begin`;
    await reserved`select version from streams where stream_id = ${stream} for update`;
    const refused = w.call('DELETE', path);
    const appending = async () =>
      (
        await sql<{ pid: number }[]>`
          select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike '%update streams%'`
      ).map((r) => r.pid);
    await expect.poll(appending, { timeout: 15_000 }).toHaveLength(1);
    await sql`select pg_cancel_backend(${(await appending())[0]!})`;
    expect((await refused).statusCode).toBeGreaterThanOrEqual(500);
    await reserved`rollback`;
    reserved.release();
    expect((await w.call('GET', path)).statusCode).toBe(200);
    expect((await stored(stream)).map((e) => e.type)).not.toContain('WebhookDeleted');
    const deleted = await write('DELETE', path);
    expect((await w.call('GET', path)).statusCode).toBe(404);

    // Readable after the row is gone: newest first, in Turkish, who and which request.
    const trail = await events(id);
    expect(trail.map((e) => e.type)).toEqual([
      'WebhookDeleted',
      'WebhookRedeliveryRequested',
      'WebhookSecretRotated',
      'WebhookChanged',
      'WebhookChanged',
      'WebhookChanged',
      'WebhookRegistered',
    ]);
    expect(trail.map((e) => e.requestId)).toEqual(
      [deleted, redelivered, rotated, enabled, stopped, changed, created].map((r) => r.requestId),
    );
    const bare = receiver.url('/office-audit');
    expect(trail.map((e) => e.title)).toEqual([
      `Webhook adresi silindi: ${bare}`,
      `Webhook teslimatı yeniden gönderilmek üzere sıraya alındı (${bare})`,
      expect.stringMatching(
        /^Webhook imza anahtarı yenilendi \(http:\/\/127\.0\.0\.1:\d+\/office-audit\); eski anahtar .* kadar da imzalar$/,
      ),
      `Webhook adresi değişti (${bare}): gönderim yeniden başlatıldı`,
      `Webhook adresi değişti (${bare}): gönderim durduruldu`,
      `Webhook adresi değişti (${bare}): olaylar: reservation.created, reservation.cancelled; açıklama "Muhasebe, canlı"`,
      `Webhook adresi eklendi: ${bare} (reservation.created)`,
    ]);
    for (const e of trail)
      expect(e.actor).toEqual({ kind: 'user', id: w.admin.id, name: expect.stringMatching(/^Ali Test/) });
    // The log keeps the user's role too, and neither secret nor the receiver's token in the query.
    const log = await stored(stream);
    expect(log).toHaveLength(7);
    for (const e of log) {
      expect(e.actor).toMatchObject({ kind: 'user', id: w.admin.id, role: 'ADMIN' });
      for (const hidden of [
        TOKEN,
        secret,
        renewed,
        secret.slice('whsec_'.length, 24),
        renewed.slice('whsec_'.length, 24),
      ])
        expect(e.text).not.toContain(hidden);
    }
  });

  it("records the office's writes to a partner's endpoint in the partner's trail, the office's user as actor", async () => {
    const partner = await px.partner();
    const url = `https://203.0.113.40/hooks?token=${TOKEN}`;
    const make = (u: string) =>
      write('POST', '/v1/admin/webhooks', { url: u, eventTypes: ['reservation.created'], partnerId: partner.id });
    const created = await make(url);
    const { endpoint, secret } = created.content as { endpoint: Endpoint; secret: string };
    const stream = `partner-${partner.id}`;
    const row = { table: 'webhook_endpoints', id: endpoint.id } as const;
    expect(await sameTransaction(stream, 'PartnerWebhookRegistered', row)).toBe(true);
    const other = (await make('https://203.0.113.41/hooks')).content as { endpoint: Endpoint };
    const path = `/v1/admin/webhooks/${endpoint.id}`;
    await write('PUT', path, { url, eventTypes: ['reservation.created'], description: '', enabled: false });
    expect(await sameTransaction(stream, 'PartnerWebhookChanged', row)).toBe(true);
    const rotated = await write('POST', `${path}/rotate-secret`);
    expect(await sameTransaction(stream, 'PartnerWebhookSecretRotated', row)).toBe(true);

    // The endpoint's own history: its entries of the partner's trail only, newest first.
    const own = await events(endpoint.id);
    expect(own.map((e) => e.type)).toEqual([
      'PartnerWebhookSecretRotated',
      'PartnerWebhookChanged',
      'PartnerWebhookRegistered',
    ]);
    expect((await events(other.endpoint.id)).map((e) => e.type)).toEqual(['PartnerWebhookRegistered']);
    await write('DELETE', path);

    // The partner's page shows them all, the office's user as actor.
    const trail = (await px.admin<AuditEntry[]>('GET', `/v1/admin/partners/${partner.id}/events`)).filter((e) =>
      e.type.startsWith('PartnerWebhook'),
    );
    expect(trail.map((e) => e.type)).toEqual([
      'PartnerWebhookRegistered',
      'PartnerWebhookRegistered',
      'PartnerWebhookChanged',
      'PartnerWebhookSecretRotated',
      'PartnerWebhookDeleted',
    ]);
    for (const e of trail) expect(e.actor).toMatchObject({ kind: 'user', id: w.admin.id });
    expect(trail.at(-1)!.title).toBe('Webhook adresi silindi: https://203.0.113.40/hooks');
    const renewed = (rotated.content as { secret: string }).secret;
    for (const e of await stored(stream))
      for (const hidden of [TOKEN, secret, renewed]) expect(e.text).not.toContain(hidden);
    // Without its row nothing names a deleted partner endpoint's partner: its history is on the partner's page.
    expect((await w.call('GET', `/v1/admin/webhooks/${endpoint.id}/events`)).statusCode).toBe(404);
  });

  it('answers an endpoint that never existed as missing, and records nothing for a refused write', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const res = await w.call('GET', `/v1/admin/webhooks/${nobody}/events`);
    expect([res.statusCode, body<{ code: string }>(res).code]).toEqual([404, 'NOT_FOUND']);
    expect(
      (
        await w.call('PUT', `/v1/admin/webhooks/${nobody}`, {
          url: 'https://203.0.113.5/h',
          eventTypes: ['reservation.created'],
          description: '',
          enabled: false,
        })
      ).statusCode,
    ).toBe(404);
    expect((await w.call('POST', `/v1/admin/webhooks/${nobody}/rotate-secret`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `/v1/admin/webhooks/${nobody}`)).statusCode).toBe(404);
    expect(await stored(`webhook-${nobody}`)).toEqual([]);
  });
});
