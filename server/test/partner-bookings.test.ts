import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures, type ErrorBody } from './catalog.js';
import { nightOn, partnerFixtures, type PartnerReservationBody } from './partner-fixtures.js';
import { visitorLinkOf } from './visitor-link.js';

type Answer = { content: PartnerReservationBody };

interface OfficeReservation {
  id: string;
  channel: string;
  partner: { id: string; name: string; reference: string | null } | null;
  terms: { commission?: { percent: number; amount: number } };
}

describe('partner bookings: idempotency, commission, the office, limits, origins and the audit trail', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const px = partnerFixtures(t, admin.token);
  const boat = await fx.boat(owner.id);
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 123_457, 'EUR');
  let day = 0;
  const night = (extra: Record<string, unknown> = {}) => nightOn(boat.slug, day++, extra);
  const book = (key: string, idempotencyKey: string | null, payload: object) =>
    px.call(key, 'POST', '/v1/partner/reservations', {
      payload,
      headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
    });
  const office = async <T>(url: string) =>
    body<T>(await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) }));

  it('requires an Idempotency-Key, answers a retry with the same reservation and a reused key with a 409', async () => {
    const partner = await px.partner();
    const { secret } = await px.key(partner.id);
    const missing = await book(secret, null, night());
    expect(missing.statusCode).toBe(400);
    expect(body<ErrorBody>(missing)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(body<ErrorBody>(missing).content.message).toMatch(/Idempotency-Key başlığı zorunludur/);

    const payload = night({ partnerReference: 'LT-1' });
    const first = await book(secret, 'istek-0001', payload);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await book(secret, 'istek-0001', payload);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(body<Answer>(again).content).toEqual(body<Answer>(first).content);
    const [count] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from reservations where partner_id = ${partner.id}`;
    expect(count!.n).toBe(1);

    for (const other of [night(), { ...payload, partnerReference: 'LT-2' }]) {
      const reused = await book(secret, 'istek-0001', other);
      expect(reused.statusCode).toBe(409);
      expect(body<ErrorBody>(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    // Keys are the partner's own: another partner's same key is another booking.
    const second = await px.partner();
    const theirs = await book((await px.key(second.id)).secret, 'istek-0001', night());
    expect(theirs.statusCode).toBe(201);
    expect(body<Answer>(theirs).content.id).not.toBe(body<Answer>(first).content.id);
  });

  it('records the commission in the booking’s terms, which the office and the partner read; the guest does not', async () => {
    const partner = await px.partner({ commissionPercent: 12.5 });
    const { secret } = await px.key(partner.id);
    const r = body<Answer>(await book(secret, 'komisyon-0001', night({ partnerReference: 'KOM-7' }))).content;
    const total = r.terms.contract.total;
    expect(r.terms.commission).toEqual({ percent: 12.5, amount: Math.round(total * 0.125) });
    const [stored] = await t.db.sql<{ terms: { commission: unknown }; channel: string; partnerReference: string }[]>`
      select terms, channel, partner_reference from reservations where id = ${r.id}`;
    expect(stored).toMatchObject({
      channel: 'partner',
      partnerReference: 'KOM-7',
      terms: { commission: r.terms.commission },
    });

    const seen = (await office<{ content: OfficeReservation }>(`/v1/admin/reservations/${r.id}`)).content;
    expect(seen).toMatchObject({
      channel: 'partner',
      partner: { id: partner.id, name: partner.name, reference: 'KOM-7' },
    });
    expect(seen.terms.commission).toEqual(r.terms.commission);
    const filtered = await office<{ content: OfficeReservation[]; total: number }>(
      `/v1/admin/reservations?partner_id=${partner.id}`,
    );
    expect(filtered.content.map((x) => x.id)).toEqual([r.id]);
    const events = await office<{ content: { type: string; actor: { kind: string; name: string } }[] }>(
      `/v1/admin/reservations/${r.id}/events`,
    );
    expect(events.content[0]).toMatchObject({
      type: 'ReservationRequested',
      actor: { kind: 'partner', name: `İş ortağı (${partner.name})` },
    });

    // The guest's own page (its link is in the guest's mail) shows the terms without the commission.
    const { token } = await visitorLinkOf(t.db.sql, r.id);
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/visitor-reservations/${r.reference}?t=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(body<{ content: { terms: object } }>(page).content.terms).not.toHaveProperty('commission');
    // A later change of the partner's commission does not touch a booking already made.
    await px.admin('PUT', `/v1/admin/partners/${partner.id}`, { commissionPercent: 20 });
    const reread = body<Answer>(await px.call(secret, 'GET', `/v1/partner/reservations/${r.id}`)).content;
    expect(reread.terms.commission).toEqual(r.terms.commission);
  });

  it('counts a partner’s requests a minute in PostgreSQL (429 with Retry-After) and its requests per day for the panel', async () => {
    const partner = await px.partner({ requestsPerMinute: 3 });
    const { secret, key } = await px.key(partner.id);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await px.call(secret, 'GET', '/v1/partner/reservations'));
    expect(statuses.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(body<ErrorBody>(statuses[3]!).code).toBe('RATE_LIMITED');
    expect(Number(statuses[3]!.headers['retry-after'])).toBeGreaterThan(0);
    const [counter] = await t.db.sql<{ hits: number }[]>`
      select hits from request_counters where key = ${`partner:${partner.id}`} order by window_start desc limit 1`;
    expect(counter!.hits).toBeGreaterThanOrEqual(4);
    const detail = await px.admin<{
      usage: { day: string; requests: number }[];
      keys: { lastUsedAt: string | null }[];
    }>('GET', `/v1/admin/partners/${partner.id}`);
    expect(detail.usage).toHaveLength(14);
    expect(detail.usage.at(-1)!.requests).toBeGreaterThanOrEqual(4);
    expect(detail.keys.find((k) => k)!.lastUsedAt).not.toBeNull();
    expect(key.lastUsedAt).toBeNull();
  });

  it('answers browser calls only from the partner’s own origins', async () => {
    const partner = await px.partner({ allowedOrigins: ['https://acente.example/'] });
    expect(partner.allowedOrigins).toEqual(['https://acente.example']);
    const { secret } = await px.key(partner.id);
    const from = (origin: string) => px.call(secret, 'GET', '/v1/partner/reservations', { headers: { origin } });
    const allowed = await from('https://acente.example');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://acente.example');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('ETag');
    const other = await from('https://baska.example');
    expect(other.statusCode).toBe(403);
    expect(body<ErrorBody>(other).code).toBe('ORIGIN_NOT_ALLOWED');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/partner/availability?from=2027-06-01&to=2027-06-08',
      headers: { origin: 'https://acente.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://acente.example');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-Api-Key');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/partners',
      headers: bearer(admin.token),
      payload: { name: 'Kötü adres', allowedOrigins: ['https://acente.example/yol'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('audits the office’s changes to a partner: who, what and when, contact details by name only', async () => {
    const partner = await px.partner({ contactEmail: 'gizli.kisi@acente.example', commissionPercent: 10 });
    const issued = await px.key(partner.id);
    await px.rotate(partner.id, issued.key.id, 2);
    await px.admin('PUT', `/v1/admin/partners/${partner.id}`, {
      contactEmail: 'yeni.kisi@acente.example',
      scopes: ['availability:read'],
      requestsPerMinute: 120,
    });
    await px.revoke(partner.id, issued.key.id);
    const trail = await px.admin<{ type: string; title: string; actor: { kind: string; id: number | null } }[]>(
      'GET',
      `/v1/admin/partners/${partner.id}/events`,
    );
    expect(trail.map((e) => e.type)).toEqual([
      'PartnerRegistered',
      'PartnerKeyIssued',
      'PartnerKeyIssued',
      'PartnerChanged',
      'PartnerKeyRevoked',
    ]);
    for (const e of trail) expect(e.actor).toEqual({ kind: 'user', id: admin.id, name: expect.any(String) as string });
    expect(trail[2]!.title).toMatch(/Anahtar yenilendi: .* tarihine kadar çalışır/);
    expect(trail[3]!.title).toBe(
      'Bilgiler değişti: yetkiler: müsaitlik okuma; dakikada 120 istek; iletişim bilgisi (e-posta)',
    );
    const [inLog] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from events where stream_id = ${`partner-${partner.id}`}
        and (data::text like '%gizli.kisi%' or data::text like '%yeni.kisi%')`;
    expect(inLog!.n).toBe(0);
  });

  it('keeps the language the partner is written to: Turkish unless the office says English, every change audited', async () => {
    const plain = await px.partner();
    expect(plain).toMatchObject({ language: 'tr' });
    const partner = await px.partner({ language: 'en', commissionPercent: 12.5 });
    expect(partner).toMatchObject({ language: 'en' });
    const detail = await px.admin<{ partner: { language: string } }>('GET', `/v1/admin/partners/${partner.id}`);
    expect(detail.partner.language).toBe('en');
    // A PUT without it keeps it; one naming it changes it.
    expect(await px.admin('PUT', `/v1/admin/partners/${partner.id}`, { requestsPerMinute: 90 })).toMatchObject({
      language: 'en',
    });
    expect(
      await px.admin('PUT', `/v1/admin/partners/${partner.id}`, { language: 'tr', commissionPercent: 7.25 }),
    ).toMatchObject({ language: 'tr' });
    const listed = await px.admin<{ id: string; language: string }[]>(
      'GET',
      `/v1/admin/partners?search=${encodeURIComponent(partner.name)}`,
    );
    expect(listed.find((p) => p.id === partner.id)?.language).toBe('tr');

    for (const [method, url] of [
      ['POST', '/v1/admin/partners'],
      ['PUT', `/v1/admin/partners/${partner.id}`],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url,
        headers: bearer(admin.token),
        payload: { name: `Almanca ${Date.now()}`, language: 'de' },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      const error = body<ErrorBody>(refused);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.content.message).toMatch(/language/);
      expect(error.content.message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }

    const trail = await px.admin<{ type: string; title: string }[]>('GET', `/v1/admin/partners/${partner.id}/events`);
    expect(trail.map((e) => e.title)).toEqual([
      expect.stringMatching(/^İş ortağı kaydedildi: .*komisyon %12,5;.*yazışma dili İngilizce$/),
      'Bilgiler değişti: dakikada 90 istek',
      'Bilgiler değişti: komisyon %7,25; yazışma dili Türkçe',
    ]);
  });
});
