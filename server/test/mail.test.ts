import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../src/common/money.js';
import { createMailQueue } from '../src/mail/queue.js';
import { bearer, body, createTestApp } from './app.js';
import { startTestSmtp, textOf, toOf } from './smtp.js';
import { log, OFFICE, setup } from './mail-setup.js';
import { workJobs } from './working-jobs.js';

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
  await workJobs(t, mailQueue, log);
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
