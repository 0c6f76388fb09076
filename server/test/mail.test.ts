import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../src/common/money.js';
import { jobDefinitions } from '../src/jobs.js';
import { enqueueMails } from '../src/mail/outbox.js';
import { sweepOptions } from '../src/booking/reservation/sweep-options.js';
import { createServices } from '../src/services.js';
import { createMailDelivery } from '../src/mail/delivery.js';
import { createOutboxRepository } from '../src/mail/outbox-repository.js';
import { createMailQueue } from '../src/mail/queue.js';
import { createMailTransport } from '../src/mail/transport.js';
import { startJobs } from '../src/platform/jobs.js';
import { bearer, body, createTestApp, type TestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { startTestSmtp, textOf, toOf } from './smtp.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const OFFICE = 'ofis@fethiyetekne.test';

interface Mail {
  id: string;
  kind: string;
  status: string;
  recipient: string | null;
  subject: string;
  lastError: string | null;
  attempts: number;
}

async function setup(t: TestApp) {
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  let day = 0;
  /** A website booking; with `byOffice` the office records one for a customer who left no e-mail. */
  const book = async (byOffice = false, language?: 'tr' | 'en') => {
    day += 5;
    const start = new Date(Date.UTC(2027, 4, day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 4, day + 3)).toISOString().slice(0, 10);
    const res = byOffice
      ? await t.app.inject({
          method: 'POST',
          url: '/v1/admin/reservations',
          headers: bearer(admin.token),
          payload: {
            boat_id: boat.id,
            start,
            end,
            guests: 4,
            currency: 'EURO',
            customer: { name: 'Telefon Müşterisi', phone: '+90 532 000 00 00' },
          },
        })
      : await t.app.inject({
          method: 'POST',
          url: '/v1/reservations',
          payload: {
            boatSlug: boat.slug,
            start,
            end,
            guests: 6,
            currency: 'EURO',
            ...(language ? { language } : {}),
            customer: { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' },
          },
        });
    expect(res.statusCode).toBeLessThan(300);
    const booked = body<{ content: { id: string; reference: string } }>(res).content;
    // Mail reacts after the booking commits: wait until its two mails (customer, office) are queued.
    await expect.poll(async () => (await mailsOf(booked.id)).length).toBe(2);
    return booked;
  };
  const mailsOf = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reservations/${id}/mails`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    return body<{ content: Mail[] }>(res).content;
  };
  return { admin, boat, book, mailsOf };
}

describe('mails through pg-boss to a real SMTP server', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const mailQueue = createMailQueue();
  // Small batches and connections, so a handful of mails already spans several batches of both handlers.
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: OFFICE,
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_RETRY_LIMIT: '8',
      MAIL_BATCH_SIZE: '4',
      MAIL_CONNECTIONS: '3',
    },
    { mailQueue },
  );
  const jobs = await startJobs({
    databaseUrl: t.db.url,
    ownerUrl: t.db.owner.url,
    work: true,
    definitions: jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue, log }),
    log,
  });
  mailQueue.attach(jobs.boss);
  afterAll(() => jobs.stop());
  const { admin, boat, book, mailsOf } = await setup(t);

  it('sends the customer and the office the booking in Turkish, with the amounts', async () => {
    const r = await book();
    const mails = await smtp.waitForText(r.reference, 2);
    const customer = mails.find((m) => toOf(m).includes('deniz@example.com'))!;
    const office = mails.find((m) => toOf(m).includes(OFFICE))!;
    expect(customer.subject).toBe(`Rezervasyon talebiniz alındı: ${r.reference}`);
    expect(textOf(customer)).toContain(`Sayın Deniz Yıldız`);
    expect(textOf(customer)).toContain(boat.name);
    // 3 days at 1.500 € a day: 4.500 € in total, 900 € (20%) deposit, the balance of 3.600 € by transfer (the terms).
    expect(textOf(customer)).toContain(`Toplam tutar: ${formatMoney({ amount: 450_000, currency: 'EUR' })}`);
    expect(textOf(customer)).toContain(`ön ödeme (${formatMoney({ amount: 90_000, currency: 'EUR' })})`);
    expect(textOf(customer)).toContain(`Kalan ${formatMoney({ amount: 360_000, currency: 'EUR' })}, en geç`);
    expect(customer.messageId).toMatch(/@fethiyetekne>?$/);
    expect(office.subject).toContain('Yeni rezervasyon');
    expect(textOf(office)).toContain('deniz@example.com');
    // The stay as the office typed it: the boarding and the check-out day, each named (issue 21).
    expect(textOf(customer)).toContain('için biniş 05.05.2027 – dönüş 08.05.2027 tarihleri arasındaki');
    expect(textOf(office)).toContain('Tarihler: biniş 05.05.2027 – dönüş 08.05.2027');
    expect(office.subject).toContain('/ biniş 05.05.2027');
    // The boat's cancellation policy (here the settings' default, Orta) in the customer's receipt.
    expect(textOf(customer)).toContain('İptal koşulları: Orta: binişten en az 30 gün önce iptalde iade oranı %100');
    // The deadline in Türkiye's time, named as such (issue 34): a reader abroad would take a bare time for theirs.
    expect(textOf(customer)).toMatch(/son ödeme: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, Türkiye saati \(UTC\+3\)\./);
    await expect.poll(async () => (await mailsOf(r.id)).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('sends the active banks and the amount due on sendbank', async () => {
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
    const r = await book();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/sendbank',
      headers: bearer(admin.token),
      payload: { id: r.id },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitForText(`Ön ödeme için banka bilgileri: ${r.reference}`, 1);
    expect(mail!.subject).toBe(`Ön ödeme için banka bilgileri: ${r.reference}`);
    expect(textOf(mail!)).toContain(`${formatMoney({ amount: 90_000, currency: 'EUR' })} tutarındaki ön ödemeyi`);
    expect(textOf(mail!)).toContain('Ziraat Bankası');
    expect(textOf(mail!)).toContain('TR02 0001 0001 5800 7312 3456 78');
  });

  it('sends the customer of an English booking every mail in English, in English formats; the office stays Turkish', async () => {
    const r = await book(false, 'en');
    const reservation = body<{ content: { language: string; start: string } }>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/reservations/${r.id}`, headers: bearer(admin.token) }),
    ).content;
    expect(reservation.language).toBe('en');
    const mails = await smtp.waitForText(r.reference, 2);
    const customer = mails.find((m) => toOf(m).includes('deniz@example.com'))!;
    const office = mails.find((m) => toOf(m).includes(OFFICE))!;
    expect(customer.subject).toBe(`Your booking request has been received: ${r.reference}`);
    expect(textOf(customer)).toContain('Dear Deniz Yıldız');
    // 3 days at €1,500 a day, written the British way; the day as "5 June 2027".
    expect(textOf(customer)).toContain(`Total: ${formatMoney({ amount: 450_000, currency: 'EUR' }, 'en')}`);
    expect(formatMoney({ amount: 450_000, currency: 'EUR' }, 'en')).toBe('€4,500.00');
    const [y, m, d] = reservation.start.split('-').map(Number);
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y!, m! - 1, d)),
    );
    // The stay as the English mails write it (`enRange`), and the boat's policy in English.
    expect(textOf(customer)).toContain(`(check-in ${d} ${month} ${y} – check-out `);
    expect(textOf(customer)).toContain('Cancellation terms: Moderate: 100% refund for cancellations at least 30 days');
    expect(office.subject).toContain('Yeni rezervasyon');
    // What to pay, by when and where (issue 20 point 6): the EUR account the test before added.
    expect(textOf(customer)).toContain(
      `Amount due to secure your booking: ${formatMoney({ amount: 90_000, currency: 'EUR' }, 'en')}, to be paid by`,
    );
    expect(textOf(customer)).toMatch(/to be paid by \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} Turkey time \(UTC\+3\)\./);
    expect(textOf(customer)).toContain('TR02 0001 0001 5800 7312 3456 78');

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/sendbank',
      headers: bearer(admin.token),
      payload: { id: r.id },
    });
    expect(res.statusCode).toBe(200);
    const [bankMail] = await smtp.waitForText(`Bank details for your deposit: ${r.reference}`, 1);
    expect(textOf(bankMail!)).toContain(`deposit of ${formatMoney({ amount: 90_000, currency: 'EUR' }, 'en')}`);
    expect(textOf(bankMail!)).toContain('Account holder: Fethiye Tekne Turizm');
  });

  it("lists in the request-received mail only the accounts in the booking's currency", async () => {
    const lira = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/banks',
      headers: bearer(admin.token),
      payload: {
        name: 'Lira Bankası',
        branch: 'Fethiye',
        accountHolder: 'Fethiye Tekne Turizm',
        iban: 'TR330006100519786457841326',
        currency: 'TRY',
      },
    });
    expect(lira.statusCode).toBe(201);
    const r = await book();
    const [customer] = (await smtp.waitForText(r.reference, 2)).filter((m) => toOf(m).includes('deniz@example.com'));
    expect(textOf(customer!)).toContain(
      `Yerinizi kesinleştirmek için ödenecek tutar: ${formatMoney({ amount: 90_000, currency: 'EUR' })}, son ödeme:`,
    );
    expect(textOf(customer!)).toContain('Ziraat Bankası');
    expect(textOf(customer!)).not.toContain('Lira Bankası');
  });

  it('sends nothing for an inactive template and says so in the reservation mails', async () => {
    const templates = body<{ content: { id: number; kind: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/mailtemplates', headers: bearer(admin.token) }),
    ).content;
    const confirmation = templates.find((x) => x.kind === 'confirmation')!;
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/mailtemplates/activity',
      headers: bearer(admin.token),
      payload: { id: confirmation.id, active: false },
    });
    expect(off.statusCode).toBe(200);
    const r = await book();
    await smtp.waitForText(r.reference, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/sendconfirm',
      headers: bearer(admin.token),
      payload: { id: r.id },
    });
    expect(res.statusCode).toBe(200);
    const skipped = (await mailsOf(r.id)).find((m) => m.kind === 'confirmation')!;
    expect(skipped.status).toBe('skipped');
    expect(skipped.lastError).toContain('pasif');
    // The subject as it would have gone out, not the template's placeholders.
    expect(skipped.subject).toContain(r.reference);
    expect(skipped.subject).not.toContain('{{');
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.about(r.reference)).toHaveLength(2);
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/mailtemplates/activity',
      headers: bearer(admin.token),
      payload: { id: confirmation.id, active: true },
    });
  });

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    await new Promise((r) => setTimeout(r, 1000));
    await smtp.stop();
    const r = await book();
    await expect
      .poll(async () => (await mailsOf(r.id)).every((m) => m.status === 'failed' && m.attempts >= 1), {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(true);
    expect((await mailsOf(r.id))[0]!.lastError).toContain('Gönderilemedi');
    expect(smtp.about(r.reference)).toHaveLength(0);
    await smtp.start();
    const mails = await smtp.waitForText(r.reference, 2, 30_000);
    expect(mails.map((m) => m.subject)).toContain(`Rezervasyon talebiniz alındı: ${r.reference}`);
    await expect
      .poll(async () => (await mailsOf(r.id)).map((m) => m.status), { timeout: 10_000 })
      .toEqual(['sent', 'sent']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.about(r.reference)).toHaveLength(2);
  }, 60_000);

  it('loses and duplicates nothing when the server goes away in the middle of a batched drain', async () => {
    const t0 = (await t.db.sql<{ t0: Date }[]>`select now() as t0`)[0]!.t0;
    // Everything queues first: the conversations that start wait at RCPT TO, where nothing is accepted yet.
    smtp.pause();
    for (let i = 0; i < 6; i++) await book();
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/website/contact',
        remoteAddress: `10.77.0.${i + 1}`,
        payload: {
          name: `Kesinti ${i}`,
          email: `kesinti${i}@example.com`,
          subject: `Kesinti ${i}`,
          message: 'Toplu gönderim sırasında kesinti.',
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = () => t.db.sql<{ id: string; messageId: string; status: string; attempts: number }[]>`
      select id, message_id, status, attempts from outbox_mails where created_at >= ${t0} and status <> 'skipped'`;
    expect(await rows()).toHaveLength(22);
    await expect.poll(() => smtp.held, { timeout: 10_000 }).toBeGreaterThan(0);
    // Six get through, then the server holds the rest at RCPT TO again and goes away with them.
    let through = 0;
    smtp.onMessage = () => {
      if (++through >= 6) smtp.pause();
    };
    smtp.resume();
    await expect.poll(() => through, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(() => smtp.held, { timeout: 10_000 }).toBeGreaterThan(0);
    await smtp.stop();
    smtp.onMessage = undefined;
    await expect
      .poll(async () => (await rows()).filter((r) => r.status === 'failed').length, { timeout: 15_000, interval: 200 })
      .toBeGreaterThan(0);
    const midway = await rows();
    expect(midway.filter((r) => r.status === 'sent').length).toBeLessThan(22);
    expect(midway.every((r) => ['sent', 'failed', 'queued', 'sending'].includes(r.status))).toBe(true);

    smtp.resume();
    await smtp.start();
    await expect
      .poll(async () => (await rows()).every((r) => r.status === 'sent'), { timeout: 60_000, interval: 250 })
      .toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    const idOf = (m: { messageId?: string | undefined }) => (m.messageId ?? '').replace(/^<|>$/g, '');
    for (const row of await rows()) {
      expect(
        smtp.received.filter((m) => idOf(m) === idOf(row)),
        row.id,
      ).toHaveLength(1);
    }
  }, 90_000);

  it('copies a contact-form message to the visitor with the office in Bcc', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      payload: {
        name: 'Ayşe Kaya',
        email: 'ayse@example.com',
        subject: 'Gulet fiyatı',
        message: 'Ağustos için 10 kişilik gulet <b>arıyoruz</b>.',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    const [mail] = await smtp.waitForText('Mesajınızı aldık: Gulet fiyatı', 1);
    expect(toOf(mail!)).toEqual(['ayse@example.com']);
    expect(smtp.envelopes.get(mail!)!.sort()).toEqual(['ayse@example.com', OFFICE]);
    expect(mail!.headers.has('bcc')).toBe(false);
    expect(textOf(mail!)).toContain('Ağustos için 10 kişilik gulet <b>arıyoruz</b>.');
    const outbox = body<{ content: { kind: string; status: string }[]; total: number }>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/mails?take=5', headers: bearer(admin.token) }),
    );
    expect(outbox.content.some((m) => m.kind === 'contact_copy')).toBe(true);
    expect(outbox.total).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () =>
        body<{ content: { kind: string; status: string }[] }>(
          await t.app.inject({ method: 'GET', url: '/v1/admin/mails?status=sent', headers: bearer(admin.token) }),
        ).content.some((m) => m.kind === 'contact_copy'),
      )
      .toBe(true);
  });
});

