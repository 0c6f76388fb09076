import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, expect } from 'vitest';
import { mailJobs } from '../src/mail/jobs.js';
import { createMailQueue } from '../src/mail/queue.js';
import { startJobs } from '../src/platform/jobs.js';
import { webhookJobs } from '../src/webhooks/jobs.js';
import { bearer, body, createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

export interface Endpoint {
  id: string;
  url: string;
  enabled: boolean;
  disabledReason: string | null;
  pending: number;
  failed: number;
}
export interface Delivery {
  id: string;
  messageId: string;
  eventType: string;
  subject: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  redeliveryRequested: boolean;
}

/** The real app on its own database, the mail and webhook jobs running through pg-boss, a boat to book. */
export async function webhookWorld(env: Record<string, string>) {
  const mailQueue = createMailQueue();
  const t = await createTestApp(
    { WEBHOOK_ALLOW_PRIVATE_HOSTS: 'on', WEBHOOK_TIMEOUT_MS: '3000', ...env },
    { mailQueue },
  );
  const jobs = await startJobs({
    databaseUrl: t.db.url,
    ownerUrl: t.db.owner.url,
    work: true,
    definitions: [
      ...mailJobs({ sql: t.db.sql, config: t.config, queue: mailQueue, log }),
      ...webhookJobs({ sql: t.db.sql, config: t.config, mailQueue, log }),
    ],
    log,
  });
  mailQueue.attach(jobs.boss);
  afterAll(() => jobs.stop());
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  const boat = await fx.boat(owner.id, { guestsDay: 12, guestsNight: 8 });
  await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
  let week = 0;

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<T> => {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return body<{ content: T }>(res).content;
  };
  return {
    t,
    admin,
    boat,
    call,
    ok,
    async endpoint(url: string, eventTypes: string[], extra: object = {}) {
      return ok<{ endpoint: Endpoint; secret: string }>('POST', '/v1/admin/webhooks', { url, eventTypes, ...extra });
    },
    /** An endpoint's delivery log, newest first. */
    deliveries: (endpointId: string) => ok<Delivery[]>('GET', `/v1/admin/webhooks/${endpointId}/deliveries?take=100`),
    /** A website booking on a week of its own. */
    async book() {
      week += 1;
      const day = (n: number) => new Date(Date.UTC(2027, 4, 1 + week * 7 + n)).toISOString().slice(0, 10);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reservations',
        payload: {
          boatSlug: boat.slug,
          start: day(0),
          end: day(3),
          guests: 6,
          currency: 'EURO',
          customer: { name: 'Deniz Yıldız', email: 'deniz@example.com', phone: '+90 532 111 22 33' },
        },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const booked = body<{ content: { id: string; reference: string } }>(res).content;
      return { ...booked, day };
    },
  };
}
