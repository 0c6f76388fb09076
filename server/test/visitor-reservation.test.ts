import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { body, createTestApp } from './app.js';
import { type ErrorBody } from './catalog.js';
import { type Visitor, setup, guest } from './visitor-reservation-setup.js';

// Issue 22 points 1, 3, 4: the visitor's own reservation page through the signed link of their mails.

describe('the visitor reservation page (signed link)', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'https://fethiyetekne.test', OFFICE_EMAIL: 'ofis@fethiyetekne.test' });
  const { book, asAdmin, view, mailsOf } = await setup(t);
  /** The office records the 900 € deposit: the reservation is confirmed. */
  const payDeposit = async (id: string) =>
    expect(
      (
        await asAdmin('POST', `/v1/admin/reservations/${id}/payments`, {
          amount: 90_000,
          currency: 'EUR',
          method: 'bank_transfer',
          receivedOn: '2026-11-20',
        })
      ).statusCode,
    ).toBe(200);

  it('every customer mail carries the link; it opens the reservation, never cached, without the customer', async () => {
    const r = await book();
    expect(r.url.origin).toBe('https://fethiyetekne.test');
    expect(r.url.pathname).toBe(`/rezervasyon/${r.reference}`);
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const [stored] = await t.db.sql<{ salt: string; tokenHash: Buffer }[]>`
      select salt, token_hash from reservation_links where reservation_id = ${r.id}`;
    expect(stored!.tokenHash.toString('base64url')).not.toBe(r.token);
    expect(
      JSON.stringify(await t.db.sql`select * from events where stream_id = ${`reservation-${r.id}`}`),
    ).not.toContain(r.token);

    const res = await view(r.reference, r.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const v = body<{ content: Visitor }>(res).content;
    expect(v).toMatchObject({
      reference: r.reference,
      status: 'option',
      currency: 'EUR',
      total: 450_000,
      deposit: 90_000,
      paid: 0,
      depositDue: 90_000,
      balanceDue: 450_000,
    });
    expect(Date.parse(v.optionUntil!)).toBeGreaterThan(Date.now());
    // The bank accounts in the booking's currency only.
    expect(v.banks.map((b) => b.currency)).toEqual(['EUR']);
    expect(v.cancellation.policy.text).toContain('binişten');
    expect(v.cancellation.canRequest).toBe(true);
    expect(res.body).not.toContain('deniz@example.com');
    expect(res.body).not.toContain('Deniz');

    // The office's later mails carry the same link.
    expect((await asAdmin('POST', '/v1/admin/sendbank', { id: r.id })).statusCode).toBe(200);
    const bank = (await mailsOf(r.id)).find((m) => m.kind === 'bank_details')!;
    expect(bank.html).toContain(`${r.url.pathname}?t=${r.token}`);
  });

  it('a booking made on the English site gets the English address', async () => {
    const r = await book('en');
    expect(r.url.pathname).toBe(`/en/reservation/${r.reference}`);
    expect((await view(r.reference, r.token)).statusCode).toBe(200);
  });

  it('a tampered, foreign or malformed token is a 404, and one link never opens another reservation', async () => {
    const a = await book();
    const b = await book();
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const [number, token] of [
      [a.reference, flip(a.token)],
      [a.reference, b.token],
      [b.reference, a.token],
      [a.reference, 'x'],
      [a.reference, `${a.token}A`],
      ['FT-0000-00000', a.token],
    ] as const) {
      const res = await view(number, token);
      expect(res.statusCode, `${number} ${token}`).toBe(404);
      expect(body<ErrorBody>(res).code).toBe('NOT_FOUND');
      expect(res.body).not.toContain(a.reference === number ? b.reference : a.reference);
    }
    expect((await view(b.reference, b.token)).statusCode).toBe(200);
  });

  it('the office revokes the link: the old one is a 404, the new one works and later mails carry it', async () => {
    const r = await book();
    const renewed = await asAdmin('POST', `/v1/admin/reservations/${r.id}/link`);
    expect(renewed.statusCode).toBe(200);
    const url = new URL(body<{ content: { url: string } }>(renewed).content.url);
    const token = url.searchParams.get('t')!;
    expect(token).not.toBe(r.token);
    expect((await view(r.reference, r.token)).statusCode).toBe(404);
    expect((await view(r.reference, token)).statusCode).toBe(200);
    expect((await asAdmin('POST', '/v1/admin/sendbank', { id: r.id })).statusCode).toBe(200);
    const bank = (await mailsOf(r.id)).find((m) => m.kind === 'bank_details')!;
    expect(bank.html).toContain(`?t=${token}`);
    expect(bank.html).not.toContain(r.token);
  });

  it('the passenger list: up to the booked guests, each with consent, validated in Turkish; the office reads it, as CSV and printable', async () => {
    const r = await book(undefined, 3);
    const save = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/visitor-reservations/${r.reference}/passengers?t=${r.token}`,
        payload,
      });
    const refusals: [object, string, RegExp][] = [
      [{ emergencyPhone: '+90 532 000 00 00', passengers: [] }, 'PASSENGERS_EMPTY', /En az bir yolcu/],
      [
        { emergencyPhone: '+90 532 000 00 00', passengers: [guest(1), guest(2), guest(3), guest(4)] },
        'TOO_MANY_PASSENGERS',
        /en fazla 3 yolcu/,
      ],
      [
        { emergencyPhone: '+90 532 000 00 00', passengers: [guest(1), guest(2, { consent: false })] },
        'PASSENGER_CONSENT_REQUIRED',
        /^2\. yolcu: .*KVKK/,
      ],
      [
        { emergencyPhone: '+90 532 000 00 00', passengers: [guest(1, { fullName: 'Tek' })] },
        'PASSENGER_NAME_INVALID',
        /adı ve soyadı/,
      ],
      [
        { emergencyPhone: '+90 532 000 00 00', passengers: [guest(1, { documentNo: '12' })] },
        'PASSENGER_DOCUMENT_INVALID',
        /pasaport/,
      ],
      [
        { emergencyPhone: '+90 532 000 00 00', passengers: [guest(1, { birthDate: '2999-01-01' })] },
        'PASSENGER_BIRTH_DATE_INVALID',
        /doğum tarihi/,
      ],
      [{ emergencyPhone: 'ara beni', passengers: [guest(1)] }, 'EMERGENCY_PHONE_INVALID', /telefon/],
    ];
    for (const [payload, code, message] of refusals) {
      const res = await save(payload);
      expect(res.statusCode, code).toBe(400);
      expect(body<ErrorBody>(res).code).toBe(code);
      expect(body<ErrorBody>(res).content.message).toMatch(message);
    }
    // Nothing was stored by a refused list.
    expect((await t.db.sql`select 1 from passenger_lists where reservation_id = ${r.id}`).length).toBe(0);

    const ok = await save({ emergencyPhone: ' +90 532 000 00 00 ', passengers: [guest(1), guest(2)] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<{ content: Visitor }>(ok).content.passengerList).toMatchObject({
      editable: true,
      emergencyPhone: '+90 532 000 00 00',
      passengers: [{ fullName: 'Yolcu Numaraı Şahin' }, { fullName: 'Yolcu Numaraıı Şahin' }],
    });
    // Saved again: the new list replaces the old one.
    expect(
      (await save({ emergencyPhone: '+90 532 000 00 01', passengers: [guest(1), guest(2), guest(3)] })).statusCode,
    ).toBe(200);
    const office = await asAdmin('GET', `/v1/admin/reservations/${r.id}/passengers`);
    expect(office.statusCode).toBe(200);
    expect(
      body<{ content: { guests: number; passengers: object[]; emergencyPhone: string } }>(office).content,
    ).toMatchObject({
      guests: 3,
      emergencyPhone: '+90 532 000 00 01',
    });
    const csv = await asAdmin('GET', `/v1/admin/reservations/${r.id}/passengers/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFRezervasyon;Sıra;Ad soyad')).toBe(true);
    // (A cell starting with "+" is kept from running as a spreadsheet formula.)
    expect(csv.body).toContain(`${r.reference};3;Yolcu Numaraııı Şahin;Türkiye;U1000003;1990-03-04;'+90 532 000 00 01`);
    const print = await asAdmin('GET', `/v1/admin/reservations/${r.id}/passengers/print`);
    expect(print.headers['content-type']).toContain('text/html');
    expect(print.body).toContain('Yolcu Numaraıı Şahin');
    expect(print.body).toContain('04.03.1990');
    // The reservation shows how many are entered (the list shows "liste eksik" while fewer than the guests).
    const read = await asAdmin('GET', `/v1/admin/reservations/${r.id}`);
    expect(body<{ content: { passengers: number; guests: number } }>(read).content).toMatchObject({
      passengers: 3,
      guests: 3,
    });
  });

  it('the KVKK erasure removes the passenger list with the customer', async () => {
    const r = await book(undefined, 2);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/visitor-reservations/${r.reference}/passengers?t=${r.token}`,
      payload: { emergencyPhone: '+90 555 444 33 22', passengers: [guest(7), guest(8)] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/v1/admin/reservations/${r.id}/customer`)).statusCode).toBe(200);
    expect((await t.db.sql`select 1 from passengers where reservation_id = ${r.id}`).length).toBe(0);
    expect((await t.db.sql`select 1 from passenger_lists where reservation_id = ${r.id}`).length).toBe(0);
    const all = JSON.stringify(await t.db.sql`select * from passengers`);
    expect(all).not.toContain('Numaraıııııııı');
    expect(all).not.toContain('555 444 33 22');
  });

  it('the charter contract: through the same link once the deposit confirms the charter, in the booking language; 409 before, 404 for a wrong token', async () => {
    const r = await book('en');
    const contract = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/visitor-reservations/${encodeURIComponent(r.reference)}/contract.pdf?t=${token}`,
      });
    // An option has no contract yet: no link on the page, a Turkish 409 from the route.
    expect(body<{ content: Visitor }>(await view(r.reference, r.token)).content.contractUrl).toBeNull();
    const early = await contract(r.token);
    expect(early.statusCode).toBe(409);
    expect(body<{ code: string }>(early).code).toBe('CONTRACT_NOT_AVAILABLE');
    await payDeposit(r.id);
    const page = body<{ content: Visitor }>(await view(r.reference, r.token)).content;
    expect(page.status).toBe('confirmed');
    expect(page.contractUrl).toBe(
      `/v1/visitor-reservations/${encodeURIComponent(r.reference)}/contract.pdf?t=${encodeURIComponent(r.token)}`,
    );
    const pdf = await t.app.inject({ method: 'GET', url: page.contractUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toContain(`.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Parsed back: the English booking's contract is the English one, with its number.
    const doc = await getDocument({ data: new Uint8Array(pdf.rawPayload), isEvalSupported: false }).promise;
    let text = '';
    for (let i = 1; i <= doc.numPages; i++)
      text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' ');
    expect(text).toContain('YACHT CHARTER AGREEMENT');
    expect(text).toContain(r.reference);
    const tampered = await contract(`${r.token.slice(0, -2)}xx`);
    expect(tampered.statusCode).toBe(404);
  });

  it('the cancellation request: the refund shown, the office told, refused with a reason, asked again, accepted', async () => {
    const r = await book();
    // A paid, confirmed reservation: the boat's policy (Orta by default) refunds in full this far ahead.
    await payDeposit(r.id);
    const before = body<{ content: Visitor }>(await view(r.reference, r.token)).content;
    expect(before.status).toBe('confirmed');
    expect(before.cancellation.refundNow).toMatchObject({ amount: 90_000, percent: 100 });

    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/visitor-reservations/${r.reference}/cancellation-request?t=${r.token}`,
      });
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(200);
    expect(body<{ content: Visitor }>(asked).content.cancellation).toMatchObject({
      canRequest: false,
      request: { amount: 90_000 },
    });
    expect((await ask()).statusCode).toBe(200); // asking twice changes nothing
    const events = await t.db.sql<{ type: string }[]>`
      select type from events where stream_id = ${`reservation-${r.id}`} order by version`;
    expect(events.filter((e) => e.type === 'CancellationRequested')).toHaveLength(1);
    await expect
      .poll(async () => (await mailsOf(r.id)).find((m) => m.kind === 'cancellation_request_office')?.recipient)
      .toBe('ofis@fethiyetekne.test');
    const adminView = body<{ content: { cancellationRequest: { refund: { amount: number } } | null } }>(
      await asAdmin('GET', `/v1/admin/reservations/${r.id}`),
    ).content;
    expect(adminView.cancellationRequest?.refund.amount).toBe(90_000);

    // Refused without a reason: 400; with one: the customer hears why, the reservation stands.
    expect(
      (await asAdmin('POST', `/v1/admin/reservations/${r.id}/cancellation-request/refuse`, { reason: ' ' })).statusCode,
    ).toBe(400);
    const refused = await asAdmin('POST', `/v1/admin/reservations/${r.id}/cancellation-request/refuse`, {
      reason: 'Tarih değişikliği önerebiliriz',
    });
    expect(refused.statusCode).toBe(200);
    expect(body<{ content: { status: string; cancellationRequest: unknown } }>(refused).content).toMatchObject({
      status: 'confirmed',
      cancellationRequest: null,
    });
    const refusal = (await mailsOf(r.id)).find((m) => m.kind === 'cancellation_refused')!;
    expect(refusal.recipient).toBe('deniz@example.com');
    expect(refusal.html).toContain('Tarih değişikliği önerebiliriz');
    expect(refusal.html).toContain(`?t=${r.token}`);

    // Asked again and accepted: cancelled for the customer, with the policy's refund; the customer is told.
    expect((await ask()).statusCode).toBe(200);
    const accepted = await asAdmin('POST', `/v1/admin/reservations/${r.id}/cancellation-request/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      body<{ content: { status: string; cancelReason: string; refund: { amount: number } } }>(accepted).content,
    ).toMatchObject({
      status: 'cancelled',
      cancelReason: 'customer',
      refund: { amount: 90_000 },
    });
    const acceptance = (await mailsOf(r.id)).find((m) => m.kind === 'cancellation_accepted')!;
    expect(acceptance.recipient).toBe('deniz@example.com');
    expect(acceptance.html).toContain('İade edilecek tutar: €900,00');
    const after = body<{ content: Visitor }>(await view(r.reference, r.token)).content;
    expect(after).toMatchObject({ status: 'cancelled', optionUntil: null, balanceDue: 0 });
    expect(after.cancellation).toMatchObject({ canRequest: false, request: null, refund: { amount: 90_000 } });
    expect(after.passengerList.editable).toBe(false);
    // Nothing more to ask, and no accepting what was not asked.
    expect((await ask()).statusCode).toBe(409);
    expect((await asAdmin('POST', `/v1/admin/reservations/${r.id}/cancellation-request/accept`)).statusCode).toBe(409);
  });
});
