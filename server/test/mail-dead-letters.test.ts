import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailQueue } from '../src/mail/queue.js';
import { bearer, body, createTestApp } from './app.js';
import { startTestSmtp } from './smtp.js';
import { log, OFFICE, type Mail, setup } from './mail-setup.js';
import { workJobs } from './working-jobs.js';

describe('a mail whose every retry failed: dead, shown with its reason, queued again from the panel', async () => {
  const smtp = await startTestSmtp();
  afterAll(() => smtp.stop());
  const mailQueue = createMailQueue();
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      OFFICE_EMAIL: OFFICE,
      MAIL_RETRY_LIMIT: '0',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_BATCH_SIZE: '4',
      MAIL_CONNECTIONS: '2',
    },
    { mailQueue },
  );
  await workJobs(t, mailQueue, log);
  const { admin, book, mailsOf } = await setup(t);
  const owner = await t.createUser('OWNER');
  const CUSTOMER = 'deniz@example.com';
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token) });
  /** A booking whose customer mail the customer's server refuses until the end of its last retry. */
  const bookRefused = async () => {
    smtp.rejects = (address) => address === CUSTOMER;
    const r = await book();
    await expect
      .poll(async () => (await mailsOf(r.id)).map((m) => `${m.kind}:${m.status}`).sort(), {
        timeout: 20_000,
        interval: 200,
      })
      .toEqual(['reservation_received_customer:dead', 'reservation_received_office:sent']);
    smtp.rejects = undefined;
    return { r, dead: (await mailsOf(r.id)).find((m) => m.status === 'dead')! };
  };

  it("fails only the refused mail of a batch; after its last retry it is dead with the server's answer", async () => {
    const { dead } = await bookRefused();
    expect(dead.lastError).toMatch(
      /^Tüm denemeler başarısız oldu; e-posta gönderilemedi\. Son yanıt: Gönderilemedi \(deneme 1\): /,
    );
    expect(dead.lastError).toContain('alıcı bulunamadı');
    const listed = body<{ content: Mail[]; total: number }>(await call('GET', '/v1/admin/mails?status=dead'));
    expect(listed.content.map((m) => m.id)).toContain(dead.id);
  });

  it('queues one dead mail again, which is then sent once; only a dead mail can be', async () => {
    const { r, dead } = await bookRefused();
    expect((await call('POST', `/v1/admin/mails/${dead.id}/resend`, owner.token)).statusCode).toBe(403);
    const res = await call('POST', `/v1/admin/mails/${dead.id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(body<{ content: Mail }>(res).content).toMatchObject({ id: dead.id, status: 'queued', lastError: null });
    await smtp.waitForText(`Rezervasyon talebiniz alındı: ${r.reference}`, 1);
    await expect.poll(async () => (await mailsOf(r.id)).find((m) => m.id === dead.id)!.status).toBe('sent');
    const again = await call('POST', `/v1/admin/mails/${dead.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(body<{ code: string; content: { message: string } }>(again)).toMatchObject({ code: 'MAIL_NOT_DEAD' });
    expect((await call('POST', `/v1/admin/mails/${randomUUID()}/resend`)).statusCode).toBe(404);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.about(`Rezervasyon talebiniz alındı: ${r.reference}`)).toHaveLength(1);
  });

  it('queues every dead mail again with one action', async () => {
    const first = await bookRefused();
    const second = await bookRefused();
    const dead = body<{ total: number }>(await call('GET', '/v1/admin/mails?status=dead')).total;
    expect(dead).toBeGreaterThanOrEqual(2);
    const res = await call('POST', '/v1/admin/mails/resend-dead');
    expect(res.statusCode).toBe(200);
    expect(body<{ content: { queued: number } }>(res).content.queued).toBe(dead);
    for (const { r } of [first, second]) await smtp.waitForText(`Rezervasyon talebiniz alındı: ${r.reference}`, 1);
    expect(body<{ total: number }>(await call('GET', '/v1/admin/mails?status=dead')).total).toBe(0);
    expect(
      body<{ content: { queued: number } }>(await call('POST', '/v1/admin/mails/resend-dead')).content.queued,
    ).toBe(0);
  });

  it('never queues an erased mail again (KVKK)', async () => {
    const { r, dead } = await bookRefused();
    expect((await call('DELETE', `/v1/admin/reservations/${r.id}/customer`)).statusCode).toBe(200);
    const erased = (await mailsOf(r.id)).find((m) => m.id === dead.id)!;
    expect(erased).toMatchObject({ status: 'skipped', recipient: null });
    const res = await call('POST', `/v1/admin/mails/${dead.id}/resend`);
    expect(res.statusCode).toBe(409);
    expect(body<{ code: string }>(res).code).toBe('MAIL_ERASED');
    expect(
      body<{ content: { queued: number } }>(await call('POST', '/v1/admin/mails/resend-dead')).content.queued,
    ).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.about(`Rezervasyon talebiniz alındı: ${r.reference}`)).toHaveLength(0);
    expect((await mailsOf(r.id)).find((m) => m.id === dead.id)!.status).toBe('skipped');
  });
});
