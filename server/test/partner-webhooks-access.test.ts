import { describe, expect, it, onTestFinished } from 'vitest';
import { createSql } from '../src/platform/db.js';
import { bearer, body, createTestApp } from './app.js';
import { ALL_SCOPES, partnerFixtures } from './partner-fixtures.js';
import { partnerHttp, type Refused } from './partner-http.js';

interface Endpoint {
  id: string;
  partnerId: string | null;
  partnerName: string | null;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
}
type Created = { content: { endpoint: Endpoint; secret: string } };
type Listed = { content: Endpoint[]; total: number };
interface AuditEntry {
  type: string;
  title: string;
  actor: { kind: string; id: string | null; name: string };
  requestId: string | null;
}

const NOBODY = '00000000-0000-4000-8000-000000000000';
/** Public addresses that are IP literals: accepted without a DNS lookup while private hosts are refused. */
const publicUrl = (n: number, path = '/hooks') => `https://203.0.113.${n}${path}`;

describe('/v1/partner/webhooks: whose endpoints, which scopes, which addresses, how many', async () => {
  const t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'off', WEBHOOK_MAX_PARTNER_ENDPOINTS: '3' });
  const admin = await t.createUser('ADMIN');
  const px = partnerFixtures(t, admin.token);
  const { call } = await partnerHttp(t);
  /** A partner (every scope unless told) and a key of it. */
  const partnerWithKey = async (over: Record<string, unknown> = {}) => {
    const partner = await px.partner({ scopes: ALL_SCOPES, ...over });
    return { ...partner, key: (await px.key(partner.id)).secret };
  };
  const create = (key: string, payload: object) => call<Created>(key, 'POST', '/v1/partner/webhooks', { payload });
  const endpointsOf = async (partnerId: string) => {
    const [row] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from webhook_endpoints where partner_id = ${partnerId}`;
    return row!.n;
  };
  const audit = (partnerId: string) =>
    px
      .admin<AuditEntry[]>('GET', `/v1/admin/partners/${partnerId}/events`)
      .then((events) => events.filter((e) => e.type.startsWith('PartnerWebhook')));

  it("answers another partner's endpoint and the office's as missing (404, in Turkish) on every operation", async () => {
    const mine = await partnerWithKey();
    const other = await partnerWithKey();
    // A partner id in the body is not the caller's to choose: the key's partner owns the endpoint.
    const created = await create(mine.key, {
      url: publicUrl(1),
      eventTypes: ['reservation.created'],
      partnerId: other.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const own = created.body.content.endpoint;
    expect(own).toMatchObject({ partnerId: mine.id, partnerName: mine.name, url: publicUrl(1), enabled: true });
    const office = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/webhooks',
      headers: bearer(admin.token),
      payload: { url: publicUrl(2), eventTypes: ['reservation.created'] },
    });
    expect(office.statusCode, office.body).toBe(201);
    const officeId = body<Created>(office).content.endpoint.id;

    const attempts = (id: string) =>
      [
        ['GET', `/v1/partner/webhooks/${id}`],
        ['PATCH', `/v1/partner/webhooks/${id}`, { enabled: false }],
        ['POST', `/v1/partner/webhooks/${id}/rotate-secret`],
        ['GET', `/v1/partner/webhooks/${id}/deliveries`],
        ['POST', `/v1/partner/webhooks/${id}/deliveries/${NOBODY}/redeliver`],
        ['DELETE', `/v1/partner/webhooks/${id}`],
      ] as const;
    for (const [key, id] of [
      [other.key, own.id],
      [mine.key, officeId],
      [mine.key, NOBODY],
    ] as const) {
      for (const [method, path, payload] of attempts(id)) {
        const res = await call<Refused>(key, method, path, payload ? { payload } : {});
        expect({ method, path, status: res.status, body: res.body }).toMatchObject({
          status: 404,
          body: { code: 'NOT_FOUND', content: { message: 'Webhook adresi bulunamadı.' } },
        });
      }
    }
    // Nothing was changed by those calls, and each list holds its partner's own alone.
    const stillThere = await px.admin<Endpoint>('GET', `/v1/admin/webhooks/${own.id}`);
    expect(stillThere).toMatchObject({ enabled: true, url: publicUrl(1) });
    expect((await px.admin<Endpoint>('GET', `/v1/admin/webhooks/${officeId}`)).enabled).toBe(true);
    const lists = await Promise.all([mine.key, other.key].map((k) => call<Listed>(k, 'GET', '/v1/partner/webhooks')));
    expect(lists.map((l) => [l.status, l.body.total, l.body.content.map((e) => e.id)])).toEqual([
      [200, 1, [own.id]],
      [200, 0, []],
    ]);
    expect(await audit(other.id)).toEqual([]);
  });

  it('needs bookings:read, and availability:read as well for availability.changed (403, in Turkish)', async () => {
    expect((await call<Refused>(null, 'GET', '/v1/partner/webhooks')).status).toBe(401);
    const writer = await partnerWithKey({ scopes: ['bookings:write'] });
    for (const res of [
      await call<Refused>(writer.key, 'GET', '/v1/partner/webhooks'),
      await create(writer.key, { url: publicUrl(3), eventTypes: ['reservation.created'] }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FORBIDDEN_SCOPE',
        content: { message: expect.stringContaining('bookings:read') },
      });
    }

    const reader = await partnerWithKey({ scopes: ['bookings:read'] });
    const refused = await create(reader.key, {
      url: publicUrl(4),
      eventTypes: ['reservation.created', 'availability.changed'],
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'FORBIDDEN_SCOPE',
      content: {
        message: expect.stringMatching(/^availability\.changed olayına abone olmak için .*"availability:read" yetkisi/),
      },
    });
    const made = await create(reader.key, { url: publicUrl(4), eventTypes: ['reservation.created'] });
    expect(made.status).toBe(201);
    const path = `/v1/partner/webhooks/${made.body.content.endpoint.id}`;
    const widened = await call<Refused>(reader.key, 'PATCH', path, {
      payload: { eventTypes: ['reservation.created', 'availability.changed'] },
    });
    expect([widened.status, widened.body.code]).toEqual([403, 'FORBIDDEN_SCOPE']);
    // A change that does not name the types is not the scope's business.
    const stopped = await call<{ content: Endpoint }>(reader.key, 'PATCH', path, { payload: { enabled: false } });
    expect(stopped.status).toBe(200);
    expect(stopped.body.content).toMatchObject({
      eventTypes: ['reservation.created'],
      enabled: false,
      disabledReason: 'İş ortağı tarafından durduruldu.',
    });

    const full = await partnerWithKey();
    expect((await create(full.key, { url: publicUrl(5), eventTypes: ['availability.changed'] })).status).toBe(201);
  });

  it("refuses private, loopback and plain-http addresses exactly as the office's create does", async () => {
    const p = await partnerWithKey();
    for (const url of [
      'http://203.0.113.6/hooks',
      'https://127.0.0.1/hooks',
      'https://10.0.0.5/hooks',
      'https://169.254.169.254/latest',
      'https://[::1]/hooks',
      'https://localhost/hooks',
      'https://kullanici:parola@203.0.113.6/hooks',
    ]) {
      const payload = { url, eventTypes: ['reservation.created'] };
      const mine = await create(p.key, payload);
      const office = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/webhooks',
        headers: bearer(admin.token),
        payload,
      });
      expect([url, mine.status, mine.body]).toEqual([url, office.statusCode, body(office)]);
      expect(mine.status).toBe(400);
      expect((mine.body as unknown as Refused).code).toMatch(/^WEBHOOK_URL_(PRIVATE|NOT_HTTPS|INVALID)$/);
    }
    const made = await create(p.key, { url: publicUrl(6), eventTypes: ['reservation.created'] });
    const moved = await call<Refused>(p.key, 'PATCH', `/v1/partner/webhooks/${made.body.content.endpoint.id}`, {
      payload: { url: 'https://192.168.1.20/hooks' },
    });
    expect([moved.status, moved.body.code]).toEqual([400, 'WEBHOOK_URL_PRIVATE']);
    const listed = await call<Listed>(p.key, 'GET', '/v1/partner/webhooks');
    expect(listed.body.content.map((e) => e.url)).toEqual([publicUrl(6)]);
    const empty = await call<Refused>(p.key, 'PATCH', `/v1/partner/webhooks/${made.body.content.endpoint.id}`, {
      payload: {},
    });
    expect(empty.status).toBe(400);
  });

  it('holds the cap of endpoints under concurrent creates: they wait on the partner’s row and count one by one', async () => {
    const p = await partnerWithKey();
    expect((await create(p.key, { url: publicUrl(7, '/0'), eventTypes: ['reservation.created'] })).status).toBe(201);
    // The partner's row held by another transaction, so every create is seen waiting at the same time.
    const holder = createSql(t.db.url, { max: 1 });
    onTestFinished(() => holder.end());
    const reserved = await holder.reserve();
    await reserved`begin`;
    await reserved`select id from partners where id = ${p.id} for no key update`;
    const [holding] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const racing = [1, 2, 3, 4].map((n) =>
      create(p.key, { url: publicUrl(7, `/${n}`), eventTypes: ['reservation.created'] }),
    );
    const waiting = async () =>
      (
        await t.db.sql<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike '%for no key update%'
            and pid not in (${holding!.pid}, pg_backend_pid())`
      )[0]!.n;
    await expect.poll(waiting, { timeout: 15_000 }).toBe(4);
    await reserved`commit`;
    reserved.release();
    const answers = await Promise.all(racing);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toMatchObject({
        code: 'WEBHOOK_LIMIT_REACHED',
        content: { message: expect.stringContaining('En fazla 3 webhook adresi') },
      });
    expect(await endpointsOf(p.id)).toBe(3);
    // Room again after a delete; and only the creates that were made are in the audit trail.
    const listed = await call<Listed>(p.key, 'GET', '/v1/partner/webhooks');
    expect((await call(p.key, 'DELETE', `/v1/partner/webhooks/${listed.body.content[0]!.id}`)).status).toBe(200);
    expect((await create(p.key, { url: publicUrl(7, '/5'), eventTypes: ['reservation.created'] })).status).toBe(201);
    expect((await audit(p.id)).map((e) => e.type)).toEqual([
      ...Array<string>(3).fill('PartnerWebhookRegistered'),
      'PartnerWebhookDeleted',
      'PartnerWebhookRegistered',
    ]);
  });

  it("counts every call against the partner's requests a minute (429 with Retry-After)", async () => {
    const p = await partnerWithKey({ requestsPerMinute: 2 });
    const answers = [
      await call(p.key, 'GET', '/v1/partner/webhooks'),
      await call(p.key, 'GET', '/v1/partner/webhooks'),
      await create(p.key, { url: publicUrl(8), eventTypes: ['reservation.created'] }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect((answers[2]!.body as Refused).code).toBe('RATE_LIMITED');
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await endpointsOf(p.id)).toBe(0);
  });

  it('records every write in the partner’s audit trail, in the transaction that made it, the partner as actor', async () => {
    const p = await partnerWithKey();
    const made = await create(p.key, {
      url: `${publicUrl(9)}?token=alicinin-kendi-anahtari`,
      eventTypes: ['reservation.created'],
      description: 'Rezervasyon sistemi',
    });
    expect(made.status).toBe(201);
    const id = made.body.content.endpoint.id;
    const sameTransaction = async (type: string) => {
      const [row] = await t.db.sql<{ tx: string; xmin: string }[]>`
        select e.transaction_id::text as tx, w.xmin::text as xmin
        from events e, webhook_endpoints w
        where e.stream_id = ${`partner-${p.id}`} and e.type = ${type} and w.id = ${id}
        order by e.position desc limit 1`;
      return row ? BigInt(row.tx) % 2n ** 32n === BigInt(row.xmin) : false;
    };
    expect(await sameTransaction('PartnerWebhookRegistered')).toBe(true);
    const changed = await call(p.key, 'PATCH', `/v1/partner/webhooks/${id}`, {
      payload: { description: 'Canlı sistem', enabled: false },
    });
    expect(changed.status).toBe(200);
    expect(await sameTransaction('PartnerWebhookChanged')).toBe(true);
    const rotated = await call(p.key, 'POST', `/v1/partner/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(await sameTransaction('PartnerWebhookSecretRotated')).toBe(true);
    expect((await call(p.key, 'DELETE', `/v1/partner/webhooks/${id}`)).status).toBe(200);

    const trail = await audit(p.id);
    expect(trail.map((e) => e.type)).toEqual([
      'PartnerWebhookRegistered',
      'PartnerWebhookChanged',
      'PartnerWebhookSecretRotated',
      'PartnerWebhookDeleted',
    ]);
    for (const e of trail) expect(e.actor).toEqual({ kind: 'partner', id: null, name: p.name });
    expect(trail[0]!.requestId).toBe(made.headers.get('x-request-id'));
    expect(trail.map((e) => e.title)).toEqual([
      `Webhook adresi eklendi: ${publicUrl(9)} (reservation.created)`,
      `Webhook adresi değişti (${publicUrl(9)}): açıklama "Canlı sistem"; gönderim durduruldu`,
      expect.stringMatching(
        /^Webhook imza anahtarı yenilendi \(https:\/\/203\.0\.113\.9\/hooks\); eski anahtar .* kadar da imzalar$/,
      ),
      `Webhook adresi silindi: ${publicUrl(9)}`,
    ]);
    // The receiver's own token in the query stays out of the log, which keeps what it is given for good.
    const [leaked] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from events where stream_id = ${`partner-${p.id}`} and data::text like '%alicinin%'`;
    expect(leaked!.n).toBe(0);
  });
});
