import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { DEFAULT_LIMITS, night, eventually } from './public-limits.js';

describe('mail a visitor causes', async () => {
  const t = await createTestApp({
    ...DEFAULT_LIMITS,
    HOLD_LIMIT_PER_CLIENT_HOUR: '10',
    MAIL_LIMIT_PER_CLIENT_HOUR: '3',
  });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id);
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  let day = 0;
  const book = (customer: { name: string; email: string; phone: string }, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers: { 'x-forwarded-for': ip },
      payload: { boatSlug: boat.slug, ...night(day++), guests: 2, customer },
    });
  const mails = (where: string) =>
    t.db.sql.unsafe<
      { kind: string; status: string; recipient: string; lastError: string | null; html: string; subject: string }[]
    >(`select kind, status, recipient, last_error, html, subject from outbox_mails where ${where} order by created_at`);

  it('sends at most 3 booking mails an hour for the requests of one address, and says why the others were not sent', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await book(
            { name: `Misafir ${i}`, email: `misafir${i}@example.com`, phone: `+90 536 00${i} 00 00` },
            '203.0.113.60',
          )
        ).statusCode,
      ).toBe(201);
    await eventually(
      async () => (await mails(`kind = 'reservation_received_customer' and recipient like 'misafir%'`)).length === 5,
    );
    const rows = await mails(`kind = 'reservation_received_customer' and recipient like 'misafir%'`);
    expect(rows.filter((m) => m.status !== 'skipped')).toHaveLength(3);
    const skipped = rows.filter((m) => m.status === 'skipped');
    expect(skipped).toHaveLength(2);
    expect(
      skipped.every((m) =>
        /Aynı bağlantıdan gelen isteklerle son bir saatte 3 e-posta gönderildi/.test(m.lastError ?? ''),
      ),
    ).toBe(true);
    // The office still hears of every booking.
    expect(await mails(`kind = 'reservation_received_office'`)).toHaveLength(5);
  });

  it('sends one recipient at most 3 visitor-caused mails a day, booking and contact form together', async () => {
    const stranger = 'yabanci@example.com';
    expect(
      (await book({ name: 'Ayşe Kaya', email: stranger, phone: '+90 537 000 00 01' }, '198.51.100.61')).statusCode,
    ).toBe(201);
    await eventually(async () => (await mails(`recipient = '${stranger}'`)).length === 1);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/website/contact',
        headers: { 'x-forwarded-for': `198.51.100.${70 + i}` },
        payload: { name: 'Ayşe Kaya', email: stranger, subject: `Soru ${i}`, message: 'Tekne müsait mi?' },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await mails(`recipient = '${stranger}'`);
    expect(rows.map((m) => m.status === 'skipped')).toEqual([false, false, false, true]);
    expect(rows[3]!.lastError).toMatch(/Bu adrese son 24 saatte ziyaretçi isteğiyle 3 e-posta gönderildi/);
    // The office's own mails to the customer are not limited.
    const [r] = await t.db.sql<
      { id: string }[]
    >`select r.id from reservations r join customers c on c.id = r.customer_id where c.email = ${stranger}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/sendbank',
      headers: bearer(admin.token),
      payload: { id: r!.id },
    });
    expect(sent.statusCode).toBe(200);
    const bank = await mails(`recipient = '${stranger}' and kind = 'bank_details'`);
    expect(bank.map((m) => m.status === 'skipped')).toEqual([false]);
  });

  it('counts the mailbox, not the spelling: +tags and Gmail dots are one recipient', async () => {
    const spellings = ['kurban+1@example.net', 'Kurban+2@Example.NET', 'kurban+c3@example.net', 'kurban@example.net'];
    for (const [i, email] of spellings.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/website/contact',
        headers: { 'x-forwarded-for': `198.51.100.${110 + i}` },
        payload: { name: 'Ayşe Kaya', email, subject: `Soru ${i}`, message: 'Tekne müsait mi?' },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await mails(`mailbox_of(recipient) = 'kurban@example.net'`);
    expect(rows.map((m) => m.status === 'skipped')).toEqual([false, false, false, true]);
    expect(rows[3]!.lastError).toMatch(/Bu adrese son 24 saatte ziyaretçi isteğiyle 3 e-posta gönderildi/);
    // The SQL rule is the TypeScript one.
    const [same] = await t.db.sql<{ a: string; b: string; c: string }[]>`
      select mailbox_of('V.I.C.T.I.M+x@GoogleMail.com') as a, mailbox_of(' Victim+1@Example.NET ') as b,
        mailbox_of('first.last@example.net') as c`;
    expect(same).toEqual({ a: 'victim@gmail.com', b: 'victim@example.net', c: 'first.last@example.net' });
  });

  it('never mails a link the visitor typed', async () => {
    const name = 'Kazandınız http://evil.example/x www.evil.com EVIL.COM <b>x</b>';
    expect((await book({ name, email: 'link@example.com', phone: '+90 538 000 00 01' }, '192.0.2.90')).statusCode).toBe(
      201,
    );
    await eventually(async () => (await mails(`recipient = 'link@example.com'`)).length === 1);
    const [mail] = await mails(`recipient = 'link@example.com'`);
    expect(mail!.html).not.toMatch(/https?:\/\/evil|www\.evil|evil\.com|EVIL\.COM|<b>/);
    expect(mail!.html).toContain('http[:]//evil[.]example/x www[.]evil[.]com EVIL[.]COM &lt;b&gt;x&lt;/b&gt;');
  });
});
