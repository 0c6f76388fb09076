import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../../test/catalog.js';
import { startTestSmtp, toOf } from '../../../test/smtp.js';
import { createMailDelivery } from '../../mail/delivery.js';
import { createMailTransport } from '../../mail/transport.js';
import { addDays, istanbulDate } from '../../common/dates.js';
import { createServices } from '../../services.js';
import { confirmationAttachments, renderCharterContract } from './charter-contract.js';

/** The PDF parsed back: its pages' text (items joined by spaces) and page count. */
async function readPdf(bytes: Buffer): Promise<{ pages: number; text: string; doc: Awaited<ReturnType<typeof open>> }> {
  const doc = await open(bytes);
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: texts.join('\n').replace(/\s+/g, ' '), doc };
}
const open = (bytes: Buffer) => getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;

/** Page `n` drawn as a PNG (what a person sees), and the share of its pixels that are not white. */
async function pagePng(doc: Awaited<ReturnType<typeof open>>, n: number): Promise<{ png: Buffer; inked: number }> {
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas, canvasContext: context as never, viewport }).promise;
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200) inked++;
  return { png: canvas.toBuffer('image/png'), inked: inked / (pixels.length / 4) };
}

describe('the charter contract PDF', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const stranger = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const today = istanbulDate(new Date());
  const boat = await fx.boat(owner.id, {
    name: 'Gökçe Rüzgârı',
    boatTypeId: (await fx.boatType({ name: 'Ahşap Gulet', nameEn: 'Wooden Gulet' })).id,
    marinaId: (await fx.marina({ name: 'Göcek Belediye Limanı', nameEn: 'Göcek Municipal Harbour' })).id,
    year: 2016,
    crew: 3,
    registryNumber: 'FTH-2016/114',
    tourismLicenceNumber: 'TİB-48-0912',
    flag: 'Türk',
    portOfRegistry: 'Fethiye',
  });
  await fx.price(boat.id, today, addDays(today, 200), 150_000, 'EUR');
  await t.db.sql`insert into settings (key, value) values ('site_title', 'Fethiye Tekne Kiralama'),
    ('site_address', 'Karagözler Mah. Fevzi Çakmak Cad. No: 12, Fethiye / Muğla'), ('site_phone', '+90 252 614 00 00'),
    ('site_email', 'ofis@example.com')
    on conflict (key) do update set value = excluded.value`;
  const { booking } = createServices(t.config, t.db.sql);

  const book = async (over: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: {
        boat_id: boat.id,
        guests: 6,
        customer: {
          name: 'Gülşen Işıl Çağrı Öztürk İnceoğlu',
          email: 'gulsen@example.com',
          phone: '+90 532 111 22 33',
        },
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return body<{ content: { id: string; reference: string } }>(res).content;
  };
  const confirmed = await book({ start: addDays(today, 60), end: addDays(today, 67), confirm: true });
  const option = await book({ start: addDays(today, 80), end: addDays(today, 82) });

  const download = (id: string, token = admin.token, query = '') =>
    t.app.inject({ method: 'GET', url: `/v1/admin/reservations/${id}/contract.pdf${query}`, headers: bearer(token) });

  it('is a PDF in Turkish with the parties, the boat and its papers, dates, price, schedule, terms and signatures', async () => {
    const res = await download(confirmed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sozlesme-${confirmed.reference}.pdf"`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text, doc } = await readPdf(bytes);
    expect(pages).toBe(2);
    for (const letter of ['ş', 'ğ', 'ı', 'İ', 'ç', 'ö', 'ü', 'Ş', 'Ç', 'Ö', 'Ü']) expect(text).toContain(letter);
    for (const expected of [
      'YAT KİRALAMA SÖZLEŞMESİ',
      confirmed.reference,
      'Fethiye Tekne Kiralama',
      'Karagözler Mah. Fevzi Çakmak Cad. No: 12, Fethiye / Muğla',
      'Gülşen Işıl Çağrı Öztürk İnceoğlu',
      'gulsen@example.com',
      'Gökçe Rüzgârı',
      'FTH-2016/114',
      'TİB-48-0912',
      'Türk',
      'Ahşap Gulet', // the type and the marina by their Turkish names
      'Göcek Belediye Limanı',
      'Bağlama limanı',
      '7 gün',
      'Toplam kira bedeli',
      '€10.500,00', // 7 days × 1 500 €
      '€2.100,00', // the deposit
      '€8.400,00', // the balance
      // Due 30 days before boarding (the default), by bank transfer: the terms' sentence.
      `Kalan €8.400,00, en geç ${addDays(today, 30).split('-').reverse().join('.')} tarihine kadar banka havalesiyle ödenir.`,
      'İptal koşulları',
      'Orta:',
      'İmzalar',
      'Kiracı',
    ])
      expect(text).toContain(expected);
    const first = await pagePng(doc, 1);
    expect(first.inked).toBeGreaterThan(0.01);
    if (process.env.CONTRACT_PNG_DIR) {
      await writeFile(join(process.env.CONTRACT_PNG_DIR, 'contract-tr.pdf'), bytes);
      await writeFile(join(process.env.CONTRACT_PNG_DIR, 'contract-tr-1.png'), first.png);
      await writeFile(join(process.env.CONTRACT_PNG_DIR, 'contract-tr-2.png'), (await pagePng(doc, 2)).png);
    }
  }, 60_000);

  it('is written in English when asked (or when the booking was made in English)', async () => {
    const res = await download(confirmed.id, owner.token, '?lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const { text, doc } = await readPdf(res.rawPayload);
    for (const expected of [
      'YACHT CHARTER AGREEMENT',
      'Charterer',
      'Gülşen Işıl Çağrı Öztürk İnceoğlu',
      'Port of registry',
      'Flag Turkish', // the office typed "Türk"
      'Fethiye',
      'Wooden Gulet', // the type and the marina by their English names
      'Göcek Municipal Harbour',
      '€10,500.00',
      'Moderate:',
      'Signatures',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Kiracı');
    expect(text).not.toContain('Ahşap Gulet');
    expect(text).not.toContain('Belediye');
    expect(text).not.toContain('Türk');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="charter-contract-${confirmed.reference}.pdf"`,
    );
    if (process.env.CONTRACT_PNG_DIR)
      await writeFile(join(process.env.CONTRACT_PNG_DIR, 'contract-en-1.png'), (await pagePng(doc, 1)).png);
    // The function the visitor page serves it through gives the same document.
    const direct = await renderCharterContract(booking, confirmed.id, 'en');
    expect((await readPdf(direct)).text).toContain('YACHT CHARTER AGREEMENT');
  }, 60_000);

  it('says when the balance is paid on board, as the terms of the booking say (a later change of the boat binds no booking made before it)', async () => {
    await t.db.sql`update boats set balance_on_board = true where id = ${boat.id}`;
    try {
      // Booked while the boat takes the balance on board: its terms say so.
      const onBoard = await book({ start: addDays(today, 120), end: addDays(today, 123), confirm: true });
      const { text } = await readPdf(await renderCharterContract(booking, onBoard.id, 'tr'));
      expect(text).toContain(`biniş günü (${addDays(today, 120).split('-').reverse().join('.')}) teknede ödenir`);
      // The booking made before the change keeps its transfer by the due day.
      const before = await readPdf(await renderCharterContract(booking, confirmed.id, 'tr'));
      expect(before.text).toContain('tarihine kadar banka havalesiyle ödenir');
    } finally {
      await t.db.sql`update boats set balance_on_board = false where id = ${boat.id}`;
    }
  });

  it('is refused in Turkish for a reservation that is not confirmed, and hidden from other owners', async () => {
    const res = await download(option.id);
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res)).toMatchObject({
      code: 'CONTRACT_NOT_AVAILABLE',
      content: { message: expect.stringContaining('yalnızca onaylanmış bir rezervasyon') },
    });
    expect((await download(confirmed.id, stranger.token)).statusCode).toBe(404);
    expect((await download(crypto.randomUUID())).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/admin/reservations/${confirmed.id}/contract.pdf` })).statusCode,
    ).toBe(401);
  });

  it('lists the extras in the price, included in the total', async () => {
    await fx.extra(boat.id, { name: 'Temizlik', priceMinor: 20_000, unit: 'booking', mandatory: true });
    const withExtra = await book({ start: addDays(today, 100), end: addDays(today, 103), confirm: true });
    const { text } = await readPdf((await download(withExtra.id)).rawPayload);
    expect(text).toContain('Ekstralar (toplama dahil)');
    expect(text).toContain('Temizlik');
    expect(text).toContain('€4.700,00');
  });
});

