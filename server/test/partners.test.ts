import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';
import {
  nightOn,
  partnerFixtures,
  type KeyBody,
  type PartnerBody,
  type PartnerReservationBody,
} from './partner-fixtures.js';

/** The shipped anonymous hold limits (5 holds an hour per address), behind a trusted proxy. */
const SHIPPED_LIMITS = {
  TRUST_PROXY: 'on',
  HOLD_LIMIT_PER_CLIENT_HOUR: '5',
  HOLD_LIMIT_PER_CONTACT: '2',
  HOLD_SURGE_PER_HOUR: '1000000',
};

type Answer = { content: PartnerReservationBody };

describe('partner keys, scopes and bookings', async () => {
  const t = await createTestApp(SHIPPED_LIMITS);
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const px = partnerFixtures(t, admin.token);
  const boats: { id: number; slug: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const boat = await fx.boat(owner.id);
    await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
    boats.push(boat);
  }
  let slot = 0;
  /** A night no other booking asks for (boat and day from a counter). */
  const night = (extra: Record<string, unknown> = {}) => {
    const s = slot++;
    return nightOn(boats[s % boats.length]!.slug, Math.floor(s / boats.length), extra);
  };
  const book = (key: string, idempotencyKey: string, payload: object, headers: Record<string, string> = {}) =>
    px.call(key, 'POST', '/v1/partner/reservations', {
      payload,
      headers: { 'idempotency-key': idempotencyKey, ...headers },
    });

  it('issues a key once, keeps only its prefix and hash, and lets only ADMINs manage partners', async () => {
    const partner = await px.partner({ contactEmail: 'Elif@Acente.example', commissionPercent: 10 });
    expect(partner).toMatchObject({ maxLiveOptions: 100, requestsPerMinute: 600, activeKeys: 0, disabled: false });
    const { secret, key } = await px.key(partner.id);
    expect(secret).toMatch(/^fk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`fk_${key.prefix}_`)).toBe(true);
    const [row] = await t.db.sql<{ secretHash: Buffer }[]>`select secret_hash from partner_keys where id = ${key.id}`;
    expect(
      row!.secretHash.equals(
        createHash('sha256')
          .update(secret.slice(`fk_${key.prefix}_`.length))
          .digest(),
      ),
    ).toBe(true);
    const detail = await px.admin<{ partner: PartnerBody; keys: KeyBody[] }>('GET', `/v1/admin/partners/${partner.id}`);
    expect(JSON.stringify(detail)).not.toContain(secret.slice(-20));
    expect(detail.keys).toMatchObject([{ id: key.id, prefix: key.prefix, status: 'active' }]);
    expect(detail.partner.activeKeys).toBe(1);

    const asOwner = await t.app.inject({ method: 'GET', url: '/v1/admin/partners', headers: bearer(owner.token) });
    expect(asOwner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/admin/partners', payload: { name: 'Sahte' } });
    expect(anonymous.statusCode).toBe(401);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/partners',
      headers: bearer(admin.token),
      payload: { name: ` ${partner.name.toUpperCase()} ` },
    });
    expect(twice.statusCode).toBe(409);
    expect(body<ErrorBody>(twice).code).toBe('PARTNER_NAME_TAKEN');
  });

  it('answers a two-decimal commission as stored, never a 500 (fast-json-stringify checks unions with its own Ajv)', async () => {
    // 71.57 / 0.01 is 7156.999… in binary: the serializer's union branch refused it before serializerOpts.
    for (const commissionPercent of [71.57, 0.29, 99.99]) {
      const created = await px.partner({ commissionPercent });
      expect(created.commissionPercent).toBe(commissionPercent);
      const updated = await t.app.inject({
        method: 'PUT',
        url: `/v1/admin/partners/${created.id}`,
        headers: bearer(admin.token),
        payload: { name: created.name, scopes: created.scopes, commissionPercent },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(body<{ content: { commissionPercent: number } }>(updated).content.commissionPercent).toBe(
        commissionPercent,
      );
    }
  });

  it('books 20 options in a minute with bookings:write, while anonymous clients from the same address still stop at 5', async () => {
    const partner = await px.partner({ maxLiveOptions: 100 });
    const { secret } = await px.key(partner.id);
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    const started = Date.now();
    for (let i = 0; i < 20; i++) {
      const res = await book(secret, `toplu-${partner.id}-${i}`, night({ partnerReference: `AG-${i}` }), ip);
      expect(res.statusCode, res.body).toBe(201);
      expect(body<Answer>(res).content).toMatchObject({ status: 'option', partnerReference: `AG-${i}` });
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    const [held] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from reservations where partner_id = ${partner.id} and channel = 'partner' and status = 'option'`;
    expect(held!.n).toBe(20);

    const anonymous = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        headers: ip,
        payload: night({
          customer: { name: 'Ayşe Kaya', email: `anon${i}@example.com`, phone: `+90 555 100 00 ${10 + i}` },
        }),
      });
      anonymous.push(res);
    }
    expect(anonymous.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(body<ErrorBody>(anonymous[5]!).code).toBe('TOO_MANY_HOLDS');
  });

  it('stops a partner at its own live options, with Retry-After until the first one lapses', async () => {
    const partner = await px.partner({ maxLiveOptions: 2 });
    const { secret } = await px.key(partner.id);
    expect((await book(secret, `sinir-${partner.id}-1`, night())).statusCode).toBe(201);
    expect((await book(secret, `sinir-${partner.id}-2`, night())).statusCode).toBe(201);
    const third = await book(secret, `sinir-${partner.id}-3`, night());
    expect(third.statusCode).toBe(429);
    expect(body<ErrorBody>(third).code).toBe('TOO_MANY_OPTIONS');
    expect(body<ErrorBody>(third).content.message).toMatch(/opsiyon sınırınıza \(2\)/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 403 to a key without the scope, and 401 to no key, an unknown key or a revoked one', async () => {
    const reader = await px.partner({ scopes: ['availability:read'] });
    const { secret } = await px.key(reader.id);
    const refused = await book(secret, `kapsam-${reader.id}`, night());
    expect(refused.statusCode).toBe(403);
    expect(body<ErrorBody>(refused)).toMatchObject({ code: 'FORBIDDEN_SCOPE' });
    expect(body<ErrorBody>(refused).content.message).toContain('bookings:write');
    expect((await px.call(secret, 'GET', '/v1/partner/reservations')).statusCode).toBe(403);

    const none = await px.call(null, 'GET', '/v1/partner/reservations');
    expect(none.statusCode).toBe(401);
    expect(body<ErrorBody>(none).code).toBe('UNAUTHORIZED');
    const made = `fk_${'0'.repeat(12)}_${'A'.repeat(43)}`;
    for (const key of [made, 'anahtar', `${secret.slice(0, -1)}x`]) {
      const res = await px.call(key, 'GET', '/v1/partner/reservations');
      expect(res.statusCode, key).toBe(401);
      expect(body<ErrorBody>(res).content.message).toMatch(/geçersiz, iptal edilmiş veya süresi dolmuş/);
    }

    const writer = await px.partner();
    const issued = await px.key(writer.id);
    expect((await px.call(issued.secret, 'GET', '/v1/partner/reservations')).statusCode).toBe(200);
    expect(await px.revoke(writer.id, issued.key.id)).toMatchObject({ status: 'revoked' });
    const revoked = await px.call(issued.secret, 'GET', '/v1/partner/reservations');
    expect(revoked.statusCode).toBe(401);
    expect(body<ErrorBody>(revoked).code).toBe('UNAUTHORIZED');

    const other = await px.key(writer.id);
    await px.admin('PUT', `/v1/admin/partners/${writer.id}`, { disabled: true });
    const disabled = await px.call(other.secret, 'GET', '/v1/partner/reservations');
    expect(disabled.statusCode).toBe(401);
    expect(body<ErrorBody>(disabled).content.message).toMatch(/erişimi kapatılmış/);
  });

  it('keeps a rotated key working until the overlap the office chose, then only the new one', async () => {
    const partner = await px.partner();
    const first = await px.key(partner.id);
    const rotated = await px.rotate(partner.id, first.key.id);
    const ok = (key: string) => px.call(key, 'GET', '/v1/partner/reservations').then((r) => r.statusCode);
    expect(await ok(first.secret)).toBe(200);
    expect(await ok(rotated.secret)).toBe(200);
    const detail = await px.admin<{ keys: KeyBody[] }>('GET', `/v1/admin/partners/${partner.id}`);
    const old = detail.keys.find((k) => k.id === first.key.id)!;
    expect(old.status).toBe('expiring');
    const hours = (Date.parse(old.expiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The overlap ends: the old key stops, the new one goes on.
    await t.db.sql`update partner_keys set expires_at = now() - interval '1 second' where id = ${first.key.id}`;
    expect(await ok(first.secret)).toBe(401);
    expect(await ok(rotated.secret)).toBe(200);
    // Rotating with no overlap stops the key at once; a stopped key cannot be rotated again.
    const third = await px.rotate(partner.id, rotated.key.id, 0);
    expect(await ok(rotated.secret)).toBe(401);
    expect(await ok(third.secret)).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/partners/${partner.id}/keys/${first.key.id}/rotate`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets a partner read, list and cancel only its own bookings: another partner’s and the website’s are 404', async () => {
    const a = await px.partner();
    const b = await px.partner({ scopes: ['bookings:read', 'bookings:write'] });
    const keyA = (await px.key(a.id)).secret;
    const keyB = (await px.key(b.id)).secret;
    const mine = body<Answer>(await book(keyA, `kendi-${a.id}`, night({ partnerReference: 'A-1' }))).content;
    const website = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers: { 'x-forwarded-for': '198.51.100.20' },
      payload: night({ customer: { name: 'Web Müşterisi', email: 'web@example.com', phone: '+90 555 200 00 00' } }),
    });
    expect(website.statusCode).toBe(201);
    const websiteId = body<{ content: { id: string } }>(website).content.id;

    expect(body<Answer>(await px.call(keyA, 'GET', `/v1/partner/reservations/${mine.id}`)).content.id).toBe(mine.id);
    for (const [key, id] of [
      [keyB, mine.id],
      [keyA, websiteId],
      [keyB, websiteId],
    ] as const) {
      const res = await px.call(key, 'GET', `/v1/partner/reservations/${id}`);
      expect(res.statusCode).toBe(404);
      expect(body<ErrorBody>(res).code).toBe('NOT_FOUND');
    }
    expect((await px.call(keyB, 'POST', `/v1/partner/reservations/${mine.id}/cancel`)).statusCode).toBe(404);
    const listB = body<{ content: PartnerReservationBody[]; total: number }>(
      await px.call(keyB, 'GET', '/v1/partner/reservations'),
    );
    expect(listB).toMatchObject({ content: [], total: 0 });
    const listA = body<{ content: PartnerReservationBody[] }>(
      await px.call(keyA, 'GET', '/v1/partner/reservations?status=option'),
    );
    expect(listA.content.map((r) => r.id)).toEqual([mine.id]);

    const cancelled = await px.call(keyA, 'POST', `/v1/partner/reservations/${mine.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(body<Answer>(cancelled).content.status).toBe('cancelled');
    const [free] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from occupancy where ref = ${mine.id} and active`;
    expect(free!.n).toBe(0);
    expect(
      body<{ content: unknown[] }>(await px.call(keyA, 'GET', '/v1/partner/reservations?status=option')).content,
    ).toEqual([]);
  });

  it('refuses to cancel a booking that is no longer an option (409)', async () => {
    const partner = await px.partner();
    const { secret } = await px.key(partner.id);
    const r = body<Answer>(await book(secret, `onayli-${partner.id}`, night())).content;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reservations/${r.id}/payments`,
      headers: bearer(admin.token),
      payload: { amount: r.deposit, currency: 'EUR', method: 'bank_transfer', receivedOn: '2026-11-20' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await px.call(secret, 'POST', `/v1/partner/reservations/${r.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).code).toBe('NOT_AN_OPTION');
  });
});
