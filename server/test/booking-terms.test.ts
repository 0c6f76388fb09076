import { describe, expect, it } from 'vitest';
import { convert, formatMoney, type Currency } from '../src/common/money.js';
import { bearer, body, createTestApp, type TestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { normalizeSpace, pdfText } from './pdf-text.js';

// Issue 34: one booking, one set of terms. The amounts, currencies, deadline, balance terms and accounts a
// customer reads are decided once with the booking and read by every surface: the booking's answer (the
// confirmation on screen), the customer's mail, the visitor's page, the contract, the office's reservation
// and list. A later change of the exchange rates changes none of them, but the indication of a balance paid at
// the day's rate.

interface Statement {
  deposit: string;
  depositDueBy: string;
  balance: string;
}
interface Terms {
  contract: { currency: Currency; total: number; deposit: number; balance: number };
  payment: { currency: Currency; deposit: number; balance: number };
  requestedCurrency: Currency;
  balance: { dueOn: string; onBoard: boolean; rate: string };
  banks: { iban: string; currency: Currency }[];
  rates: { USD: string; EUR: string; GBP: string };
}
interface Booked {
  id: string;
  reference: string;
  optionUntil: string;
  terms: Terms;
  statement: Statement;
}

const DISPLAY: Record<Currency, string> = { TRY: 'TL', USD: 'DOLLAR', EUR: 'EURO', GBP: 'POUND' };
const norm = normalizeSpace;

/** A valid Turkish IBAN for the 22 digits after the check digits (ISO 13616, mod 97). */
function turkishIban(bban: string): string {
  const digits = `${bban}2927` + '00'; // T = 29, R = 27
  const check = 98n - (BigInt(digits) % 97n);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

async function world(t: TestApp) {
  const admin = await t.createUser('ADMIN');
  const fx = catalogFixtures(t, admin.token);
  const owner = await t.createUser('OWNER');
  const byTransfer = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  const onBoard = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await t.db.sql`update boats set balance_on_board = true where id = ${onBoard.id}`;
  const extras = new Map<number, number>();
  for (const b of [byTransfer, onBoard]) {
    await fx.price(b.id, '2027-01-01', '2027-12-31', 112_000, 'EUR');
    const extra = await fx.extra(b.id, {
      name: 'Kaptan',
      nameEn: 'Skipper',
      priceMinor: 5_000,
      unit: 'day',
      mandatory: false,
    });
    extras.set(b.id, extra.id);
  }
  for (const currency of ['TRY', 'EUR', 'USD', 'GBP'] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/banks',
      headers: bearer(admin.token),
      payload: {
        name: `Banka ${currency}`,
        branch: 'Fethiye',
        accountHolder: 'Fethiye Tekne Turizm',
        iban: turkishIban(`000100015800731234567${['TRY', 'EUR', 'USD', 'GBP'].indexOf(currency)}`),
        currency,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const extraOf = (boatId: number) => extras.get(boatId)!;
  return { admin, byTransfer, onBoard, extraOf };
}

describe('one booking, one set of terms', async () => {
  const t = await createTestApp({ OFFICE_EMAIL: 'ofis@fethiyetekne.test' });
  const { admin, byTransfer, onBoard, extraOf } = await world(t);
  const get = async <T>(url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ content: T }>(res).content;
  };
  const customerMail = async (id: string, kind: string) => {
    await expect
      .poll(
        async () => (await t.db.sql`select 1 from outbox_mails where reservation_id = ${id} and kind = ${kind}`).length,
      )
      .toBe(1);
    const [row] = await t.db.sql<{ text: string; html: string }[]>`
      select text, html from outbox_mails where reservation_id = ${id} and kind = ${kind}`;
    return row!;
  };
  const visitorPath = (html: string) => {
    const href = /href="([^"]*\/(?:rezervasyon|en\/reservation)\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const url = new URL(href);
    return { number: decodeURIComponent(url.pathname.split('/').pop()!), token: url.searchParams.get('t')! };
  };
  let day = 0;
  const stay = () => {
    day += 4;
    const start = new Date(Date.UTC(2027, 2, 1 + day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 2, 4 + day)).toISOString().slice(0, 10);
    return { start, end };
  };

  for (const language of ['tr', 'en'] as const)
    for (const currency of ['TRY', 'EUR', 'USD', 'GBP'] as const)
      for (const boatKind of ['transfer', 'onBoard'] as const)
        it(`says the same terms everywhere: ${language}, paid in ${currency}, balance ${boatKind === 'onBoard' ? 'on board' : 'by transfer'}`, async () => {
          const boat = boatKind === 'onBoard' ? onBoard : byTransfer;
          const { start, end } = stay();
          const extraId = extraOf(boat.id);
          const payload = {
            start,
            end,
            guests: 4,
            currency: DISPLAY[currency],
            language,
            extras: [{ extraId, quantity: 1 }],
          };
          // The quote says, before submitting, what the booking will say.
          const quoted = await t.app.inject({ method: 'POST', url: `/v1/boats/${boat.slug}/quote`, payload });
          expect(quoted.statusCode, quoted.body).toBe(200);
          const quote = body<{ content: { terms: Terms; statement: Statement; total: number } }>(quoted).content;
          const res = await t.app.inject({
            method: 'POST',
            url: '/v1/reservations',
            payload: {
              ...payload,
              boatSlug: boat.slug,
              customer: { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' },
            },
          });
          expect(res.statusCode, res.body).toBe(201);
          const booked = body<{ content: Booked }>(res).content;
          const { terms, statement } = booked;
          // 3 days at 1 120 € plus the skipper (50 € a day): the contract binds euros; the customer pays in their currency.
          expect(terms.contract).toEqual({ currency: 'EUR', total: 351_000, deposit: 70_200, balance: 280_800 });
          expect(terms.payment.currency).toBe(currency);
          expect(terms.payment.deposit).toBe(
            convert({ amount: 70_200, currency: 'EUR' }, currency, terms.rates).amount,
          );
          expect(terms.banks.map((b) => b.currency)).toEqual([currency]);
          expect(terms.balance.onBoard).toBe(boatKind === 'onBoard');
          expect(quote.terms).toEqual(terms);
          expect(quote.statement.deposit).toBe(statement.deposit);
          expect(quote.statement.balance).toBe(statement.balance);
          expect(statement.deposit).toContain(formatMoney({ amount: terms.payment.deposit, currency }, language));
          expect(statement.depositDueBy).toContain(language === 'en' ? 'Turkey time' : 'Türkiye saati');
          expect(statement.balance).toContain(
            boatKind === 'onBoard'
              ? language === 'en'
                ? 'on board'
                : 'teknede'
              : language === 'en'
                ? 'bank transfer'
                : 'banka havalesiyle',
          );

          // The customer's mail, in the booking's language: the same sentences and the same account.
          const mail = await customerMail(booked.id, 'reservation_received_customer');
          for (const s of [statement.deposit, statement.depositDueBy, statement.balance])
            expect(norm(mail.text)).toContain(norm(s));
          expect(mail.html).toContain(`(${currency})`);
          for (const other of ['TRY', 'EUR', 'USD', 'GBP'].filter((c) => c !== currency))
            expect(mail.html).not.toContain(`(${other})</li>`);

          // The visitor's page.
          const { number, token } = visitorPath(mail.html);
          const page = await get<{ terms: Terms; statement: Statement; banks: { currency: string }[] }>(
            `/v1/visitor-reservations/${encodeURIComponent(number)}?t=${encodeURIComponent(token)}`,
          );
          expect(page.terms).toEqual(terms);
          expect(page.statement).toEqual(statement);
          expect(page.banks.map((b) => b.currency)).toEqual([currency]);

          // The office's reservation and list (Turkish): the same terms, the same Turkish sentences.
          const office = await get<{
            terms: Terms;
            statement: Statement;
            balanceDueOn: string;
            balanceOutstanding: number;
          }>(`/v1/admin/reservations/${booked.id}`, admin.token);
          expect(office.terms).toEqual(terms);
          if (language === 'tr') expect(office.statement).toEqual(statement);
          expect(office.balanceDueOn).toBe(terms.balance.dueOn);
          expect(office.balanceOutstanding).toBe(280_800);
          const list = await get<{ id: string; terms: Terms; balanceDueOn: string }[]>(
            `/v1/admin/reservations?reservation_id=${booked.reference}`,
            admin.token,
          );
          expect(list[0]!.terms).toEqual(terms);

          // The deposit paid as asked, in the payment currency: it confirms, and the contract states the same terms.
          const paid = await t.app.inject({
            method: 'POST',
            url: `/v1/admin/reservations/${booked.id}/payments`,
            headers: bearer(admin.token),
            payload: { amount: terms.payment.deposit, currency, method: 'bank_transfer', receivedOn: '2026-12-01' },
          });
          expect(paid.statusCode, paid.body).toBe(200);
          const confirmed = body<{ content: { status: string; paid: number; statement: Statement } }>(paid).content;
          expect(confirmed).toMatchObject({ status: 'confirmed', paid: 70_200 });
          const pdf = await t.app.inject({
            method: 'GET',
            url: `/v1/visitor-reservations/${encodeURIComponent(number)}/contract.pdf?t=${encodeURIComponent(token)}`,
          });
          expect(pdf.statusCode, pdf.body).toBe(200);
          const contract = await pdfText(pdf.rawPayload);
          expect(contract).toContain(norm(statement.deposit));
          expect(contract).toContain(norm(statement.balance));
          for (const b of terms.banks) expect(contract).toContain(b.iban);
        });

  it('keeps every amount asked when the rates change; a balance at the day’s rate indicates the new one, a fixed one does not', async () => {
    const book = async () => {
      const { start, end } = stay();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        payload: {
          boatSlug: byTransfer.slug,
          start,
          end,
          guests: 2,
          currency: 'TL',
          customer: { name: 'Can Öztürk', email: 'can@example.com', phone: '+90 532 111 22 44' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return body<{ content: Booked }>(res).content;
    };
    const setRule = async (rule: string) =>
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/v1/admin/site/edit',
            headers: bearer(admin.token),
            payload: { balance_rate_rule: rule },
          })
        ).statusCode,
      ).toBeLessThan(300);
    const setEuro = async (rate: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/admin/exchange/edit',
        headers: bearer(admin.token),
        payload: { euro_exchange_rate: rate },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await setEuro('48.20');
    const daily = await book();
    await setRule('fixed');
    const fixed = await book();
    await setRule('');
    expect(daily.terms.balance.rate).toBe('day_of_payment');
    expect(fixed.terms.balance.rate).toBe('fixed');
    const before = await Promise.all(
      [daily, fixed].map((b) =>
        get<{ terms: Terms; statement: Statement }>(`/v1/admin/reservations/${b.id}`, admin.token),
      ),
    );
    await setEuro('52.00');
    const after = await Promise.all(
      [daily, fixed].map((b) =>
        get<{ terms: Terms; statement: Statement }>(`/v1/admin/reservations/${b.id}`, admin.token),
      ),
    );
    for (let i = 0; i < 2; i++) {
      expect(after[i]!.terms).toEqual(before[i]!.terms);
      expect(after[i]!.statement.deposit).toBe(before[i]!.statement.deposit);
    }
    // The day's rate: the contract's euros stay, the indicated TL follow the new rate.
    const left = daily.terms.contract.balance;
    expect(after[0]!.statement.balance).toContain(formatMoney({ amount: left, currency: 'EUR' }));
    expect(after[0]!.statement.balance).toContain(formatMoney({ amount: left * 52, currency: 'TRY' }));
    expect(before[0]!.statement.balance).toContain(
      formatMoney(convert({ amount: left, currency: 'EUR' }, 'TRY', { USD: '41.50', EUR: '48.20', GBP: '55.00' })),
    );
    // Fixed at booking: the same TL before and after.
    expect(after[1]!.statement.balance).toBe(before[1]!.statement.balance);
    expect(after[1]!.statement.balance).toContain(
      formatMoney({ amount: fixed.terms.payment.balance, currency: 'TRY' }),
    );
    await setEuro('48.20');
  });

  it('books at the office in TL: the office’s quote, the reservation, the mail and the contract say the same TL terms', async () => {
    const { start, end } = stay();
    const payload = { boat_id: byTransfer.id, start, end, guests: 4, currency: 'TL' };
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations/quote',
      headers: bearer(admin.token),
      payload,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = body<{ content: { terms: Terms; statement: Statement } }>(quoted).content;
    expect(quote.terms.payment.currency).toBe('TRY');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: {
        ...payload,
        confirm: true,
        customer: { name: 'Telefon Müşterisi', email: 'tel@example.com', phone: '+90 532 000 00 00' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = body<{ content: { id: string; terms: Terms; statement: Statement } }>(res).content;
    expect(r.terms).toEqual(quote.terms);
    expect(r.statement.deposit).toBe(quote.statement.deposit);
    expect(r.statement.balance).toBe(quote.statement.balance);
    expect(r.statement.deposit).toMatch(/^₺/);
    const mail = await customerMail(r.id, 'reservation_received_customer');
    expect(norm(mail.text)).toContain(norm(r.statement.deposit));
    expect(norm(mail.text)).toContain(norm(r.statement.balance));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reservations/${r.id}/contract.pdf`,
      headers: bearer(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    const contract = await pdfText(pdf.rawPayload);
    expect(contract).toContain(norm(r.statement.deposit));
    expect(contract).toContain(norm(r.statement.balance));
  });
});