describe('the confirmation mail carries the contract', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const fx = catalogFixtures(t, admin.token);
  const today = istanbulDate(new Date());
  const { name: typeName, id: boatTypeId } = await fx.boatType({ name: 'Yelkenli Tekne' });
  const { name: marinaName, id: marinaId } = await fx.marina({ name: 'Kaş Marinası' });
  const boat = await fx.boat((await t.createUser('OWNER')).id, {
    name: 'Şafak Yıldızı',
    flag: 'Türk',
    boatTypeId,
    marinaId,
  });
  await fx.price(boat.id, today, addDays(today, 200), 90_000, 'EUR');
  const { booking } = createServices(t.config, t.db.sql);
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const transport = createMailTransport(smtp.url, log);
  afterAll(() => transport.close());
  // The workers' wiring (`jobs.ts`): the contract is drawn when the mail goes out.
  const delivery = createMailDelivery({
    sql: t.db.sql,
    transport,
    from: 'x <x@fethiyetekne.test>',
    log,
    attachments: confirmationAttachments(booking),
  });
  const mailsOf = async (id: string) =>
    body<{ content: { id: string; kind: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/reservations/${id}/mails`, headers: bearer(admin.token) }),
    ).content;

  const book = async (language: 'tr' | 'en', offset: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start: addDays(today, offset),
        end: addDays(today, offset + 3),
        guests: 4,
        language,
        customer: { name: 'Ayşe Çiçek', email: `ayse-${language}@example.com`, phone: '+90 532 111 22 33' },
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const id = body<{ content: { id: string } }>(res).content.id;
    await expect.poll(async () => (await mailsOf(id)).length).toBe(2);
    return id;
  };

  it('attaches the PDF in the booking language to the confirmation, and nothing to the other mails', async () => {
    const id = await book('en', 40);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/sendconfirm',
      headers: bearer(admin.token),
      payload: { id },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const mails = await mailsOf(id);
    const confirmation = mails.find((m) => m.kind === 'confirmation')!;
    const received = mails.find((m) => m.kind === 'reservation_received_customer')!;
    expect(await delivery.deliver(received.id)).toBe('sent');
    expect(await delivery.deliver(confirmation.id)).toBe('sent');
    const [first, second] = await smtp.waitFor(2);
    expect(first!.attachments).toEqual([]);
    expect(second!.attachments).toHaveLength(1);
    const pdf = second!.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toMatch(/^charter-contract-FT-\d{4}-\d+\.pdf$/);
    const { text } = await readPdf(pdf.content);
    expect(text).toContain('YACHT CHARTER AGREEMENT');
    expect(text).toContain('Şafak Yıldızı');
    // A type and a marina without English names keep their Turkish ones.
    expect(text).toContain(`Type ${typeName}`);
    expect(text).toContain(marinaName);
    expect(text).toContain('Ayşe Çiçek');
    // The outbox keeps the mail, not the file.
    const [row] = await t.db.sql<{ size: number }[]>`
      select octet_length(html) + octet_length(text) as size from outbox_mails where id = ${confirmation.id}`;
    expect(row!.size).toBeLessThan(pdf.content.length);
  }, 60_000);

  // Issue 34: recording the deposit is enough; nobody presses "Onay bildirimini gönder".
  it('goes out with the contract when the office records the deposit, no button pressed', async () => {
    const id = await book('tr', 60);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reservations/${id}/payments`,
      headers: bearer(admin.token),
      payload: { amount: 54_000, currency: 'EUR', method: 'bank_transfer', receivedOn: today },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body<{ content: { status: string } }>(paid).content.status).toBe('confirmed');
    const confirmation = (await mailsOf(id)).find((m) => m.kind === 'confirmation');
    expect(confirmation, 'the confirmation is queued with the payment').toBeDefined();
    const before = smtp.received.length;
    expect(await delivery.deliver(confirmation!.id)).toBe('sent');
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(toOf(mail)).toEqual(['ayse-tr@example.com']);
    expect(mail.subject).toMatch(/^Rezervasyonunuz onaylandı: FT-/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect((await readPdf(mail.attachments[0]!.content)).text).toContain('Ayşe Çiçek');
  }, 60_000);

  it('goes without the contract when the reservation was cancelled before the mail went out', async () => {
    const id = await book('tr', 50);
    await t.app.inject({ method: 'POST', url: '/v1/admin/sendconfirm', headers: bearer(admin.token), payload: { id } });
    const confirmation = (await mailsOf(id)).find((m) => m.kind === 'confirmation')!;
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/reservations/${id}`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled', cancelReason: 'customer' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const before = smtp.received.length;
    expect(await delivery.deliver(confirmation.id)).toBe('sent');
    const mails = await smtp.waitFor(before + 1);
    expect(mails[before]!.attachments).toEqual([]);
  }, 60_000);
});
