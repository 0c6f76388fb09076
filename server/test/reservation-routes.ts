import { bearer, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

/** A reservation as the booking and office routes answer it (the fields their tests read). */
export interface ReservationBody {
  id: string;
  reference: string;
  status: string;
  start: string;
  end: string;
  guests: number;
  optionUntil: string;
  total: number;
  deposit: number;
  paid: number;
  balance: number;
  version: number;
  confirmationSentAt?: string | null;
  customer: { name: string; email: string | null; erased: boolean };
  quote?: {
    total: number;
    deposit: number;
    balance: number;
    currency: string;
    display: { currency: string; total: number };
  };
}

export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The app, users, two priced boats and the booking and office calls the reservation route tests share
 * (`server/src/booking/reservation/*-routes.test.ts`, `read-repository.test.ts`), on a database of the file's own.
 */
export async function reservationRoutesFixture() {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const otherOwner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  const otherBoat = await fx.boat(otherOwner.id);
  for (const b of [boat, otherBoat]) await fx.price(b.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');

  const customer = { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' };
  const book = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers,
      payload: {
        boatSlug: boat.slug,
        start: '2027-06-10',
        end: '2027-06-13',
        guests: 6,
        currency: 'TL',
        customer,
        ...over,
      },
    });
  const asAdmin = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = admin.token,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const count = async (sql: string) => Number((await t.db.sql.unsafe(sql))[0]!.n);
  let day = 0;
  /** A fresh week in the priced season for each test, so tests never clash with each other. */
  const nextWeek = () => {
    day += 8;
    const start = new Date(Date.UTC(2027, 3, 5 + day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 3, 5 + day + 3)).toISOString().slice(0, 10);
    return { start, end };
  };

  return { t, admin, owner, otherOwner, fx, boat, otherBoat, customer, book, asAdmin, count, nextWeek };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
export function tr(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}
