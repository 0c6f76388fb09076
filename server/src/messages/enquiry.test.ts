import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';
import { catalogFixtures, type ErrorBody } from '../../test/catalog.js';

interface Msg {
  id: number;
  kind: string;
  subject: string;
  message: string;
  phone: string | null;
  boat: { id: number; name: string; slug: string } | null;
  preferredContact: string | null;
  startDate: string | null;
  endDate: string | null;
  guests: number | null;
}

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const nextYear = new Date().getFullYear() + 1;

describe('purchase enquiries and charter requests', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const saleBoat = await fx.boat(owner.id, {
    forRent: false,
    forSale: true,
    salePriceMinor: 50_000_000,
    saleCurrency: 'EUR',
  });
  const send = (payload: object, remoteAddress = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/v1/website/enquiry', payload, remoteAddress });
  const purchase = (over: Record<string, unknown> = {}) => ({
    kind: 'purchase',
    boatSlug: saleBoat.slug,
    name: 'Jane Smith',
    email: 'jane@example.com',
    phone: '+44 20 7946 0000',
    preferredContact: 'whatsapp',
    message: 'Could we see the boat in May?',
    language: 'en',
    ...over,
  });
  const messages = async () =>
    body<{ content: Msg[]; total: number }>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/contact/messages?take=50', headers: bearer(admin.token) }),
    ).content;

  it('stores a purchase enquiry tied to its boat, and copies it to the visitor with the office in Bcc', async () => {
    const res = await send(purchase());
    expect(res.statusCode).toBe(200);
    const [m] = await messages();
    expect(m).toMatchObject({
      kind: 'purchase',
      subject: `Satın alma talebi: ${saleBoat.name}`,
      message: 'Could we see the boat in May?',
      phone: '+44 20 7946 0000',
      boat: { id: saleBoat.id, name: saleBoat.name, slug: saleBoat.slug },
      preferredContact: 'whatsapp',
      startDate: null,
    });
    const [mail] = await t.db.sql<{ kind: string; recipient: string; subject: string; text: string }[]>`
      select kind, recipient, subject, text from outbox_mails where recipient = 'jane@example.com' order by id desc limit 1`;
    expect(mail).toMatchObject({ kind: 'contact_copy', recipient: 'jane@example.com' });
    // The copy is in the visitor's language; the panel's subject stays Turkish.
    expect(mail!.subject).toContain(`Purchase enquiry: ${saleBoat.name}`);
    expect(mail!.text).toContain(`Boat: ${saleBoat.name}`);
    expect(mail!.text).toContain('Preferred contact: WhatsApp');
  });

  it('stores a charter request with or without a boat, with its dates and guests', async () => {
    const start = `${nextYear}-07-10`;
    const end = `${nextYear}-07-17`;
    const res = await send({
      kind: 'charter',
      name: 'Ayşe Deniz',
      email: 'ayse@example.com',
      preferredContact: 'email',
      start,
      end,
      guests: 6,
      message: 'Bir haftalık mavi yolculuk.',
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ content: { message: string } }>(res).content.message).toBe(
      'Talebiniz alındı. En kısa sürede size dönüş yapacağız.',
    );
    const [m] = await messages();
    expect(m).toMatchObject({
      kind: 'charter',
      subject: 'Kiralama talebi',
      boat: null,
      startDate: start,
      endDate: end,
      guests: 6,
      preferredContact: 'email',
    });
    expect(
      (await send({ ...purchase({ kind: 'charter', message: undefined }), boatSlug: saleBoat.slug })).statusCode,
    ).toBe(200);
    expect((await messages())[0]).toMatchObject({ kind: 'charter', boat: { id: saleBoat.id }, message: '' });
  });

  it.each([
    [{ boatSlug: undefined }, 400, 'ENQUIRY_BOAT_REQUIRED'],
    [{ boatSlug: 'yok-boyle-tekne' }, 404, 'BOAT_NOT_FOUND'],
    [{ phone: undefined }, 400, 'ENQUIRY_PHONE_REQUIRED'],
    [{ message: '  ' }, 400, 'VALIDATION_ERROR'],
    [{ kind: 'charter', start: `${nextYear}-07-10` }, 400, 'DATES_INCOMPLETE'],
    [{ kind: 'charter', start: `${nextYear}-07-10`, end: `${nextYear}-07-10` }, 400, 'DATES_INVALID'],
    [{ kind: 'charter', start: '2020-07-10', end: '2020-07-12' }, 400, 'DATES_PAST'],
  ])('refuses %o with %i %s and stores nothing', async (over, status, code) => {
    const before = (await messages()).length;
    const res = await send(purchase(over));
    expect(res.statusCode).toBe(status);
    expect(body<ErrorBody>(res).code).toBe(code);
    expect((await messages()).length).toBe(before);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await messages()).length;
    const res = await send(purchase({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect((await messages()).length).toBe(before);
  });

  it('limits one client to five enquiries in ten minutes, counted in PostgreSQL, with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(purchase(), ip)).statusCode).toBe(200);
    const blocked = await send(purchase(), ip);
    expect(blocked.statusCode).toBe(429);
    expect(body<ErrorBody>(blocked).code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from request_counters where key like 'enquiry:%'`;
    expect(row!.n).toBeGreaterThan(0);
    expect((await send(purchase())).statusCode).toBe(200);
  });
});
