import { expect } from 'vitest';
import { bearer, body, type TestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { visitorLinkOf } from './visitor-link.js';

/**
 * What the visitor-page tests share: a boat to book on the website, the office's and the visitor's
 * calls, the mails sent.
 */

export interface Visitor {
  reference: string;
  status: string;
  contractUrl: string | null;
  optionUntil: string | null;
  total: number;
  deposit: number;
  paid: number;
  depositDue: number;
  balanceDue: number;
  currency: string;
  banks: { iban: string; currency: string }[];
  cancellation: {
    policy: { name: string; text: string; textEn: string };
    refundNow: { amount: number; percent: number } | null;
    canRequest: boolean;
    request: { amount: number } | null;
    refund: { amount: number } | null;
  };
  passengerList: {
    editable: boolean;
    emergencyPhone: string;
    passengers: { fullName: string; documentNo: string }[];
  };
}

export async function setup(t: TestApp) {
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  for (const [currency, iban] of [
    ['EUR', 'TR330006100519786457841326'],
    ['TRY', 'TR320010009999901234567890'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/banks',
      headers: bearer(admin.token),
      payload: { name: `Banka ${currency}`, branch: 'Fethiye', accountHolder: 'Fethiye Tekne Ltd.', iban, currency },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  let day = 0;
  const book = async (language?: 'tr' | 'en', guests = 3) => {
    day += 5;
    const start = new Date(Date.UTC(2027, 5, day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 5, day + 3)).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: {
        boatSlug: boat.slug,
        start,
        end,
        guests,
        currency: 'EURO',
        ...(language ? { language } : {}),
        customer: { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' },
      },
    });
    expect(res.statusCode).toBe(201);
    const booked = body<{ content: { id: string; reference: string } }>(res).content;
    // The link, as the customer's mail carries it (the reactor writes it after the booking commits).
    return { ...booked, ...(await visitorLinkOf(t.db.sql, booked.id)) };
  };
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const view = (reference: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/v1/visitor-reservations/${encodeURIComponent(reference)}?t=${token}` });
  const mailsOf = async (id: string) =>
    (await t.db.sql<{ kind: string; recipient: string | null; html: string; status: string }[]>`
      select kind, recipient, html, status from outbox_mails where reservation_id = ${id} order by created_at`) as {
      kind: string;
      recipient: string | null;
      html: string;
      status: string;
    }[];
  return { admin, boat, book, asAdmin, view, mailsOf };
}

export const guest = (n: number, over: Record<string, unknown> = {}) => ({
  fullName: `Yolcu Numara${'ı'.repeat(n)} Şahin`,
  nationality: 'Türkiye',
  documentNo: `U${1000000 + n}`,
  birthDate: '1990-03-0' + String((n % 9) + 1),
  consent: true,
  ...over,
});
