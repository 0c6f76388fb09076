import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, adminBearer, adminLogin, apiLogin, sessionOf, setStoredSession } from './admin.js';
import { api, baseUrl, hydrated, openBrowser } from './browser.js';
import { normalizeSpace, pdfText } from '../server/test/pdf-text.js';

// Issue 34: a visitor books through the real form in each language and each payment currency, on a boat whose
// balance is paid by transfer and on one whose balance is paid on board, with an extra. The amounts, the
// currency, the deadline and the balance's terms are read from every surface (the confirmation on screen, the
// customer's mail, the visitor's page, the contract PDF's text, the office's reservation screen and list, and
// the API) and must be the same: the server's stored terms, never a figure the browser worked out.

type Currency = 'TRY' | 'EUR' | 'USD' | 'GBP';
const SITE: Record<Currency, string> = { TRY: 'TL', USD: 'DOLLAR', EUR: 'EURO', GBP: 'POUND' };
interface Statement {
  deposit: string;
  depositDueBy: string;
  balance: string;
}
interface Terms {
  payment: { currency: Currency; deposit: number };
  balance: { onBoard: boolean; dueOn: string };
  banks: { iban: string; currency: Currency }[];
}
interface Detail {
  id: number;
  slug: string;
  forRent: boolean;
  guestsNight: number;
  prices: { startDate: string; endDate: string; minDays: number }[];
  extras: { id: number; mandatory: boolean }[];
}

