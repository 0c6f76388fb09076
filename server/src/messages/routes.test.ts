import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';

interface ErrorBody {
  code: string;
  content: { message: string };
}
interface Msg {
  id: number;
  name: string;
  subject: string;
  message: string;
  read: boolean;
}
interface Sub {
  id: number;
  email: string;
}

let ipCounter = 0;
/** Each test writes from its own address so the per-address limit of one does not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('contact form and subscribers', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const call = (method: 'GET' | 'DELETE', url: string, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token) });
  const submit = (payload: object, remoteAddress = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/v1/website/contact', payload, remoteAddress });
  const form = (over: Record<string, unknown> = {}) => ({
    name: 'Ayşe Deniz',
    email: 'ayse@example.com',
    phone: '+90 532 000 00 00',
    subject: 'Ağustos için gulet',
    message: 'Merhaba, 4 kişilik bir gulet arıyoruz.',
    ...over,
  });
  const unread = async () =>
    body<{ content: { count: number } }>(await call('GET', '/v1/admin/unreadcount')).content.count;
  const messages = async (query = '') =>
    body<{ content: Msg[]; total: number }>(await call('GET', `/v1/admin/contact/messages${query}`));

  it('stores a message, which the ADMIN sees newest first', async () => {
    const res = await submit(form({ subject: 'Yeni mesaj' }));
    expect(res.statusCode).toBe(200);
    expect(body<{ content: { message: string } }>(res).content.message).toBe(
      'Mesajınız alındı. En kısa sürede size dönüş yapacağız.',
    );
    const list = await messages();
    expect(list.content[0]).toMatchObject({ subject: 'Yeni mesaj', read: false, name: 'Ayşe Deniz' });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await messages()).total;
    const res = await submit(form({ website: 'http://spam.example', subject: 'Bot' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe((await submit(form())).body);
    expect((await messages()).total).toBe(before + 1);
    expect((await messages('?take=100')).content.map((m) => m.subject)).not.toContain('Bot');
  });

  it('limits one address to five messages in ten minutes with a Turkish 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await submit(form({ subject: `Sınır ${i}` }), ip)).statusCode).toBe(200);
    const blocked = await submit(form(), ip);
    expect(blocked.statusCode).toBe(429);
    expect(body<ErrorBody>(blocked)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(body<ErrorBody>(blocked).content.message).toMatch(
      /^Çok fazla istek gönderdiniz\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
    );
    expect((await submit(form())).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'adres-degil' }, 'Geçersiz istek: "email" geçerli bir e-posta adresi olmalıdır.'],
    [{ message: '' }, 'Geçersiz istek: "message" boş olamaz.'],
    [{ subject: 'x'.repeat(201) }, 'Geçersiz istek: "subject" en fazla 200 karakter olabilir.'],
    [{ name: '   ' }, 'Ad soyad boş olamaz.'],
  ])('refuses %o in Turkish', async (over, message) => {
    const res = await submit(form(over));
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe(message);
  });

  it('marks a message read when opened, and the unread count goes down', async () => {
    await submit(form({ subject: 'Okunacak' }));
    const target = (await messages('?unread=true')).content.find((m) => m.subject === 'Okunacak')!;
    const before = await unread();
    const opened = await call('GET', `/v1/admin/contact/messages/${target.id}`);
    expect(body<{ content: Msg }>(opened).content).toMatchObject({ id: target.id, read: true });
    expect(await unread()).toBe(before - 1);
    await call('GET', `/v1/admin/contact/messages/${target.id}`);
    expect(await unread()).toBe(before - 1);
    expect((await messages('?unread=true&take=100')).content.map((m) => m.id)).not.toContain(target.id);
    const missing = await call('GET', '/v1/admin/contact/messages/999999');
    expect(missing.statusCode).toBe(404);
    expect(body<ErrorBody>(missing).content.message).toBe('999999 numaralı mesaj bulunamadı.');
  });

  it('pages messages ten at a time', async () => {
    for (let i = 0; i < 11; i++) await submit(form({ subject: `Sayfa ${i}` }));
    const page = await messages();
    expect(page.content).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(11);
  });

  it('subscribes an address once, whatever its case, and lists fifty per page', async () => {
    const subscribe = (email: string) =>
      t.app.inject({ method: 'POST', url: '/v1/website/subscribe', payload: { email }, remoteAddress: freshIp() });
    const first = await subscribe('Yolcu@Example.com');
    const second = await subscribe('yolcu@example.com');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const list = body<{ content: Sub[]; total: number }>(await call('GET', '/v1/admin/subscriber'));
    expect(list.content.filter((s) => s.email === 'yolcu@example.com')).toHaveLength(1);
    for (let i = 0; i < 51; i++) await t.db.sql`insert into subscribers (email) values (${`toplu${i}@example.com`})`;
    const page = body<{ content: Sub[]; total: number }>(await call('GET', '/v1/admin/subscriber'));
    expect(page.content).toHaveLength(50);
    expect(page.total).toBeGreaterThanOrEqual(52);
    const bad = await subscribe('olmaz');
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad).content.message).toBe('Geçersiz istek: "email" geçerli bir e-posta adresi olmalıdır.');
  });

  it('deletes a subscriber', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/website/subscribe',
      payload: { email: 'silinecek@example.com' },
      remoteAddress: freshIp(),
    });
    const sub = body<{ content: Sub[] }>(await call('GET', '/v1/admin/subscriber?take=500')).content.find(
      (s) => s.email === 'silinecek@example.com',
    )!;
    expect((await call('DELETE', `/v1/admin/subscriber/${sub.id}`)).statusCode).toBe(200);
    const again = await call('DELETE', `/v1/admin/subscriber/${sub.id}`);
    expect(again.statusCode).toBe(404);
    expect(body<ErrorBody>(again).content.message).toBe(`${sub.id} numaralı abone bulunamadı.`);
  });

  it('keeps messages and subscribers closed to OWNERs', async () => {
    for (const [method, url] of [
      ['GET', '/v1/admin/contact/messages'],
      ['GET', '/v1/admin/contact/messages/1'],
      ['GET', '/v1/admin/unreadcount'],
      ['GET', '/v1/admin/subscriber'],
      ['DELETE', '/v1/admin/subscriber/1'],
    ] as const) {
      expect((await call(method, url, owner.token)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
