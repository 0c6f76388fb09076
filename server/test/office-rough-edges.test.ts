import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { pdfText } from './pdf-text.js';
import { mailHtml, visitorLinkOf } from './visitor-link.js';

interface Trail {
  content: { type: string; title: string; actor: { kind: string } }[];
}

/** What the office met on its screens (issue 36): the audit trail, the visitor's link, completion, the notice, the contract. */
describe('the office’s rough edges', async () => {
  const t = await createTestApp({ OFFICE_EMAIL: 'ofis@fethiyetekne.test' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const trail = async (id: string) => body<Trail>(await as('GET', `/v1/admin/reservations/${id}/events`)).content;

  const book = async (start: string, end: string, name = 'Deniz Yıldız', note?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start,
        end,
        guests: 2,
        currency: 'EURO',
        ...(note ? { note } : {}),
        customer: { name, email: 'deniz@example.com', phone: '+90 532 111 22 33' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = body<{ content: { id: string; reference: string } }>(res).content;
    const mail = (kind: string) => mailHtml(t.db.sql, r.id, kind);
    const { token } = await visitorLinkOf(t.db.sql, r.id);
    return { ...r, token, mail };
  };
  const page = (reference: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/v1/visitor-reservations/${reference}?t=${token}` });

  it('writes passenger-list saves and link renewals and revocations into the audit trail; a link can be revoked alone', async () => {
    const r = await book('2027-06-01', '2027-06-04');
    const guest = (fullName: string, n: number) => ({
      fullName,
      nationality: 'Türkiye',
      documentNo: `U${1000000 + n}`,
      birthDate: '1990-03-01',
      consent: true,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/visitor-reservations/${r.reference}/passengers?t=${r.token}`,
      payload: { emergencyPhone: '+90 532 000 00 00', passengers: [guest('Ayşe Yıldız', 1), guest('Ali Yıldız', 2)] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterList = await trail(r.id);
    expect(afterList.at(-1)).toMatchObject({
      type: 'PassengerListSaved',
      title: 'Yolcu listesi kaydedildi: 2 kişi',
      actor: { kind: 'visitor' },
    });
    // The names are the list's, never the log's.
    expect(JSON.stringify(afterList)).not.toContain('Ayşe');

    const renewed = await as('POST', `/v1/admin/reservations/${r.id}/link`);
    expect(renewed.statusCode).toBe(200);
    const url = new URL(body<{ content: { url: string } }>(renewed).content.url);
    const token = url.searchParams.get('t')!;
    expect((await page(r.reference, r.token)).statusCode).toBe(404);
    expect((await page(r.reference, token)).statusCode).toBe(200);
    expect((await trail(r.id)).at(-1)).toMatchObject({
      type: 'VisitorLinkChanged',
      title: 'Müşterinin rezervasyon bağlantısı yenilendi; eski bağlantı artık açılmıyor',
      actor: { kind: 'user' },
    });

    const revoked = await as('DELETE', `/v1/admin/reservations/${r.id}/link`);
    expect(revoked.statusCode).toBe(200);
    expect(body<{ content: { revoked: boolean } }>(revoked).content).toEqual({ revoked: true });
    expect((await page(r.reference, token)).statusCode).toBe(404);
    const events = await trail(r.id);
    expect(events.at(-1)).toMatchObject({
      type: 'VisitorLinkChanged',
      title: 'Müşterinin rezervasyon bağlantısı iptal edildi; yenilenene kadar hiçbir bağlantı açılmıyor',
    });
    // Revoking again changes nothing and writes nothing.
    expect(
      body<{ content: { revoked: boolean } }>(await as('DELETE', `/v1/admin/reservations/${r.id}/link`)).content,
    ).toEqual({ revoked: false });
    expect(await trail(r.id)).toHaveLength(events.length);
    // A mail sent now carries no link; renewing gives one again.
    expect((await as('POST', '/v1/admin/sendbank', { id: r.id })).statusCode).toBe(200);
    expect(await r.mail('bank_details')).not.toContain('?t=');
    const again = new URL(
      body<{ content: { url: string } }>(await as('POST', `/v1/admin/reservations/${r.id}/link`)).content.url,
    );
    expect((await page(r.reference, again.searchParams.get('t')!)).statusCode).toBe(200);
  });

  it('offers completion only once the trip has ended (canComplete), as the server decides', async () => {
    const r = await book('2027-07-01', '2027-07-04');
    const pay = await as('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 90_000,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const read = body<{ content: { status: string; canComplete: boolean; version: number } }>(
      await as('GET', `/v1/admin/reservations/${r.id}`),
    ).content;
    expect(read).toMatchObject({ status: 'confirmed', canComplete: false });
    const refused = await as('PUT', `/v1/admin/reservations/${r.id}`, {
      expectedVersion: read.version,
      status: 'completed',
    });
    expect(refused.statusCode).toBe(409);
    expect(body<{ code: string }>(refused).code).toBe('NOT_FINISHED');
    // Ended trips: the seed's past ones, read from the same rule.
    const list = body<{ content: { status: string; end: string; canComplete: boolean }[] }>(
      await as('GET', '/v1/admin/reservations?take=100'),
    ).content;
    const today = new Date().toISOString().slice(0, 10);
    for (const x of list) expect(x.canComplete).toBe(x.status === 'confirmed' && x.end <= today);
  });

  it('shows the customer’s booking note in the office’s notice, disarmed; the contract prints a typed name without links', async () => {
    const r = await book(
      '2027-08-01',
      '2027-08-04',
      'Ali <b>x</b> http://evil.example',
      'Lütfen www.evil.example adresine bakın',
    );
    const notice = await r.mail('reservation_received_office');
    expect(notice).toContain('Müşterinin notu: Lütfen www[.]evil[.]example adresine bakın');
    const pay = await as('POST', `/v1/admin/reservations/${r.id}/payments`, {
      amount: 90_000,
      currency: 'EUR',
      method: 'bank_transfer',
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const pdf = await as('GET', `/v1/admin/reservations/${r.id}/contract.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('evil[.]example');
    expect(text).not.toContain('http://evil.example');
  });
});
