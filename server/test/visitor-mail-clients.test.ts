import { describe, expect, it } from 'vitest';
import { VISITOR_MAIL_KINDS } from '../src/mail/visitor-limits.js';
import { bearer, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

/** Issue 35 point 3: the visitor mail limits count every form, by client and by mailbox. */
const LIMITS = {
  TRUST_PROXY: 'on',
  HOLD_LIMIT_PER_CLIENT_HOUR: '20',
  HOLD_LIMIT_PER_CONTACT: '20',
  ENQUIRY_LIMIT_PER_10_MINUTES: '100',
  HOLD_SURGE_PER_HOUR: '1000000',
};
const nextYear = new Date().getFullYear() + 1;
const PER_CLIENT = /^Aynı bağlantıdan gelen isteklerle son bir saatte 5 e-posta gönderildi/;
const PER_MAILBOX = /^Bu adrese son 24 saatte ziyaretçi isteğiyle 3 e-posta gönderildi/;

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An app with the given mail limits, a boat for rent, a boat for sale, and one helper per public form. */
async function forms(env: Record<string, string>) {
  const t = await createTestApp({ ...LIMITS, ...env });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const rent = await fx.boat(owner.id);
  await fx.price(rent.id, `${nextYear}-04-01`, `${nextYear}-10-31`, 150_000, 'EUR');
  const sale = await fx.boat(owner.id, {
    forRent: false,
    forSale: true,
    salePriceMinor: 50_000_000,
    saleCurrency: 'EUR',
  });
  let day = 0;
  const night = () => {
    const d = new Date(Date.UTC(nextYear, 3, 1 + day++));
    return { start: d.toISOString().slice(0, 10), end: new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10) };
  };
  const post = (url: string, ip: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload });
  const send = {
    booking: (email: string, ip: string) =>
      post('/v1/reservations', ip, {
        boatSlug: rent.slug,
        ...night(),
        guests: 2,
        customer: { name: 'Ayşe Kaya', email, phone: `+90 537 ${String(1_000_000 + day).slice(-7)}` },
      }),
    contact: (email: string, ip: string) =>
      post('/v1/website/contact', ip, { name: 'Ayşe Kaya', email, subject: 'Soru', message: 'Tekne müsait mi?' }),
    charter: (email: string, ip: string) =>
      post('/v1/website/enquiry', ip, {
        kind: 'charter',
        boatSlug: rent.slug,
        name: 'Ayşe Kaya',
        email,
        preferredContact: 'email',
        ...night(),
        guests: 4,
      }),
    purchase: (email: string, ip: string) =>
      post('/v1/website/enquiry', ip, {
        kind: 'purchase',
        boatSlug: sale.slug,
        name: 'Ayşe Kaya',
        email,
        preferredContact: 'email',
        message: 'Fiyatta pazarlık olur mu?',
      }),
  };
  const visitorMails = (mailbox: string) =>
    t.db.sql<
      { id: string; kind: string; status: string; lastError: string | null; clientFingerprint: string | null }[]
    >`
      select id, kind, status, last_error, client_fingerprint from outbox_mails
      where mailbox_of(recipient) = ${mailbox} and kind = any(${[...VISITOR_MAIL_KINDS]}) order by created_at, id`;
  return { t, admin, send, visitorMails };
}