const sql = postgres(inject('e2eDatabaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));
const norm = normalizeSpace;

/** Two rentable overnight boats with an optional extra and a long price period far enough ahead. */
async function twoBoats(): Promise<{ boat: Detail; from: string; until: string }[]> {
  const today = new Date().toISOString().slice(0, 10);
  const { content } = await api<{ content: { slug: string }[] }>('/v1/searchboats?take=100');
  const found: { boat: Detail; from: string; until: string }[] = [];
  for (const item of content) {
    const boat = (await api<{ content: Detail }>(`/v1/boats/${item.slug}`)).content;
    if (!boat.forRent || boat.guestsNight < 2 || !boat.extras.some((e) => !e.mandatory)) continue;
    // A period with room for eight stays of two nights, starting a month from now at the earliest.
    const soonest = new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10);
    const period = boat.prices.find(
      (p) =>
        p.minDays <= 2 &&
        Date.parse(p.endDate) - Date.parse(p.startDate > soonest ? p.startDate : soonest) >= 40 * 86_400_000,
    );
    if (!period) continue;
    found.push({ boat, from: period.startDate > soonest ? period.startDate : soonest, until: period.endDate });
    if (found.length === 2) return found;
  }
  throw new Error('the demo data has no two boats with an optional extra and a future price period');
}

describe('one booking, one set of terms, on every surface', () => {
  const added: number[] = [];
  let boats: Awaited<ReturnType<typeof twoBoats>>;
  beforeAll(async () => {
    boats = await twoBoats();
    // The balance of the second boat is paid on board; the office has an account in every currency.
    await sql`update boats set balance_on_board = (id = ${boats[1]!.boat.id}) where id in ${sql([boats[0]!.boat.id, boats[1]!.boat.id])}`;
    // Valid Turkish IBANs (ISO 13616 check digits, T = 29, R = 27).
    const iban = (bban: string) => `TR${String(98n - (BigInt(`${bban}292700`) % 97n)).padStart(2, '0')}${bban}`;
    const ibans: Record<string, string> = { USD: iban('0006100519786457841399'), GBP: iban('0001000158007312345699') };
    for (const currency of ['USD', 'GBP']) {
      const bank = await adminApi<{ content: { id: number } }>('/v1/admin/banks', {
        method: 'POST',
        body: {
          name: `E2E ${currency}`,
          branch: 'Fethiye',
          accountHolder: 'Fethiye Tekne',
          iban: ibans[currency],
          currency,
        },
      });
      added.push(bank.content.id);
    }
  });
  afterAll(async () => {
    for (const id of added) await adminApi(`/v1/admin/banks/${id}`, { method: 'DELETE' }).catch(() => undefined);
    await sql`update boats set balance_on_board = false where id in ${sql(boats.map((b) => b.boat.id))}`;
  });

  it('says the same amounts, currency, deadline and balance terms in the browser, the mail, the PDF and the office', async () => {
    const { page } = await openBrowser();
    const office = await openBrowser();
    await setStoredSession(office.page, sessionOf(await apiLogin(adminLogin().email, adminLogin().password)));
    const cursor = boats.map(({ from }) => Date.parse(from) + 10 * 86_400_000);
    // Every pair of the three choices is seen (pairwise, 8 bookings rather than all 16): each language in
    // every currency, each currency with the balance paid on board and by transfer, each language with both.
    for (const [l, language] of (['tr', 'en'] as const).entries())
      for (const [c, currency] of (['TRY', 'EUR', 'USD', 'GBP'] as const).entries())
        for (const kind of [(l + c) % 2]) {
          const { boat, until } = boats[kind]!;
          // Two nights, a day after the previous booking of the boat.
          let start = '';
          let end = '';
          for (;;) {
            start = new Date(cursor[kind]!).toISOString().slice(0, 10);
            end = new Date(cursor[kind]! + 2 * 86_400_000).toISOString().slice(0, 10);
            cursor[kind]! += 3 * 86_400_000;
            if (end > until) throw new Error('the price period ran out');
            const free = await api<{ content: { occupied: unknown[] } }>(
              `/v1/boats/${boat.slug}/availability?from=${start}&to=${end}`,
            );
            if (free.content.occupied.length === 0) break;
          }
          const label = `${language} ${currency} ${kind ? 'on board' : 'transfer'}`;
          await page.goto(`${baseUrl()}/robots.txt`);
          // The choice as the currency select stores it: in localStorage and the cookie the server renders with.
          await page.evaluate(
            (c) => localStorage.setItem('currency', JSON.stringify({ state: { currency: c }, version: 0 })),
            SITE[currency],
          );
          await page.context().addCookies([{ name: 'currency', value: SITE[currency], url: baseUrl() }]);
          await page.goto(`${baseUrl()}${language === 'en' ? '/en' : ''}/boat/${boat.slug}`);
          await hydrated(page);
          const form = page.locator('[data-testid="booking-form"]');
          await form.locator('input[name="start"]').fill(start);
          await form.locator('input[name="end"]').fill(end);
          await form.locator('input[name="guests"]').fill('2');
          const extra = boat.extras.find((e) => !e.mandatory)!;
          await form.locator(`input[name="extra-${extra.id}"]`).fill('1');
          await form.locator('[data-testid="quote-balance"]').waitFor();
          const quoted = {
            deposit: norm(await form.locator('[data-testid="quote-deposit"]').textContent()),
            balance: norm(await form.locator('[data-testid="quote-balance"]').textContent()),
          };
          await form.locator('input[name="name"]').fill('Ece Kaptanoğlu');
          await form.locator('input[name="email"]').fill('ece@example.com');
          await form.locator('input[name="phone"]').fill('+90 532 000 00 00');
          if ((await form.locator('input[name="policy"]').count()) > 0)
            await form.locator('input[name="policy"]').check();
          await form.locator('input[name="kvkk"]').check();
          await form.locator('button[type="submit"]').click();
          const confirmation = page.locator('[data-testid="booking-confirmation"]');
          await confirmation.waitFor();
          const reference = norm(await confirmation.locator('[data-testid="reservation-reference"]').textContent());
          const screen = {
            deposit: norm(await confirmation.locator('[data-testid="confirmation-deposit"]').textContent()),
            depositDueBy: norm(await confirmation.locator('[data-testid="confirmation-deadline"]').textContent()),
            balance: norm(await confirmation.locator('[data-testid="confirmation-balance"]').textContent()),
          };
          expect(quoted, label).toEqual({ deposit: screen.deposit, balance: screen.balance });

          // The customer's mail in the outbox (what the SMTP server is sent), and its link.
          let mail: { html: string; text: string } | undefined;
          for (let i = 0; i < 100 && !mail; i++) {
            [mail] = await sql<{ html: string; text: string }[]>`
              select o.html, o.text from outbox_mails o join reservations r on r.id = o.reservation_id
              where r.reference = ${reference} and o.kind = 'reservation_received_customer'`;
            if (!mail) await new Promise((r) => setTimeout(r, 100));
          }
          expect(mail, label).toBeDefined();
          const href = /href="([^"]*\/(?:rezervasyon|reservation)\/[^"]+)"/
            .exec(mail!.html)![1]!
            .replace(/&amp;/g, '&');
          const link = new URL(href);
          const token = link.searchParams.get('t')!;
          // The API's answer is the reference every surface is compared with.
          const visitor = (
            await api<{ content: { terms: Terms; statement: Statement; contractUrl: string | null } }>(
              `/v1/visitor-reservations/${encodeURIComponent(reference)}?t=${encodeURIComponent(token)}`,
            )
          ).content;
          const said = {
            deposit: norm(visitor.statement.deposit),
            depositDueBy: norm(visitor.statement.depositDueBy),
            balance: norm(visitor.statement.balance),
          };
          expect(screen, label).toEqual(said);
          expect(visitor.terms.payment.currency, label).toBe(currency);
          expect(visitor.terms.balance.onBoard, label).toBe(kind === 1);
          for (const s of Object.values(said)) expect(norm(mail!.text), label).toContain(s);
          expect(
            visitor.terms.banks.map((b) => b.currency),
            label,
          ).toEqual([currency]);

          // The visitor's page in the browser.
          await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
          await hydrated(page);
          expect(
            {
              deposit: norm(await page.locator('[data-testid="visitor-deposit"]').textContent()),
              depositDueBy: norm(await page.locator('[data-testid="visitor-deadline"]').textContent()),
              balance: norm(await page.locator('[data-testid="visitor-balance"]').textContent()),
            },
            label,
          ).toEqual(said);

          // The office: the API, the reservation screen and the list (Turkish).
          const [row] = (
            await adminApi<{ content: { id: string; terms: Terms; statement: Statement; balanceDueOn: string }[] }>(
              `/v1/admin/reservations?reservation_id=${reference}`,
            )
          ).content;
          expect(row!.terms, label).toEqual(visitor.terms);
          if (language === 'tr') expect(row!.statement, label).toEqual(visitor.statement);
          await office.page.goto(`${baseUrl()}/dashboard/reservations/${row!.id}`);
          const card = office.page.locator('[data-testid="reservation-terms"]');
          await card.waitFor();
          expect(norm(await card.locator('[data-testid="terms-deposit"]').textContent()), label).toBe(
            norm(row!.statement.deposit),
          );
          expect(norm(await card.locator('[data-testid="terms-deadline"]').textContent()), label).toBe(
            norm(row!.statement.depositDueBy),
          );
          expect(norm(await card.locator('[data-testid="terms-balance"]').textContent()), label).toBe(
            norm(row!.statement.balance),
          );
          await office.page.goto(`${baseUrl()}/dashboard/reservations?reservation_id=${reference}`);
          const due = office.page.locator('[data-testid="list-balance-due"]');
          await due.waitFor();
          expect(await due.locator('time').getAttribute('datetime'), label).toBe(row!.balanceDueOn);

          // The deposit paid as asked confirms; the contract states the same terms.
          await adminApi(`/v1/admin/reservations/${row!.id}/payments`, {
            method: 'POST',
            body: { amount: visitor.terms.payment.deposit, currency, method: 'bank_transfer', receivedOn: start },
          });
          const pdf = await fetch(
            `${baseUrl()}/v1/visitor-reservations/${encodeURIComponent(reference)}/contract.pdf?t=${encodeURIComponent(token)}`,
          );
          expect(pdf.status, label).toBe(200);
          const contract = await pdfText(await pdf.arrayBuffer());
          expect(contract, label).toContain(said.deposit);
          expect(contract, label).toContain(said.balance);
        }
  }, 300_000);

  it('says the same TL terms for an office booking on the office screen, in the mail and in the contract', async () => {
    const { boat, until } = boats[0]!;
    // The last days of the period, clear of the stays above.
    let start = '';
    let end = '';
    for (let back = 3; ; back += 3) {
      start = new Date(Date.parse(until) - back * 86_400_000).toISOString().slice(0, 10);
      end = new Date(Date.parse(start) + 2 * 86_400_000).toISOString().slice(0, 10);
      const free = await api<{ content: { occupied: unknown[] } }>(
        `/v1/boats/${boat.slug}/availability?from=${start}&to=${end}`,
      );
      if (free.content.occupied.length === 0) break;
    }
    const payload = { boat_id: boat.id, start, end, guests: 2, currency: 'TL' };
    const quote = (
      await adminApi<{ content: { terms: Terms; statement: Statement } }>('/v1/admin/reservations/quote', {
        method: 'POST',
        body: payload,
      })
    ).content;
    const booked = (
      await adminApi<{ content: { id: string; reference: string; terms: Terms; statement: Statement } }>(
        '/v1/admin/reservations',
        {
          method: 'POST',
          body: {
            ...payload,
            confirm: true,
            customer: { name: 'Telefon Müşterisi', email: 'telefon@example.com', phone: '+90 532 000 00 11' },
          },
        },
      )
    ).content;
    expect(booked.terms.payment.currency).toBe('TRY');
    expect(booked.terms).toEqual(quote.terms);
    expect(booked.statement.deposit).toBe(quote.statement.deposit);
    expect(booked.statement.balance).toBe(quote.statement.balance);
    const said = {
      deposit: norm(booked.statement.deposit),
      depositDueBy: norm(booked.statement.depositDueBy),
      balance: norm(booked.statement.balance),
    };
    const office = await openBrowser();
    await setStoredSession(office.page, sessionOf(await apiLogin(adminLogin().email, adminLogin().password)));
    await office.page.goto(`${baseUrl()}/dashboard/reservations/${booked.id}`);
    const card = office.page.locator('[data-testid="reservation-terms"]');
    await card.waitFor();
    expect(norm(await card.locator('[data-testid="terms-deposit"]').textContent())).toBe(said.deposit);
    expect(norm(await card.locator('[data-testid="terms-balance"]').textContent())).toBe(said.balance);
    let mail: { text: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      [mail] = await sql<{ text: string }[]>`
        select text from outbox_mails where reservation_id = ${booked.id} and kind = 'reservation_received_customer'`;
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    for (const s of Object.values(said)) expect(norm(mail!.text)).toContain(s);
    const pdf = await fetch(`${baseUrl()}/v1/admin/reservations/${booked.id}/contract.pdf`, {
      headers: { authorization: `Bearer ${await adminBearer()}` },
    });
    expect(pdf.status).toBe(200);
    const contract = await pdfText(await pdf.arrayBuffer());
    expect(contract).toContain(said.deposit);
    expect(contract).toContain(said.balance);
  }, 120_000);
});
