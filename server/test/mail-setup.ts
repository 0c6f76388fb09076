import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { expect } from 'vitest';
import { bearer, body, type TestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

/**
 * What the mail tests share: a silent logger, the office's address, an outbox row as the panel lists
 * it, and a boat to book with its mail list.
 */

export const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
export const OFFICE = 'ofis@fethiyetekne.test';

export interface Mail {
  id: string;
  kind: string;
  status: string;
  recipient: string | null;
  subject: string;
  lastError: string | null;
  attempts: number;
}

export async function setup(t: TestApp) {
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  let day = 0;
  /** A website booking; with `byOffice` the office records one for a customer who left no e-mail. */
  const book = async (byOffice = false, language?: 'tr' | 'en') => {
    day += 5;
    const start = new Date(Date.UTC(2027, 4, day)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2027, 4, day + 3)).toISOString().slice(0, 10);
    const res = byOffice
      ? await t.app.inject({
          method: 'POST',
          url: '/v1/admin/reservations',
          headers: bearer(admin.token),
          payload: {
            boat_id: boat.id,
            start,
            end,
            guests: 4,
            currency: 'EURO',
            customer: { name: 'Telefon Müşterisi', phone: '+90 532 000 00 00' },
          },
        })
      : await t.app.inject({
          method: 'POST',
          url: '/v1/reservations',
          payload: {
            boatSlug: boat.slug,
            start,
            end,
            guests: 6,
            currency: 'EURO',
            ...(language ? { language } : {}),
            customer: { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' },
          },
        });
    expect(res.statusCode).toBeLessThan(300);
    const booked = body<{ content: { id: string; reference: string } }>(res).content;
    // Mail reacts after the booking commits: wait until its two mails (customer, office) are queued.
    await expect.poll(async () => (await mailsOf(booked.id)).length).toBe(2);
    return booked;
  };
  const mailsOf = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/reservations/${id}/mails`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    return body<{ content: Mail[] }>(res).content;
  };
  return { admin, boat, book, mailsOf };
}
