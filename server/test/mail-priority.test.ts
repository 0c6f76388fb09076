import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../src/jobs.js';
import { enqueueMails } from '../src/mail/outbox.js';
import { createMailQueue } from '../src/mail/queue.js';
import { startJobs } from '../src/platform/jobs.js';
import { createTestApp } from './app.js';
import { startTestSmtp, textOf } from './smtp.js';
import { log, OFFICE, setup } from './mail-setup.js';

/** The body values of a contact copy, as the contact form writes them. */
const bulkCopy = (i: number) => ({
  eventId: randomUUID(),
  kind: 'contact_copy' as const,
  reservationId: null,
  recipient: `toplu${i}@example.com`,
  noRecipient: 'Gönderenin e-posta adresi yok.',
  values: {
    customer_name: `Toplu ${i}`,
    customer_email: `toplu${i}@example.com`,
    subject: `Toplu ${i}`,
    message: 'Bülten',
  },
});

describe('transactional mail goes before bulk mail', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const mailQueue = createMailQueue();
  const BATCH = 3;
  const t = await createTestApp(
    { SMTP_URL: smtp.url, OFFICE_EMAIL: OFFICE, MAIL_BATCH_SIZE: String(BATCH), MAIL_CONNECTIONS: '1' },
    { mailQueue },
  );
  const definitions = () => jobDefinitions({ sql: t.db.sql, config: t.config, mailQueue, log });
  // This process only enqueues; the worker starts once the backlog and the booking are queued.
  const enqueuer = await startJobs({
    databaseUrl: t.db.url,
    ownerUrl: t.db.owner.url,
    work: false,
    definitions: definitions(),
    log,
  });
  mailQueue.attach(enqueuer.boss);
  afterAll(() => enqueuer.stop());
  const { book } = await setup(t);

  it("sends a booking's mails ahead of a bulk backlog queued before it", async () => {
    await t.db.sql.begin((tx) =>
      enqueueMails(
        tx,
        mailQueue,
        Array.from({ length: 30 }, (_, i) => bulkCopy(i)),
      ),
    );
    const r = await book();
    const worker = await startJobs({
      databaseUrl: t.db.url,
      ownerUrl: t.db.owner.url,
      work: true,
      definitions: definitions(),
      log,
    });
    try {
      await smtp.waitFor(32, 30_000);
      const positions = smtp.received.flatMap((m, i) =>
        (m.subject ?? '').includes(r.reference) || textOf(m).includes(r.reference) ? [i] : [],
      );
      expect(positions).toHaveLength(2);
      // Oldest first they would be the 31st and 32nd; by priority they are in the first batch of one
      // of the two handlers (the other's first batch of bulk may go out at the same time).
      expect(Math.max(...positions)).toBeLessThan(2 * BATCH + 2);
    } finally {
      await worker.stop();
    }
  });

  it('brings an existing queue to the configured options at start', async () => {
    const queue = async () =>
      (
        await t.db.sql<{ retryLimit: number; retryDelay: number; expireSeconds: number }[]>`
      select retry_limit, retry_delay, expire_seconds from pgboss.queue where name = 'mail.send'`
      )[0];
    expect(await queue()).toMatchObject({
      retryLimit: t.config.mail.retryLimit,
      retryDelay: t.config.mail.retryDelaySeconds,
      expireSeconds: 300,
    });
    const config = { ...t.config, mail: { ...t.config.mail, retryLimit: 11, retryDelaySeconds: 7 } };
    const restarted = await startJobs({
      databaseUrl: t.db.url,
      ownerUrl: t.db.owner.url,
      work: false,
      definitions: jobDefinitions({ sql: t.db.sql, config, mailQueue, log }),
      log,
    });
    await restarted.stop();
    expect(await queue()).toMatchObject({ retryLimit: 11, retryDelay: 7, expireSeconds: 300 });
  });
});