describe('the per-client hourly mail limit, whatever the form', async () => {
  const { t, admin, send, visitorMails } = await forms({
    MAIL_LIMIT_PER_RECIPIENT_DAY: '100',
    MAIL_LIMIT_PER_CLIENT_HOUR: '5',
  });

  it('sends 5 of the mails that one client address causes to victim+c1…c5 through every public form, and no more', async () => {
    const ip = '203.0.113.80';
    const kinds = ['booking', 'contact', 'charter', 'purchase'] as const;
    // Every form five times, in turns, each to a new +tag of one mailbox.
    // Each form's mail is awaited (a booking's is written after its commit), so the order is known.
    let n = 0;
    for (let round = 0; round < 5; round++)
      for (const kind of kinds) {
        const res = await send[kind](`victim+c${round + 1}@example.net`, ip);
        expect(res.statusCode, `${kind} ${res.body}`).toBeLessThan(300);
        n++;
        await eventually(async () => (await visitorMails('victim@example.net')).length === n);
      }
    const rows = await visitorMails('victim@example.net');
    const sent = rows.filter((m) => m.status !== 'skipped');
    expect(sent).toHaveLength(5);
    // The booking mails count too (the first round: a booking, a contact copy, two enquiry copies, a booking).
    expect(sent.map((m) => m.kind).sort()).toEqual([
      'contact_copy',
      'contact_copy',
      'contact_copy',
      'reservation_received_customer',
      'reservation_received_customer',
    ]);
    const skipped = rows.filter((m) => m.status === 'skipped');
    expect(skipped).toHaveLength(15);
    for (const m of skipped) expect(m.lastError).toMatch(PER_CLIENT);
    // Every row names one client by its keyed hash, the one the booking's customer row holds.
    const [customer] = await t.db.sql<{ fp: string }[]>`
      select distinct c.client_fingerprint as fp from customers c where c.email like 'victim+%'`;
    expect(new Set(rows.map((m) => m.clientFingerprint))).toEqual(new Set([customer!.fp]));
    const [raw] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from outbox_mails where client_fingerprint like '%203.0.113%'`;
    expect(raw!.n).toBe(0);
  });

  it('still sends the mails another client address causes', async () => {
    for (const kind of ['contact', 'charter', 'booking'] as const)
      expect((await send[kind]('komsu@example.net', '198.51.100.80')).statusCode).toBeLessThan(300);
    await eventually(async () => (await visitorMails('komsu@example.net')).length === 3);
    expect((await visitorMails('komsu@example.net')).every((m) => m.status !== 'skipped')).toBe(true);
  });

  it('blanks the client fingerprint of the mails of an erased person', async () => {
    expect((await send.booking('silinecek@example.net', '198.51.100.81')).statusCode).toBe(201);
    expect((await send.contact('silinecek@example.net', '198.51.100.81')).statusCode).toBe(200);
    await eventually(async () => (await visitorMails('silinecek@example.net')).length === 2);
    const before = await visitorMails('silinecek@example.net');
    expect(before.every((m) => m.clientFingerprint !== null)).toBe(true);
    const [r] = await t.db.sql<{ id: string }[]>`
      select r.id from reservations r join customers c on c.id = r.customer_id where c.email = 'silinecek@example.net'`;
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/reservations/${r!.id}/customer?alsoMessages=true`,
      headers: bearer(admin.token),
    });
    expect(erased.statusCode).toBe(200);
    const after = await t.db.sql<{ fp: string | null; erased: boolean }[]>`
      select client_fingerprint as fp, erased_at is not null as erased from outbox_mails
      where id = any(${before.map((m) => m.id)}::uuid[])`;
    expect(after).toEqual([
      { fp: null, erased: true },
      { fp: null, erased: true },
    ]);
  });
});

describe('the per-mailbox daily limit, whatever the form', async () => {
  const { send, visitorMails } = await forms({ MAIL_LIMIT_PER_RECIPIENT_DAY: '3', MAIL_LIMIT_PER_CLIENT_HOUR: '100' });

  it('counts victim+c1…c5 as one mailbox across booking, contact and enquiry forms from five addresses', async () => {
    const order = ['booking', 'contact', 'charter', 'purchase', 'contact'] as const;
    for (const [i, kind] of order.entries()) {
      expect((await send[kind](`Victim+c${i + 1}@Example.net`, `198.51.100.${90 + i}`)).statusCode).toBeLessThan(300);
      await eventually(async () => (await visitorMails('victim@example.net')).length === i + 1);
    }
    const rows = await visitorMails('victim@example.net');
    expect(rows.map((m) => m.status === 'skipped')).toEqual([false, false, false, true, true]);
    for (const m of rows.slice(3)) expect(m.lastError).toMatch(PER_MAILBOX);
  });
});
