import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { pool } from './processes.js';
import { DEFAULT_LIMITS, post, night } from './public-limits.js';

describe('public limits on holds, quotes and mails', async () => {
  const t = await createTestApp(DEFAULT_LIMITS);
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boats: { slug: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const boat = await fx.boat(owner.id);
    await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
    boats.push(boat);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  let slot = 0;
  /** A booking of a night nobody else asks for (boat and day from a counter), so only a limit can refuse it. */
  const booking = (who: { email: string; phone: string; name?: string }) => {
    const s = slot++;
    return {
      boatSlug: boats[s % boats.length]!.slug,
      ...night(Math.floor(s / boats.length)),
      guests: 2,
      customer: { name: who.name ?? 'Deniz Yıldız', ...who },
    };
  };
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('never asks an address to wait longer than its hour, though a concurrent hold stamped later lapses after it', async () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
    const key = `client:race-${Date.now()}`;
    // The kept hold of a request that stamped its time 2 s after this one and committed first.
    await t.db
      .sql`insert into hold_limits (key, ids, untils) values (${key}, array[gen_random_uuid()], array[${at(3602)}::timestamptz])`;
    const limits = JSON.stringify([{ key, max: 1, optionsOnly: false, until: at(3600) }]);
    const [row] = await t.db.sql<
      { refusal: string }[]
    >`select hold_limit_refusal((${limits}::text)::jsonb, ${now.toISOString()}::timestamptz, null) as refusal`;
    expect(row!.refusal).toBe('1:3600');
  });

  it('holds at most 5 ranges for a flood of 1 000 booking attempts from one address, the rest 429 with Retry-After', async () => {
    const ip = '203.0.113.7';
    const started = Date.now();
    const answers = await pool(1000, 10, (i) =>
      post(
        `${base}/v1/reservations`,
        booking({ email: `sel${i}@example.com`, phone: `+90 555 ${String(1_000_000 + i)}` }),
        from(ip),
      ),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(995);
    for (const a of refused) {
      expect(a.body.code).toBe('TOO_MANY_HOLDS');
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(3600);
      expect(a.body.content.message).toMatch(/son bir saat içinde çok sayıda rezervasyon isteği/);
    }
    const [held] = await t.db
      .sql`select count(*)::int as n from reservations where channel = 'website' and status = 'option'`;
    expect(held!.n).toBe(5);
    // The mails of the flood: one request-received mail to the customer per hold, never more.
    await new Promise((r) => setTimeout(r, 300));
    const [mails] = await t.db
      .sql`select count(*)::int as n from outbox_mails where kind = 'reservation_received_customer' and status <> 'skipped'`;
    expect(mails!.n).toBeLessThanOrEqual(5);
  }, 90_000);

  it('shows the office the channel and the client fingerprint, and cancels every live option of one fingerprint with a reason', async () => {
    const flood = await t.db.sql<
      { id: string }[]
    >`select id from reservations where status = 'option' order by created_at`;
    expect(flood).toHaveLength(5);
    const other = await post(
      `${base}/v1/reservations`,
      booking({ email: 'durust@example.com', phone: '+90 539 000 00 01' }),
      from('198.51.100.99'),
    );
    expect(other.status).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reservations/${flood[0]!.id}`,
      headers: bearer(admin.token),
    });
    const r = detail.json<{ content: { channel: string; clientFingerprint: string | null } }>().content;
    expect(r.channel).toBe('website');
    expect(r.clientFingerprint).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const ownerTry = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations/cancel-client-options',
      headers: bearer(owner.token),
      payload: { fingerprint: r.clientFingerprint, note: 'deneme' },
    });
    expect(ownerTry.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations/cancel-client-options',
      headers: bearer(admin.token),
      payload: { fingerprint: r.clientFingerprint, note: 'Tek adresten toplu sahte istek' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: { cancelled: number } }>().content.cancelled).toBe(5);
    const statuses = await t.db.sql<
      { status: string }[]
    >`select status from reservations where id = any(${flood.map((f) => f.id)}::uuid[])`;
    expect(statuses.every((x) => x.status === 'cancelled')).toBe(true);
    // The honest visitor's option stays; the occupancy of the flood is free again.
    const [kept] = await t.db.sql<
      { status: string }[]
    >`select status from reservations where id = ${other.body.content.id!}`;
    expect(kept!.status).toBe('option');
    const [busy] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from occupancy where active and ref = any(${flood.map((f) => f.id)}::text[])`;
    expect(busy!.n).toBe(0);
    // Who and why, in the audit trail.
    const events = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reservations/${flood[0]!.id}/events`,
      headers: bearer(admin.token),
    });
    expect(events.body).toContain('Tek adresten toplu sahte istek');
    // The office's words are kept beside the log (a person's text, erasable), the event refers to them.
    const [stored] = await t.db.sql<{ metadata: { actor: { id?: number } }; note: string }[]>`
      select e.metadata, t.body as note from events e join personal_texts t on t.id = (e.data->'note'->>'$text')::uuid
      where e.stream_id = ${`reservation-${flood[0]!.id}`} and e.type = 'ReservationCancelled'`;
    expect(stored!.metadata.actor.id).toBe(admin.id);
    expect(stored!.note).toContain('Tek adresten toplu sahte istek');
  });

  it('lets a hotel’s shared address book 5 boats for 5 families in an hour', async () => {
    const ip = '198.51.100.20';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await post(
          `${base}/v1/reservations`,
          booking({ email: `aile${i}@example.com`, phone: `+90 532 40${i} 00 00`, name: `Aile ${i}` }),
          from(ip),
        ),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    // The sixth within the hour is refused; another address is not affected.
    expect(
      (
        await post(
          `${base}/v1/reservations`,
          booking({ email: 'aile6@example.com', phone: '+90 532 406 00 00' }),
          from(ip),
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await post(
          `${base}/v1/reservations`,
          booking({ email: 'komsu@example.com', phone: '+90 532 407 00 00' }),
          from('198.51.100.21'),
        )
      ).status,
    ).toBe(201);
  });

  it('lets one e-mail or one phone hold 2 live options; a paid or cancelled one frees its place', async () => {
    const family = { email: 'Aile.Kaya@example.com', phone: '+90 533 111 22 33' };
    const first = await post(`${base}/v1/reservations`, booking(family), from('192.0.2.1'));
    const second = await post(`${base}/v1/reservations`, booking(family), from('192.0.2.2'));
    expect([first.status, second.status]).toEqual([201, 201]);
    // Same e-mail in other letters, from another address: refused.
    const third = await post(
      `${base}/v1/reservations`,
      booking({ ...family, email: 'aile.kaya@EXAMPLE.com', phone: '+90 533 999 99 99' }),
      from('192.0.2.3'),
    );
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('TOO_MANY_OPTIONS');
    expect(third.body.content.message).toMatch(/e-posta adresiyle ödeme bekleyen 2 rezervasyon isteği zaten var/);
    expect(Number(third.retryAfter)).toBeGreaterThan(3600);
    // Same phone written another way, with another e-mail: refused as well.
    const samePhone = await post(
      `${base}/v1/reservations`,
      booking({ email: 'baska@example.com', phone: '0533 111 2233' }),
      from('192.0.2.4'),
    );
    expect(samePhone.status).toBe(429);
    expect(samePhone.body.content.message).toMatch(/telefon numarasıyla/);
    // The office cancels one: the family may ask again.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/reservations/${first.body.content.id}`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled', cancelReason: 'customer' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await post(`${base}/v1/reservations`, booking(family), from('192.0.2.5'))).status).toBe(201);
  });

  it('answers a retried request at the limit with the reservation it already made', async () => {
    const ip = '192.0.2.50';
    const key = { 'idempotency-key': 'retry-at-limit-0001' };
    const payloads = Array.from({ length: 5 }, (_, i) =>
      booking({ email: `tekrar${i}@example.com`, phone: `+90 534 00${i} 00 00` }),
    );
    const first = await post(`${base}/v1/reservations`, payloads[0]!, { ...from(ip), ...key });
    for (const p of payloads.slice(1)) expect((await post(`${base}/v1/reservations`, p, from(ip))).status).toBe(201);
    const retry = await post(`${base}/v1/reservations`, payloads[0]!, { ...from(ip), ...key });
    expect(retry.status).toBe(200);
    expect(retry.body.content.reference).toBe(first.body.content.reference);
  });

  it('limits quotes to 120 a minute per address, with Retry-After, and not other addresses', async () => {
    const slug = boats[0]!.slug;
    const quote = (ip: string) =>
      post(`${base}/v1/boats/${slug}/quote`, { start: '2027-09-01', end: '2027-09-04', currency: 'EURO' }, from(ip));
    // Both windows fit in one minute unless the minute turns in between: then the count restarts
    // once, and the limit may let up to 120 more through.
    const answers = await pool(300, 10, () => quote('203.0.113.99'));
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(120);
    expect(ok).toBeLessThanOrEqual(240);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBe(300 - ok);
    expect(
      refused.every((a) => Number(a.retryAfter) >= 1 && Number(a.retryAfter) <= 60 && a.body.code === 'RATE_LIMITED'),
    ).toBe(true);
    expect((await quote('203.0.113.100')).status).toBe(200);
  });

  it('keeps no raw client address: the customer row holds a keyed hash', async () => {
    const rows = await t.db.sql<{ clientFingerprint: string | null }[]>`select client_fingerprint from customers`;
    expect(rows.length).toBeGreaterThan(0);
    const dump =
      JSON.stringify(await t.db.sql`select * from customers`) +
      JSON.stringify(await t.db.sql`select * from hold_limits`) +
      JSON.stringify(await t.db.sql`select * from request_counters`);
    for (const ip of ['203.0.113.7', '198.51.100.20', '192.0.2.1']) expect(dump).not.toContain(ip);
    expect(rows.every((r) => r.clientFingerprint === null || /^[A-Za-z0-9_-]{16}$/.test(r.clientFingerprint))).toBe(
      true,
    );
  });
});
