import { afterAll, describe, expect, it } from 'vitest';
import { createMailDelivery } from '../src/mail/delivery.js';
import { createOutboxRepository } from '../src/mail/outbox-repository.js';
import { createMailQueue } from '../src/mail/queue.js';
import { createMailTransport } from '../src/mail/transport.js';
import { bearer, body, createTestApp, type TestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { captureLog, containsAny, formsOf, person, tablesHolding, type Person } from './personal-scan.js';
import { startTestSmtp } from './smtp.js';
import { workJobs } from './working-jobs.js';

const OFFICE = 'ofis@fethiyetekne.test';
const ERASED = 'Kişisel veriler silindi (KVKK)';

interface Mail {
  id: string;
  kind: string;
  status: string;
  recipient: string | null;
  subject: string;
  text: string;
  lastError: string | null;
  erasedAt: string | null;
}

async function setup(t: TestApp) {
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  const bank = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/banks',
    headers: bearer(admin.token),
    payload: {
      name: 'Ziraat Bankası',
      branch: 'Fethiye',
      accountHolder: 'Fethiye Tekne Turizm',
      iban: 'TR020001000158007312345678',
      currency: 'EUR',
    },
  });
  expect(bank.statusCode).toBe(201);
  const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const mailsOf = async (id: string) =>
    body<{ content: Mail[] }>(await as('GET', `/v1/admin/reservations/${id}/mails`)).content;
  const book = async (p: Person, start: string, end: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start,
        end,
        guests: 4,
        currency: 'EURO',
        customer: { name: p.name, email: p.email, phone: p.phone },
      },
    });
    expect(res.statusCode).toBe(201);
    const booked = body<{ content: { id: string; reference: string } }>(res).content;
    await expect.poll(async () => (await mailsOf(booked.id)).length).toBe(2);
    return booked;
  };
  /** The visitor also writes through the contact form and subscribes, typing the address in capitals. */
  const contactAndSubscribe = async (p: Person) => {
    const typed = p.email.toUpperCase();
    const contact = await t.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      payload: {
        name: p.name,
        email: typed,
        phone: p.phone,
        subject: 'Kaptan hakkında',
        message: `Ben ${p.name}, telefonum ${p.phone}.`,
      },
    });
    expect(contact.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/website/subscribe', payload: { email: typed } })).statusCode,
    ).toBe(200);
  };
  /** Requests whose refusal is logged, carrying the person in the URL and in the body. */
  const refusedRequests = async (p: Person) => {
    const search = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reservations?customer_name=${encodeURIComponent(p.name)}&take=5`,
      headers: bearer('gecersiz-belirtec'),
    });
    expect(search.statusCode).toBe(401);
    const past = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: '2020-06-01',
        end: '2020-06-03',
        guests: 2,
        currency: 'EURO',
        customer: { name: p.name, email: p.email, phone: p.phone },
      },
    });
    expect(past.statusCode).toBe(400);
  };
  return { admin, as, mailsOf, book, contactAndSubscribe, refusedRequests };
}

describe('KVKK erasure with the messages option: nothing of the person is left (pg-boss, a real SMTP server)', async () => {
  const p = person('A');
  const forms = formsOf(p);
  const scanned = [
    'public.customers',
    'public.outbox_mails',
    'public.contact_messages',
    'public.subscribers',
    'pgboss.job',
    'pgboss.archive',
  ];
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  // The customer's mail server refuses the address and names it in its answer, as real ones do:
  // the failure text reaches the outbox row and the pg-boss job.
  smtp.rejects = (address) => address.toLowerCase() === p.email;
  const log = captureLog();
  const mailQueue = createMailQueue();
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: OFFICE,
      MAIL_RETRY_LIMIT: '0',
      MAIL_RETRY_DELAY_SECONDS: '1',
      LOG_LEVEL: 'trace',
    },
    { mailQueue, logStream: log.stream },
  );
  await workJobs(t, mailQueue, t.app.log);
  const { as, mailsOf, book, contactAndSubscribe, refusedRequests } = await setup(t);

  it('removes or masks the name, e-mail and phone in every table, pg-boss jobs included, and never logged them', async () => {
    const r = await book(p, '2027-06-01', '2027-06-04');
    expect((await as('POST', '/v1/admin/sendbank', { id: r.id })).statusCode).toBe(200);
    expect((await as('POST', '/v1/admin/sendconfirm', { id: r.id })).statusCode).toBe(200);
    await contactAndSubscribe(p);
    await refusedRequests(p);
    // Mails delivered: the office's are sent; the customer's were refused and gave up (mail.dead).
    await expect
      .poll(
        async () =>
          (await mailsOf(r.id))
            .map((m) => `${m.kind}:${m.status}:${m.lastError?.startsWith('Tüm denemeler') ? 'dead' : ''}`)
            .sort(),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([
        'bank_details:dead:dead',
        'confirmation:dead:dead',
        'reservation_received_customer:dead:dead',
        'reservation_received_office:sent:',
      ]);
    await smtp.waitForText('Mesajınızı aldık', 1);
    const before = await tablesHolding(t.db.sql, forms, scanned);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'public.customers',
        'public.outbox_mails',
        'public.contact_messages',
        'public.subscribers',
      ]),
    );
    expect(log.lines.some((l) => l.includes('request refused'))).toBe(true);
    const mailsBefore = await mailsOf(r.id);
    // The refusals are kept by pg-boss too: the failed mail.send jobs and their mail.dead copies hold the error.
    const jobOutputs = (ids: string[]) => t.db.sql<{ name: string; state: string }[]>`
      select name, state::text from pgboss.job where data->>'outboxId' = any(${ids}::text[]) and output is not null order by name, state`;
    const customerMailIds = mailsBefore.filter((m) => m.kind !== 'reservation_received_office').map((m) => m.id);
    expect(
      (await jobOutputs(customerMailIds)).filter((j) => j.name === 'mail.send' && j.state === 'failed'),
    ).toHaveLength(3);

    const res = await as('DELETE', `/v1/admin/reservations/${r.id}/customer?alsoMessages=true`);
    expect(res.statusCode).toBe(200);
    expect(body<{ content: { customer: object } }>(res).content.customer).toMatchObject({
      name: 'Silinmiş müşteri',
      email: null,
      phone: null,
      erased: true,
    });

    expect(await tablesHolding(t.db.sql, forms, scanned)).toEqual({});
    expect(await jobOutputs(customerMailIds)).toEqual([]);
    // The mails stay as the record that they were sent (kind, time, reservation), without the person.
    const after = await mailsOf(r.id);
    expect(after.map((m) => m.id)).toEqual(mailsBefore.map((m) => m.id));
    for (const m of after) {
      expect(m).toMatchObject({ recipient: null, subject: ERASED, text: ERASED });
      expect(m.erasedAt).toBeTypeOf('string');
    }
    expect(after.find((m) => m.kind === 'reservation_received_office')!.status).toBe('sent');
    expect(after.filter((m) => m.status === 'skipped')).toHaveLength(3);
    const outbox = await as('GET', '/v1/admin/mails?take=500');
    expect(containsAny(outbox.body, forms)).toBeUndefined();
    expect(body<{ content: Mail[] }>(outbox).content.find((m) => m.kind === 'contact_copy')).toMatchObject({
      recipient: null,
      subject: ERASED,
    });
    expect(body<{ total: number }>(await as('GET', '/v1/admin/contact/messages')).total).toBe(0);
    expect(body<{ total: number }>(await as('GET', '/v1/admin/subscriber')).total).toBe(0);
    // Erasing again changes nothing and still answers the erased reservation.
    expect((await as('DELETE', `/v1/admin/reservations/${r.id}/customer?alsoMessages=true`)).statusCode).toBe(200);

    expect(log.lines.length).toBeGreaterThan(0);
    const leaked = log.lines.filter((l) => containsAny(l, forms));
    expect(leaked).toEqual([]);
  }, 60_000);
});

describe('KVKK erasure without the option: contact messages stay, a queued mail never goes out', async () => {
  const p = person('B');
  const forms = formsOf(p);
  const log = captureLog();
  // No pg-boss: the rows stay queued until this test delivers them, with the log-only transport (no SMTP_URL).
  const t = await createTestApp({ OFFICE_EMAIL: OFFICE, LOG_LEVEL: 'trace' }, { logStream: log.stream });
  const delivery = createMailDelivery({
    sql: t.db.sql,
    transport: createMailTransport(undefined, t.app.log),
    from: 'Fethiye Tekne <bilgi@fethiyetekne.test>',
    log: t.app.log,
  });
  const outbox = createOutboxRepository(t.db.sql);
  const { as, mailsOf, book, contactAndSubscribe, refusedRequests } = await setup(t);

  it('masks the outbox, keeps the contact message and the subscription, cancels the mail still queued', async () => {
    const r = await book(p, '2027-07-01', '2027-07-04');
    await contactAndSubscribe(p);
    await refusedRequests(p);
    for (const m of await mailsOf(r.id)) expect(await delivery.deliver(m.id)).toBe('logged');
    expect(log.lines.some((l) => l.includes('SMTP_URL yok'))).toBe(true);
    expect((await as('POST', '/v1/admin/sendbank', { id: r.id })).statusCode).toBe(200);
    const bank = (await mailsOf(r.id)).find((m) => m.kind === 'bank_details')!;
    expect(bank.status).toBe('queued');

    const res = await as('DELETE', `/v1/admin/reservations/${r.id}/customer`);
    expect(res.statusCode).toBe(200);

    const after = await mailsOf(r.id);
    expect(after.map((m) => `${m.kind}:${m.status}`).sort()).toEqual([
      'bank_details:skipped',
      'reservation_received_customer:logged',
      'reservation_received_office:logged',
    ]);
    for (const m of after) expect(m).toMatchObject({ recipient: null, subject: ERASED, text: ERASED });
    expect(after.find((m) => m.kind === 'bank_details')!.lastError).toContain('KVKK');
    expect(await delivery.deliver(bank.id)).toBe('nothing');
    // The contact copy went to the same address: masked too, though the message itself stays.
    const copy = body<{ content: Mail[] }>(await as('GET', '/v1/admin/mails?take=500')).content.find(
      (m) => m.kind === 'contact_copy',
    )!;
    expect(copy).toMatchObject({ recipient: null, subject: ERASED, status: 'skipped' });
    const messages = body<{ content: { email: string; name: string }[] }>(
      await as('GET', '/v1/admin/contact/messages'),
    ).content;
    expect(messages).toEqual([expect.objectContaining({ email: p.email.toUpperCase(), name: p.name })]);
    expect(
      body<{ content: { email: string }[] }>(await as('GET', '/v1/admin/subscriber')).content.map((s) => s.email),
    ).toEqual([p.email]);
    expect(Object.keys(await tablesHolding(t.db.sql, forms)).sort()).toEqual([
      'public.contact_messages',
      'public.subscribers',
    ]);
    expect(log.lines.filter((l) => containsAny(l, forms))).toEqual([]);
  });

  it('lets a mail being sent during the erasure finish without writing the SMTP answer back, and never retries it', async () => {
    const r = await book(p, '2027-07-10', '2027-07-13');
    const mails = await mailsOf(r.id);
    const toCustomer = mails.find((m) => m.kind === 'reservation_received_customer')!;
    const toOffice = mails.find((m) => m.kind === 'reservation_received_office')!;
    // Two workers have claimed the rows and are talking to the SMTP server.
    expect(await outbox.claim(toCustomer.id, 300)).toBeDefined();
    expect(await outbox.claim(toOffice.id, 300)).toBeDefined();
    expect((await as('DELETE', `/v1/admin/reservations/${r.id}/customer`)).statusCode).toBe(200);
    await outbox.fail(toCustomer.id, `Gönderilemedi (deneme 1): 550 <${p.email}>: alıcı bulunamadı`);
    await outbox.finish(toOffice.id, 'sent');
    const after = await mailsOf(r.id);
    expect(after.find((m) => m.id === toCustomer.id)).toMatchObject({
      status: 'skipped',
      recipient: null,
      subject: ERASED,
    });
    expect(after.find((m) => m.id === toCustomer.id)!.lastError).toContain('KVKK');
    expect(after.find((m) => m.id === toOffice.id)).toMatchObject({ status: 'sent', recipient: null, subject: ERASED });
    expect(await outbox.claim(toCustomer.id, 300)).toBeUndefined();
    expect(Object.keys(await tablesHolding(t.db.sql, forms)).sort()).toEqual([
      'public.contact_messages',
      'public.subscribers',
    ]);
  });
});
