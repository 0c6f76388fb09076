import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { readPaymentSchedule } from '../src/booking/reservation/read-payment-schedule.js';
import { remindBalances } from '../src/booking/reservation/remind-balances.js';
import { remindPassengerLists } from '../src/booking/reservation/remind-passenger-lists.js';
import { sweepOptions } from '../src/booking/reservation/sweep-options.js';
import { addDays, istanbulDate } from '../src/common/dates.js';
import { defangVisitorAddress, defangVisitorText } from '../src/common/defang.js';
import { HELD_FOR_DIGEST } from '../src/mail/hold-digest.js';
import { createMailQueue } from '../src/mail/queue.js';
import { sendHoldDigest } from '../src/mail/send-hold-digest.js';
import { createServices } from '../src/services.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { EVIL } from './evil-texts.js';
import { ics, startIcsServer } from './ics-server.js';
import { expectEveryPlaceholderClassified, markTemplates, readableParts, strayLinks } from './mail-links.js';
import { log, OFFICE } from './mail-setup.js';
import { startTestSmtp } from './smtp.js';
import { visitorLinkOf } from './visitor-link.js';
import { workJobs } from './working-jobs.js';

/**
 * Issue 35 point 4, end to end: nothing a visitor typed becomes a link in any mail. Every field a visitor
 * fills on the public site (booking, reservation page, contact and enquiry forms, reviews, newsletter) is
 * filled with texts made to be linked, on a Turkish and an English booking; the office and the jobs then
 * make every mail that can show one of them; each mail goes through the outbox, pg-boss and SMTP to a real
 * server, and linkify-it (as eager as a mail program can be) reads every part of what arrived: subject,
 * text, HTML (source, as shown, its links) and the contract PDF. Every link found must be the template's
 * own: a page of the site, or a mailto of the office or of an address the visitor gave as theirs. The
 * templates are the mail_templates rows, each with every visitor placeholder its kind allows added
 * (`markTemplates`): the worst the office could make of them; each must have been sent at least once.
 * The phone fields admit only digits, spaces and `+()-` (the forms' patterns), so they are typed plainly.
 */
const SITE = 'https://tekne.example';
/** A visitor's host in a link: what must never be linked. */
const FOREIGN = /evil|192\.0\.2\.5|bit\.ly|victim|files\./i;
const today = istanbulDate(new Date());
/** The contract's file name, before the reservation number. */
const CONTRACT = { tr: 'sozlesme', en: 'charter-contract' } as const;
type Lang = 'tr' | 'en';

/** Who books, in each language; each booking has an address of its own (`emails`). */
const BOOKERS: Record<Lang, { name: string; phone: string; note: string }> = {
  tr: {
    name: 'Ayşe evil.Com/login http[:]//192.0.2.5/x evil。com',
    phone: '+90 (532) 111-22-33',
    note: `Merhaba, ${EVIL.join(' / ')} adresine yazın.`,
  },
  en: {
    name: 'John WWW.Evil.Net bit.ly/abc sub.evil.co.uk/path?q=1',
    phone: '+44 20 7946 0000',
    note: `Please write to ${EVIL.join(' ; ')}`,
  },
};
/**
 * The booking form's address field. Valid addresses that read as a web link (`www.evil.com/…@`,
 * `evil.com@…`) and ordinary ones on a visitor's domain. An ordinary address may stay a mailto link of
 * itself (the office replies to it; a mailto opens no page); nothing else of it may be linked.
 */
const emails = (lang: Lang) =>
  lang === 'tr'
    ? { a: 'www.evil.com/giris@example.net', b: 'victim@evil.Com', c: 'evil.cOm/a@example.org', h: 'h@192.0.2.5' }
    : { a: 'evil.com@evil.example', b: 'a@192.0.2.5', c: 'www.evil.com@evil.example', h: 'victim+h@Example.NET' };
