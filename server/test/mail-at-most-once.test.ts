import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepOptions } from '../src/booking/reservation/sweep-options.js';
import { createServices } from '../src/services.js';
import { createMailDelivery } from '../src/mail/delivery.js';
import { createOutboxRepository } from '../src/mail/outbox-repository.js';
import { createMailQueue } from '../src/mail/queue.js';
import { createMailTransport } from '../src/mail/transport.js';
import { bearer, body, createTestApp } from './app.js';
import { startTestSmtp } from './smtp.js';
import { log, OFFICE, setup } from './mail-setup.js';

describe('at most once: a worker that dies mid-send', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  // No pg-boss here: rows stay queued so the test drives the worker itself.
  const t = await createTestApp({ OFFICE_EMAIL: OFFICE });
  const { admin, book, mailsOf } = await setup(t);
  const outbox = createOutboxRepository(t.db.sql);
  const transport = createMailTransport(smtp.url, log);
  afterAll(() => transport.close());
  const delivery = createMailDelivery({ sql: t.db.sql, transport, from: 'x <x@fethiyetekne.test>', log });

  it('never sends a row again that a killed worker had claimed', async () => {
    const r = await book();
    const row = (await mailsOf(r.id)).find((m) => m.kind === 'reservation_received_customer')!;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./mail-worker-child.ts', import.meta.url)),
        t.db.url,
        smtp.url,
        row.id,
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    // The SMTP server has the mail; the worker is killed before it hears "250 OK" and marks the row.
    smtp.onMessage = () => {
      child.kill('SIGKILL');
    };
    await exited;
    smtp.onMessage = undefined;
    expect(smtp.received).toHaveLength(1);
    expect((await outbox.get(row.id))!.status).toBe('sending');
    // pg-boss retries the job (here: a second worker takes it): the claim finds nothing to send.
    expect(await delivery.deliver(row.id)).toBe('nothing');
    await t.db.sql`update outbox_mails set lease_until = now() - interval '1 second' where id = ${row.id}`;
    expect((await delivery.dispatch(createMailQueue())).abandoned).toBe(1);
    expect(await delivery.deliver(row.id)).toBe('nothing');
    const after = await outbox.get(row.id);
    expect(after).toMatchObject({ status: 'abandoned', attempts: 1 });
    expect(after!.lastError).toContain('iki kez gönderilmemesi');
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it('keeps the mail in the outbox as logged when no SMTP server is configured', async () => {
    const r = await book();
    const noSmtp = createMailDelivery({
      sql: t.db.sql,
      transport: createMailTransport(undefined, log),
      from: 'x <x@fethiyetekne.test>',
      log,
    });
    for (const m of await mailsOf(r.id)) expect(await noSmtp.deliver(m.id)).toBe('logged');
    expect((await mailsOf(r.id)).map((m) => m.status)).toEqual(['logged', 'logged']);
    expect(await noSmtp.deliver((await mailsOf(r.id))[0]!.id)).toBe('nothing');
  });

  it('writes no mail for a booking that is refused (mail reacts only to committed events)', async () => {
    const r = await book();
    const reservation = body<{ content: { start: string; end: string; boat: { id: number } } }>(
      await t.app.inject({ method: 'GET', url: `/v1/admin/reservations/${r.id}`, headers: bearer(admin.token) }),
    ).content;
    const before = await t.db.sql<{ n: number }[]>`select count(*)::int as n from outbox_mails`;
    const clash = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin.token),
      payload: {
        boat_id: reservation.boat.id,
        start: reservation.start,
        end: reservation.end,
        guests: 2,
        customer: { name: 'Çakışan Müşteri', email: 'cakisan@example.com' },
      },
    });
    expect(clash.statusCode).toBe(409);
    const after = await t.db.sql<{ n: number }[]>`select count(*)::int as n from outbox_mails`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('tells the customer when the option expires (the sweep job appends OptionExpired)', async () => {
    const r = await book();
    const { booking } = createServices(t.config, t.db.sql);
    const later = new Date(Date.now() + (t.config.optionHoldHours + 1) * 3_600_000).toISOString();
    expect((await sweepOptions(booking, later)).expired).toBeGreaterThanOrEqual(1);
    // The app's reactor runner queues the mail of what another process (the sweep job) appended.
    await expect.poll(async () => (await mailsOf(r.id)).some((m) => m.kind === 'option_expired')).toBe(true);
    const expired = (await mailsOf(r.id)).find((m) => m.kind === 'option_expired')!;
    expect(expired.recipient).toBe('deniz@example.com');
    const row = await outbox.get(expired.id);
    expect(row!.subject).toBe(`Rezervasyon opsiyonunuzun süresi doldu: ${r.reference}`);
    expect(row!.text).toContain('süresi ön ödeme alınmadığı için doldu');
  });

  it('records a skipped mail with its reason when the customer left no e-mail', async () => {
    const r = await book(true);
    const customer = (await mailsOf(r.id)).find((m) => m.kind === 'reservation_received_customer')!;
    expect(customer).toMatchObject({ status: 'skipped', recipient: null });
    expect(customer.lastError).toContain('e-posta adresi olmadığı');
  });
});