describe('at most once: a worker that dies mid-send', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  // No pg-boss here: rows stay queued so the test drives the worker itself.
  const t = await createTestApp({ OFFICE_EMAIL: OFFICE });
  const { admin, book, mailsOf } = await setup(t);
  const outbox = createOutboxRepository(t.db.sql);
  const transport = createMailTransport(smtp.url, log);
  afterAll(() => transport.close());
  const delivery = createMailDelivery({ sql: t.db.sql, transport, from: 'x <x@fethiyetekne.test>', log });

  it('never sends a row again that a killed worker had claimed', async () => {
    const r = await book();
    const row = (await mailsOf(r.id)).find((m) => m.kind === 'reservation_received_customer')!;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./mail-worker-child.ts', import.meta.url)),
        t.db.url,
        smtp.url,
        row.id,
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    // The SMTP server has the mail; the worker is killed before it hears "250 OK" and marks the row.
    smtp.onMessage = () => {
      child.kill('SIGKILL');
    };
    await exited;
    smtp.onMessage = undefined;
    expect(smtp.received).toHaveLength(1);
    expect((await outbox.get(row.id))!.status).toBe('sending');
    // pg-boss retries the job (here: a second worker takes it): the claim finds nothing to send.
    expect(await delivery.deliver(row.id)).toBe('nothing');
    await t.db.sql`update outbox_mails set lease_until = now() - interval '1 second' where id = ${row.id}`;
    expect((await delivery.dispatch(createMailQueue())).abandoned).toBe(1);
    expect(await delivery.deliver(row.id)).toBe('nothing');
    const after = await outbox.get(row.id);
    expect(after).toMatchObject({ status: 'abandoned', attempts: 1 });
    expect(after!.lastError).toContain('iki kez gönderilmemesi');
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it('keeps the mail in the outbox as logged when no SMTP server is configured', async () => {
    const r = await book();
    const noSmtp = createMailDelivery({
      sql: t.db.sql,
      transport: createMailTransport(undefined, log),
      from: 'x <x@fethiyetekne.test>',
      log,
    });
    for (const m of await mailsOf(r.id)) expect(await noSmtp.deliver(m.id)).toBe('logged');
    expect((await mailsOf(r.id)).map((m) => m.status)).toEqual(['logged', 'logged']);
    expect(await noSmtp.deliver((await mailsOf(r.id))[0]!.id)).toBe('nothing');
  });

  it('writes no mail for a booking that is refused (mail reacts only to committed events)', async () => {
    const r = await book();
    const reservation = body<{ content: { start: string; end: string; boat: { id: number } } }>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/reservations/${r.id}`, headers: bearer(admin.token) }),
    ).content;
    const before = await t.db.sql<{ n: number }[]>`select count(*)::int as n from outbox_mails`;
    const clash = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: {
        boat_id: reservation.boat.id,
        start: reservation.start,
        end: reservation.end,
        guests: 2,
        customer: { name: 'Çakışan Müşteri', email: 'cakisan@example.com' },
      },
    });
    expect(clash.statusCode).toBe(409);
    const after = await t.db.sql<{ n: number }[]>`select count(*)::int as n from outbox_mails`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('tells the customer when the option expires (the sweep job appends OptionExpired)', async () => {
    const r = await book();
    const { booking } = createServices(t.config, t.db.sql);
    const later = new Date(Date.now() + (t.config.optionHoldHours + 1) * 3_600_000).toISOString();
    expect((await sweepOptions(booking, later)).expired).toBeGreaterThanOrEqual(1);
    // The app's reactor runner queues the mail of what another process (the sweep job) appended.
    await expect.poll(async () => (await mailsOf(r.id)).some((m) => m.kind === 'option_expired')).toBe(true);
    const expired = (await mailsOf(r.id)).find((m) => m.kind === 'option_expired')!;
    expect(expired.recipient).toBe('deniz@example.com');
    const row = await outbox.get(expired.id);
    expect(row!.subject).toBe(`Rezervasyon opsiyonunuzun süresi doldu: ${r.reference}`);
    expect(row!.text).toContain('süresi ön ödeme alınmadığı için doldu');
  });

  it('records a skipped mail with its reason when the customer left no e-mail', async () => {
    const r = await book(true);
    const customer = (await mailsOf(r.id)).find((m) => m.kind === 'reservation_received_customer')!;
    expect(customer).toMatchObject({ status: 'skipped', recipient: null });
    expect(customer.lastError).toContain('e-posta adresi olmadığı');
  });
});

/** The body values of a contact copy, as the contact form writes them. */
const bulkCopy = (i: number) => ({
  eventId: randomUUID(),
  kind: 'contact_copy' as const,
  reservationId: null,
  recipient: `toplu${i}@example.com`,
  noRecipient: 'Gönderenin e-posta adresi yok.',
  values: {
    customer_name: `Toplu ${i}`,
    customer_email: `toplu${i}@example.com`,
    subject: `Toplu ${i}`,
    message: 'Bülten',
  },
});

describe('transactional mail goes before bulk mail', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const mailQueue = createMailQueue();
  const BATCH = 3;
  const t = await createTestApp(
    { SMTP_URL: smtp.url, OFFICE_EMAIL: OFFICE, MAIL_BATCH_SIZE: String(BATCH), MAIL_CONNECTIONS: '1' },
    { mailQueue },
  );
  const definitions = () => jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue, log });
  // This process only enqueues; the worker starts once the backlog and the booking are queued.
  const enqueuer = await startJobs({
    databaseUrl: t.db.url,
    ownerUrl: t.db.owner.url,
    work: false,
    definitions: definitions(),
    log,
  });
  mailQueue.attach(enqueuer.boss);
  afterAll(() => enqueuer.stop());
  const { book } = await setup(t);

  it("sends a booking's mails ahead of a bulk backlog queued before it", async () => {
    await t.db.sql.begin((tx) =>
      enqueueMails(
        tx,
        mailQueue,
        Array.from({ length: 30 }, (_, i) => bulkCopy(i)),
      ),
    );
    const r = await book();
    const worker = await startJobs({
      databaseUrl: t.db.url,
      ownerUrl: t.db.owner.url,
      work: true,
      definitions: definitions(),
      log,
    });
    try {
      await smtp.waitFor(32, 30_000);
      const positions = smtp.received.flatMap((m, i) =>
        (m.subject ?? '').includes(r.reference) || textOf(m).includes(r.reference) ? [i] : [],
      );
      expect(positions).toHaveLength(2);
      // Oldest first they would be the 31st and 32nd; by priority they are in the first batch of one
      // of the two handlers (the other's first batch of bulk may go out at the same time).
      expect(Math.max(...positions)).toBeLessThan(2 * BATCH + 2);
    } finally {
      await worker.stop();
    }
  });

  it('brings an existing queue to the configured options at start', async () => {
    const queue = async () =>
      (
        await t.db.sql<{ retryLimit: number; retryDelay: number; expireSeconds: number }[]>`
      select retry_limit, retry_delay, expire_seconds from pgboss.queue where name = 'mail.send'`
      )[0];
    expect(await queue()).toMatchObject({
      retryLimit: t.config.mail.retryLimit,
      retryDelay: t.config.mail.retryDelaySeconds,
      expireSeconds: 300,
    });
    const config = { ...t.config, mail: { ...t.config.mail, retryLimit: 11, retryDelaySeconds: 7 } };
    const restarted = await startJobs({
      databaseUrl: t.db.url,
      ownerUrl: t.db.owner.url,
      work: false,
      definitions: jobDefinitions({ sql: t.db.sql, config, mailQueue, log }),
      log,
    });
    await restarted.stop();
    expect(await queue()).toMatchObject({ retryLimit: 11, retryDelay: 7, expireSeconds: 300 });
  });
});

describe('a mail whose every retry failed: dead, shown with its reason, queued again from the panel', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const mailQueue = createMailQueue();
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: OFFICE,
      MAIL_RETRY_LIMIT: '0',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_BATCH_SIZE: '4',
      MAIL_CONNECTIONS: '2',
    },
    { mailQueue },
  );
  const jobs = await startJobs({
    databaseUrl: t.db.url,
    ownerUrl: t.db.owner.url,
    work: true,
    definitions: jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue, log }),
    log,
  });
  mailQueue.attach(jobs.boss);
  afterAll(() => jobs.stop());
  const { admin, book, mailsOf } = await setup(t);
  const owner = await t.createUser('OWNER');
  const CUSTOMER = 'deniz@example.com';
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token) });
  /** A booking whose customer mail the customer's server refuses until the end of its last retry. */
  const bookRefused = async () => {
    smtp.rejects = (address) => address === CUSTOMER;
    const r = await book();
    await expect
      .poll(async () => (await mailsOf(r.id)).map((m) => `${m.kind}:${m.status}`).sort(), {
        timeout: 20_000,
        interval: 200,
      })
      .toEqual(['reservation_received_customer:dead', 'reservation_received_office:sent']);
    smtp.rejects = undefined;
    return { r, dead: (await mailsOf(r.id)).find((m) => m.status === 'dead')! };
  };

  it("fails only the refused mail of a batch; after its last retry it is dead with the server's answer", async () => {
    const { dead } = await bookRefused();
    expect(dead.lastError).toMatch(
      /^Tüm denemeler başarısız oldu; e-posta gönderilemedi\. Son yanıt: Gönderilemedi \(deneme 1\): /,
    );
    expect(dead.lastError).toContain('alıcı bulunamadı');
    const listed = body<{ content: Mail[]; total: number }>(await call('GET', '/v1/admin/mails?status=dead'));
    expect(listed.content.map((m) => m.id)).toContain(dead.id);
  });

  it('queues one dead mail again, which is then sent once; only a dead mail can be', async () => {
    const { r, dead } = await bookRefused();
    expect((await call('POST', `/v1/admin/mails/${dead.id}/resend`, owner.token)).statusCode).toBe(403);
    const res = await call('POST', `/v1/admin/mails/${dead.id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(body<{ content: Mail }>(res).content).toMatchObject({ id: dead.id, status: 'queued', lastError: null });
    await smtp.waitForText(`Rezervasyon talebiniz alındı: ${r.reference}`, 1);
    await expect.poll(async () => (await mailsOf(r.id)).find((m) => m.id === dead.id)!.status).toBe('sent');
    const again = await call('POST', `/v1/admin/mails/${dead.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(body<{ code: string; content: { message: string } }>(again)).toMatchObject({ code: 'MAIL_NOT_DEAD' });
    expect((await call('POST', `/v1/admin/mails/${randomUUID()}/resend`)).statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.about(`Rezervasyon talebiniz alındı: ${r.reference}`)).toHaveLength(1);
  });

  it('queues every dead mail again with one action', async () => {
    const first = await bookRefused();
    const second = await bookRefused();
    const dead = body<{ total: number }>(await call('GET', '/v1/admin/mails?status=dead')).total;
    expect(dead).toBeGreaterThanOrEqual(2);
    const res = await call('POST', '/v1/admin/mails/resend-dead');
    expect(res.statusCode).toBe(200);
    expect(body<{ content: { queued: number } }>(res).content.queued).toBe(dead);
    for (const { r } of [first, second]) await smtp.waitForText(`Rezervasyon talebiniz alındı: ${r.reference}`, 1);
    expect(body<{ total: number }>(await call('GET', '/v1/admin/mails?status=dead')).total).toBe(0);
    expect(
      body<{ content: { queued: number } }>(await call('POST', '/v1/admin/mails/resend-dead')).content.queued,
    ).toBe(0);
  });

  it('never queues an erased mail again (KVKK)', async () => {
    const { r, dead } = await bookRefused();
    expect((await call('DELETE', `/v1/admin/reservations/${r.id}/customer`)).statusCode).toBe(200);
    const erased = (await mailsOf(r.id)).find((m) => m.id === dead.id)!;
    expect(erased).toMatchObject({ status: 'skipped', recipient: null });
    const res = await call('POST', `/v1/admin/mails/${dead.id}/resend`);
    expect(res.statusCode).toBe(409);
    expect(body<{ code: string }>(res).code).toBe('MAIL_ERASED');
    expect(
      body<{ content: { queued: number } }>(await call('POST', '/v1/admin/mails/resend-dead')).content.queued,
    ).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.about(`Rezervasyon talebiniz alındı: ${r.reference}`)).toHaveLength(0);
    expect((await mailsOf(r.id)).find((m) => m.id === dead.id)!.status).toBe('skipped');
  });
});