const CONTACTS: Record<Lang, { name: string; email: string; phone: string; subject: string; message: string }> = {
  tr: {
    name: 'Mehmet EVIL.COM evil．com',
    email: 'iletisim.evil.com/x@example.net',
    phone: '+90 555 444 33 22',
    subject: 'Soru: www.evil.com ve evil｡com',
    message: EVIL.join('\n'),
  },
  en: {
    name: 'Jane evil.xn--p1ai',
    email: 'jane@evil.Com',
    phone: '+44 20 7946 0001',
    subject: 'Question about HTTPS://Evil.Example/x',
    message: `Hello!\n${EVIL.join(' ')}`,
  },
};

describe('the mails of every visitor field, in both languages, read by linkify-it', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const feeds = await startIcsServer();
  afterAll(() => feeds.close());
  const mailQueue = createMailQueue();
  // Six ordinary bookings, then the flood: the next two are holds the visitor confirms by mail.
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: OFFICE,
      PUBLIC_URL: SITE,
      ICAL_ALLOW_PRIVATE_HOSTS: 'on',
      HOLD_SURGE_PER_HOUR: '6',
      MAIL_RETRY_DELAY_SECONDS: '1',
    },
    { mailQueue },
  );
  await workJobs(t, mailQueue, log);
  const { booking } = createServices(t.config, t.db.sql);
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { icalUrl: feeds.url('/tekne.ics') });
  feeds.files.set('/tekne.ics', { body: ics([]) });
  await fx.price(boat.id, today, addDays(today, 200), 100_000, 'EUR');
  const saleBoat = await fx.boat(owner.id, {
    forRent: false,
    forSale: true,
    salePriceMinor: 50_000_000,
    saleCurrency: 'EUR',
  });
  const as = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res;
  };
  await as('POST', '/v1/admin/banks', {
    name: 'Ziraat',
    branch: 'Fethiye',
    accountHolder: 'Fethiye Tekne',
    iban: 'TR330006100519786457841326',
    currency: 'EUR',
  });
  let ip = 0;
  /** A public form, from an address of its own (the forms' per-client limits stay out of the way). */
  const visit = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, payload, remoteAddress: `10.35.4.${++ip}` });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res;
  };
  const book = async (lang: Lang, email: string, startDay: number) => {
    const res = await visit('POST', '/v1/reservations', {
      boatSlug: boat.slug,
      start: addDays(today, startDay),
      end: addDays(today, startDay + 3),
      guests: 2,
      currency: 'EURO',
      language: lang,
      customer: { name: BOOKERS[lang].name, email, phone: BOOKERS[lang].phone },
      note: BOOKERS[lang].note,
    });
    return body<{ content: { id: string; reference: string; start: string; optionUntil: string } }>(res).content;
  };
  const reservation = async (id: string) =>
    body<{ content: { total: number; deposit: number; paid: number } }>(await as('GET', `/v1/admin/reservations/${id}`))
      .content;
  const pay = (id: string, amount: number) =>
    as('POST', `/v1/admin/reservations/${id}/payments`, {
      amount,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: today,
    });
  /** 08:00 in Istanbul on `day`: the daily jobs' hour, on an injected clock. */
  const at = (day: string) => `${day}T05:00:00.000Z`;
  const options: string[] = [];

  /** A confirmed booking's whole life: every mail its customer and the office can get from it. */
  async function confirmedLife(lang: Lang, startDay: number) {
    const r = await book(lang, emails(lang).a, startDay);
    const { token } = await visitorLinkOf(t.db.sql, r.id);
    const page = `/v1/visitor-reservations/${r.reference}`;
    await visit('PUT', `${page}/passengers?t=${token}`, {
      emergencyPhone: '+90 532 000 00 00',
      passengers: [
        {
          fullName: 'Yolcu evil.Com WWW.Evil.Net',
          nationality: 'evil.com',
          documentNo: 'U1234567',
          birthDate: '1990-03-01',
          consent: true,
        },
      ],
    });
    await as('POST', '/v1/admin/sendbank', { id: r.id });
    const { deposit } = await reservation(r.id);
    await pay(r.id, deposit);
    // The confirmation carries the contract, drawn as it goes (none once cancelled): it has gone before more happens.
    const contract = (m: ParsedMail) =>
      m.attachments.some((a) => a.filename === `${CONTRACT[lang]}-${r.reference}.pdf`);
    await expect.poll(() => smtp.received.some(contract), { timeout: 20_000 }).toBe(true);
    await pay(r.id, 10_000);
    await remindPassengerLists(booking, at(addDays(r.start, -3)));
    const due = (await readPaymentSchedule(t.db.sql, r.id))!.balance.dueOn;
    for (const day of [addDays(due, -7), due, addDays(due, 1)]) await remindBalances(booking, at(day));
    await visit('POST', `${page}/cancellation-request?t=${token}`, {});
    await as('POST', `/v1/admin/reservations/${r.id}/cancellation-request/refuse`, { reason: 'Tarih önerdik.' });
    await visit('POST', `${page}/cancellation-request?t=${token}`, {});
    await as('POST', `/v1/admin/reservations/${r.id}/cancellation-request/accept`);
    await as('POST', `/v1/admin/reservations/${r.id}/refunds`, {
      amount: 10_000,
      currency: 'EUR',
      method: 'bank_transfer',
      paidOn: today,
    });
  }

  /** An option left to lapse, first found over by another platform's calendar. */
  async function lapsedOption(lang: Lang, startDay: number) {
    const r = await book(lang, emails(lang).b, startDay);
    options.push(r.optionUntil);
    return r;
  }

  /** An option the office moves and then cancels, telling the customer. */
  async function officeChanges(lang: Lang, startDay: number) {
    const r = await book(lang, emails(lang).c, startDay);
    await as('PUT', `/v1/admin/reservations/${r.id}`, {
      start: addDays(today, startDay + 1),
      end: addDays(today, startDay + 4),
    });
    await as('PUT', `/v1/admin/reservations/${r.id}`, { status: 'cancelled', cancelReason: 'office' });
  }

  async function forms(lang: Lang) {
    const c = CONTACTS[lang];
    await visit('POST', '/v1/website/contact', { ...c, language: lang });
    await visit('POST', '/v1/website/enquiry', {
      ...(lang === 'tr'
        ? { kind: 'purchase', boatSlug: saleBoat.slug }
        : { kind: 'charter', start: addDays(today, 150), end: addDays(today, 157), guests: 6 }),
      name: c.name,
      email: c.email,
      phone: c.phone,
      preferredContact: 'whatsapp',
      message: `${c.subject}\n${c.message}`,
      language: lang,
    });
    // Reviews and the newsletter send no mail: typed here so a mail that ever showed them is caught.
    await visit('POST', `/v1/boats/${boat.slug}/comments`, {
      name: c.name,
      rating: 5,
      text: c.message,
      language: lang,
    });
    await visit('POST', '/v1/website/subscribe', { email: c.email });
  }

  it('classifies every placeholder as a visitor’s text or not', () => {
    expectEveryPlaceholderClassified();
  });

  it('links nothing a visitor typed, in any part of any mail, and every template that can show it was sent', async () => {
    const templates = await markTemplates(t, admin.token);
    expect(templates.length).toBeGreaterThan(30);
    await confirmedLife('tr', 60);
    await confirmedLife('en', 66);
    const [btr, ben] = [await lapsedOption('tr', 72), await lapsedOption('en', 78)];
    await officeChanges('tr', 84);
    await officeChanges('en', 90);
    // Another platform sells the two options' days: the office is told of each.
    feeds.files.set('/tekne.ics', {
      body: ics([
        { uid: 'a@platform', start: btr.start, end: addDays(btr.start, 2) },
        { uid: 'b@platform', start: ben.start, end: addDays(ben.start, 2) },
      ]),
    });
    await as('POST', '/v1/admin/boats/date/sync', { boat_id: boat.id });
    // The flood: two holds, the office's alert, and the digest of the notices held back.
    for (const [lang, day] of [
      ['tr', 100],
      ['en', 106],
    ] as const)
      options.push((await book(lang, emails(lang).h, day)).optionUntil);
    await expect.poll(async () => (await t.db.sql`select 1 from office_hold_digest`).length).toBe(2);
    // A quarter of an hour later (the alert made older), the digest.
    await t.db.sql`update outbox_mails set created_at = created_at - interval '16 minutes'
                   where kind = 'hold_surge_office'`;
    const digest = { holdsPerHour: 6, optionMinutes: t.config.publicLimits.surgeOptionMinutes };
    expect(await sendHoldDigest(t.db.sql, { queue: mailQueue, officeEmail: OFFICE, surge: digest })).toBe(2);
    await forms('tr');
    await forms('en');
    // Last, the sweep past every option's end: the unpaid ones lapse.
    const lapse = new Date(Math.max(...options.map((o) => Date.parse(o))) + 60_000).toISOString();
    expect((await sweepOptions(booking, lapse)).expired).toBe(4);

    // Every template that can show a visitor's text reached the SMTP server, and every mail written went.
    const markerOf = (text: string) => templates.find((m) => text.includes(m.marker));
    const missing = () => templates.filter((m) => !smtp.received.some((r) => markerOf(r.text ?? '') === m));
    const pending = async () =>
      (await t.db.sql`select 1 from outbox_mails where status in ('queued', 'sending', 'failed')`).length;
    await expect
      .poll(async () => ({ missing: missing().map((m) => m.marker), pending: await pending() }), { timeout: 60_000 })
      .toEqual({ missing: [], pending: 0 });
    const rows = await t.db.sql<{ kind: string; status: string; lastError: string | null }[]>`
      select kind, status, last_error from outbox_mails`;
    expect(rows.filter((r) => r.status !== 'sent' && r.lastError !== HELD_FOR_DIGEST)).toEqual([]);
    // The office's flood mails (no visitor's text in them) are read too.
    expect(rows.filter((r) => r.kind.startsWith('hold_') && r.kind.endsWith('_office')).map((r) => r.kind)).toEqual(
      expect.arrayContaining(['hold_surge_office', 'hold_digest_office']),
    );
    await expect.poll(() => smtp.received.length).toBe(rows.filter((r) => r.status === 'sent').length);

    const addresses = [
      OFFICE,
      ...(['tr', 'en'] as const).flatMap((l) => [...Object.values(emails(l)), CONTACTS[l].email]),
    ];
    const stray: string[] = [];
    for (const mail of smtp.received)
      for (const [part, text] of Object.entries(await readableParts(mail)))
        for (const link of strayLinks(text, { site: SITE, addresses, foreign: FOREIGN }))
          stray.push(`${mail.subject ?? ''} | ${part} | ${link}`);
    expect(stray).toEqual([]);

    // Not for want of the texts: each template's mail shows every visitor field it may, as typed, defanged.
    // Compared without case: the customer's address is kept in lower case.
    const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
    const shown: Record<string, string[]> = {
      customer_name: [...Object.values(BOOKERS), ...Object.values(CONTACTS)].map((v) => defangVisitorText(v.name)),
      customer_email: addresses.flatMap((a) => [defangVisitorAddress(a), defangVisitorAddress(a.toLowerCase())]),
      customer_phone: Object.values(BOOKERS).map((v) => v.phone),
      customer_note: Object.values(BOOKERS).map((v) => defangVisitorText(v.note)),
      subject: [...Object.values(CONTACTS).map((c) => defangVisitorText(c.subject)), saleBoat.name, 'Charter request'],
      message: Object.values(CONTACTS).map((c) => defangVisitorText(c.message)),
    };
    const unshown: string[] = [];
    for (const mail of smtp.received) {
      const template = markerOf(mail.text ?? '');
      const text = flat(mail.text ?? '');
      for (const p of template?.visitor ?? [])
        if (!shown[p]!.some((v) => text.includes(flat(v)))) unshown.push(`${template!.marker}: ${p}`);
    }
    expect(unshown).toEqual([]);
  }, 120_000);
});
