import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailDelivery } from '../src/mail/delivery.js';
import { HELD_FOR_DIGEST } from '../src/mail/hold-digest.js';
import { createMailQueue } from '../src/mail/queue.js';
import { sendHoldDigest } from '../src/mail/send-hold-digest.js';
import { createMailTransport } from '../src/mail/transport.js';
import { createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { startTestSmtp, textOf, toOf } from './smtp.js';

/** Issue 35 point 7: during a flood the office gets a digest every 15 minutes, not a notice per hold. */
const OFFICE = 'ofis@fethiyetekne.test';
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const nextYear = new Date().getFullYear() + 1;

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('office notices during a flood', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const t = await createTestApp({
    TRUST_PROXY: 'on',
    OFFICE_EMAIL: OFFICE,
    HOLD_LIMIT_PER_CLIENT_HOUR: '100',
    HOLD_SURGE_PER_HOUR: '3',
    HOLD_SURGE_OPTION_MINUTES: '30',
    PUBLIC_URL: 'https://tekne.example',
  });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id);
  await fx.price(boat.id, `${nextYear}-04-01`, `${nextYear}-10-31`, 150_000, 'EUR');
  const transport = createMailTransport(smtp.url, log);
  afterAll(() => transport.close());
  const delivery = createMailDelivery({
    sql: t.db.sql,
    transport,
    from: 'Fethiye Tekne <site@fethiyetekne.test>',
    log,
  });
  const digest = () =>
    sendHoldDigest(t.db.sql, {
      queue: createMailQueue(),
      officeEmail: OFFICE,
      surge: { holdsPerHour: 3, optionMinutes: 30 },
    });

  let n = 0;
  const book = async () => {
    const i = n++;
    const d = new Date(Date.UTC(nextYear, 3, 1 + i));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers: { 'x-forwarded-for': `198.18.1.${1 + i}` },
      payload: {
        boatSlug: boat.slug,
        start: d.toISOString().slice(0, 10),
        end: new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10),
        guests: 2,
        customer: { name: `Ziyaretçi ${i}`, email: `z${i}@example.com`, phone: `+90 540 ${String(1_000_000 + i)}` },
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ content: { id: string; reference: string } }>().content;
  };
  const officeMails = () =>
    t.db.sql<{ id: string; kind: string; status: string; reservationId: string | null; lastError: string | null }[]>`
      select id, kind, status, reservation_id, last_error from outbox_mails where recipient = ${OFFICE} order by created_at, id`;
  const sent = async (kind: string) => (await officeMails()).filter((m) => m.kind === kind && m.status !== 'skipped');
  /** Time passes for the flood notices: each is made `minutes` older. */
  const age = (minutes: number) =>
    t.db.sql`update outbox_mails set created_at = created_at - make_interval(mins => ${minutes})
             where kind in ('hold_surge_office', 'hold_digest_office')`;

  const flood: { id: string; reference: string }[] = [];

  it('sends one notice per hold below the threshold, and past it the alert alone, holding the notices back', async () => {
    for (let i = 0; i < 3; i++) await book();
    for (let i = 0; i < 10; i++) flood.push(await book());
    await eventually(async () => (await officeMails()).length === 14);
    expect(await sent('reservation_received_office')).toHaveLength(3);
    expect(await sent('hold_surge_office')).toHaveLength(1);
    const held = (await officeMails()).filter(
      (m) => m.kind === 'reservation_received_office' && m.status === 'skipped',
    );
    expect(held.map((m) => m.reservationId).sort()).toEqual(flood.map((f) => f.id).sort());
    expect(held.every((m) => m.lastError === HELD_FOR_DIGEST)).toBe(true);
    // The alert went just now: no digest within 15 minutes of it.
    expect(await digest()).toBe(0);
  });

  it('sends a Turkish digest of the held holds 15 minutes after the last notice, through SMTP, once', async () => {
    // One visitor confirms through the mailed link before the digest.
    const [mail] = await t.db.sql<{ html: string }[]>`
      select html from outbox_mails where kind = 'hold_confirmation' and reservation_id = ${flood[0]!.id}`;
    const link = /href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&');
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `${link.slice('https://tekne.example'.length)}&confirm=1`,
    });
    expect(confirmed.statusCode).toBe(200);

    await age(16);
    // Two instances' jobs at once: one digest.
    expect((await Promise.all([digest(), digest()])).sort()).toEqual([0, 10]);
    expect(await digest()).toBe(0);
    const [row] = await sent('hold_digest_office');
    expect(await sent('hold_digest_office')).toHaveLength(1);
    expect(await delivery.deliver(row!.id)).toBe('sent');
    const [received] = await smtp.waitForText('Özet: yoğunluk sırasında 10 yeni site rezervasyon isteği', 1);
    expect(toOf(received!)).toEqual([OFFICE]);
    const text = textOf(received!);
    for (const f of flood) expect(text).toContain(f.reference);
    expect(text).toContain(boat.name);
    expect(text).toMatch(/bunlardan 9 tanesi ziyaretçinin e-postadaki bağlantıyla onaylamasını bekliyor/);
    expect(text).toContain(`${flood[0]!.reference} – ${boat.name}`);
    expect(text).toMatch(/ziyaretçi onayladı, opsiyonda/);
    expect(text).toMatch(/onay bekliyor \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} saatine kadar\)/);
    // No one's personal data: the digest names holds, not people.
    expect(text).not.toMatch(/Ziyaretçi \d|@example\.com|\+90/);
  });

  it('keeps the pace while the flood lasts: the next holds wait 15 minutes for the next digest, and the alert does not come back', async () => {
    for (let i = 0; i < 5; i++) flood.push(await book());
    await eventually(async () => (await t.db.sql`select 1 from office_hold_digest`).length === 15);
    expect(await digest()).toBe(0);
    await age(16);
    expect(await digest()).toBe(5);
    expect(await sent('hold_digest_office')).toHaveLength(2);
    expect(await sent('hold_surge_office')).toHaveLength(1);
    expect(await sent('reservation_received_office')).toHaveLength(3);
  });

  it('goes back to one notice per hold when the flood ends', async () => {
    // An hour later: the flood's holds no longer count toward the threshold.
    await t.db.sql`update reservations set created_at = created_at - interval '2 hours'`;
    const calm = await book();
    await eventually(async () => (await sent('reservation_received_office')).length === 4);
    expect((await sent('reservation_received_office')).at(-1)!.reservationId).toBe(calm.id);
    await age(16);
    expect(await digest()).toBe(0);
  });
});
