import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';

interface ErrorBody {
  code: string;
  content: { message: string };
}
interface Bank {
  id: number;
  name: string;
  iban: string;
  active: boolean;
}
interface Member {
  id: number;
  name: string;
  order: number;
  photo: string | null;
}
interface Faq {
  id: number;
  question: string;
  answer: string;
  order: number;
}

describe('banks, team and FAQ', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = admin.token,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

  const newBank = (over: Record<string, unknown> = {}) => ({
    name: 'Ziraat Bankası',
    branch: 'Fethiye Şubesi',
    accountHolder: 'Fethiye Tekne Turizm Ltd. Şti.',
    iban: 'tr02 0001 0001 5800 7312 3456 78',
    currency: 'TRY',
    ...over,
  });

  it('adds a bank account with a normalised IBAN and shows only active ones publicly', async () => {
    const res = await call('POST', '/v1/admin/banks', newBank());
    expect(res.statusCode).toBe(201);
    const bank = body<{ content: Bank }>(res).content;
    expect(bank).toMatchObject({ iban: 'TR020001000158007312345678', active: true });
    const passive = body<{ content: Bank }>(
      await call(
        'POST',
        '/v1/admin/banks',
        newBank({ name: 'Garanti BBVA', iban: 'TR70 0006 2000 1230 0006 2981 23', currency: 'EUR', active: false }),
      ),
    ).content;
    const publicList = body<{ content: Bank[] }>(await publicGet('/v1/website/bank')).content;
    expect(publicList.map((b) => b.id)).toContain(bank.id);
    expect(publicList.map((b) => b.id)).not.toContain(passive.id);
    expect(publicList[0]).not.toHaveProperty('active');
    const adminList = body<{ content: Bank[] }>(await call('GET', '/v1/admin/banks')).content;
    expect(adminList.map((b) => b.id)).toEqual(expect.arrayContaining([bank.id, passive.id]));
  });

  it('refuses an IBAN whose check digits are wrong, in Turkish', async () => {
    const res = await call('POST', '/v1/admin/banks', newBank({ iban: 'TR03 0001 0001 5800 7312 3456 78' }));
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res)).toMatchObject({ code: 'IBAN_INVALID' });
    expect(body<ErrorBody>(res).content.message).toMatch(/kontrol basamakları tutmuyor/);
  });

  it('refuses the same IBAN twice and an unknown currency', async () => {
    const iban = 'DE89 3704 0044 0532 0130 00';
    expect((await call('POST', '/v1/admin/banks', newBank({ iban, currency: 'EUR' }))).statusCode).toBe(201);
    const dup = await call('POST', '/v1/admin/banks', newBank({ iban: iban.toLowerCase(), currency: 'EUR' }));
    expect(dup.statusCode).toBe(409);
    expect(body<ErrorBody>(dup).content.message).toBe('Bu IBAN ile kayıtlı bir banka hesabı zaten var.');
    const cur = await call('POST', '/v1/admin/banks', newBank({ currency: 'JPY' }));
    expect(cur.statusCode).toBe(400);
    expect(body<ErrorBody>(cur).content.message).toBe(
      'Geçersiz istek: "currency" şu değerlerden biri olmalıdır: TRY, USD, EUR, GBP.',
    );
  });

  it('updates, toggles and deletes a bank account', async () => {
    const bank = body<{ content: Bank }>(
      await call('POST', '/v1/admin/banks', newBank({ iban: 'GB82 WEST 1234 5698 7654 32', currency: 'GBP' })),
    ).content;
    const updated = await call(
      'PUT',
      `/v1/admin/banks/${bank.id}`,
      newBank({ name: 'Yeni Ad', iban: 'GB82WEST12345698765432', currency: 'GBP' }),
    );
    expect(body<{ content: Bank }>(updated).content.name).toBe('Yeni Ad');
    const off = await call('PATCH', '/v1/admin/banks/activity', { id: bank.id });
    expect(body<{ content: Bank }>(off).content.active).toBe(false);
    const on = await call('PATCH', '/v1/admin/banks/activity', { id: bank.id, active: true });
    expect(body<{ content: Bank }>(on).content.active).toBe(true);
    expect((await call('DELETE', `/v1/admin/banks/${bank.id}`)).statusCode).toBe(200);
    const gone = await call('PUT', `/v1/admin/banks/${bank.id}`, newBank({ iban: 'GB82WEST12345698765432' }));
    expect(gone.statusCode).toBe(404);
    expect(body<ErrorBody>(gone).content.message).toBe(`${bank.id} numaralı banka hesabı bulunamadı.`);
    expect((await call('PATCH', '/v1/admin/banks/activity', { id: bank.id })).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/admin/banks/${bank.id}`)).statusCode).toBe(404);
  });

  it('adds team members at the end and reorders them', async () => {
    const before = body<{ content: Member[] }>(await call('GET', '/v1/admin/team')).content;
    const a = body<{ content: Member }>(
      await call('POST', '/v1/admin/team', {
        name: 'Deniz Kaptan',
        title: 'Kaptan',
        photo: 'https://example.com/ekip/deniz.jpg',
      }),
    ).content;
    const b = body<{ content: Member }>(
      await call('POST', '/v1/admin/team', { name: 'Ece Yıldız', title: 'Rezervasyon' }),
    ).content;
    expect(a).toMatchObject({ photo: 'https://example.com/ekip/deniz.jpg' });
    expect(b.order).toBeGreaterThan(a.order);
    const ids = [b.id, a.id, ...before.map((m) => m.id)];
    const res = await call('PATCH', '/v1/admin/team/order', { ids });
    expect(res.statusCode).toBe(200);
    const publicTeam = body<{ content: Member[] }>(await publicGet('/v1/website/team')).content;
    expect(publicTeam.map((m) => m.id)).toEqual(ids);
  });

  it('refuses a reorder that misses a member, repeats one or names an unknown one', async () => {
    const m = body<{ content: Member }>(await call('POST', '/v1/admin/team', { name: 'Tek Kişi' })).content;
    const partial = await call('PATCH', '/v1/admin/team/order', { ids: [m.id] });
    const all = body<{ content: Member[] }>(await call('GET', '/v1/admin/team')).content.map((x) => x.id);
    if (all.length > 1) {
      expect(partial.statusCode).toBe(400);
      expect(body<ErrorBody>(partial).content.message).toBe(
        'Sıralama listesi tüm ekip üyelerini tam olarak birer kez içermelidir.',
      );
    }
    expect((await call('PATCH', '/v1/admin/team/order', { ids: [...all, m.id] })).statusCode).toBe(400);
    const unknown = await call('PATCH', '/v1/admin/team/order', { ids: [...all, 987654] });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a team member', async () => {
    const m = body<{ content: Member }>(await call('POST', '/v1/admin/team', { name: 'Geçici Üye' })).content;
    expect((await call('DELETE', `/v1/admin/team/${m.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/admin/team/${m.id}`)).statusCode).toBe(404);
  });

  it('refuses a team member without a name, in Turkish', async () => {
    const res = await call('POST', '/v1/admin/team', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).content.message).toBe('Ekip üyesinin adı boş olamaz.');
  });

  it('manages FAQ entries in order, with sanitised answers', async () => {
    const first = body<{ content: Faq }>(
      await call('POST', '/v1/admin/faq', {
        question: 'Kaptan dahil mi?',
        answer: '<p>Evet<script>alert(1)</script></p>',
        order: 0,
      }),
    ).content;
    expect(first.answer).toBe('<p>Evet</p>');
    const second = body<{ content: Faq }>(
      await call('POST', '/v1/admin/faq', { question: 'Yakıt dahil mi?', answer: 'Hayır' }),
    ).content;
    expect(second.order).toBeGreaterThan(first.order);
    const upd = await call('PUT', `/v1/admin/faq/${second.id}`, {
      question: 'Yakıt fiyata dahil mi?',
      answer: 'Hayır, ayrıca ödenir.',
      order: 0,
    });
    expect(body<{ content: Faq }>(upd).content).toMatchObject({ question: 'Yakıt fiyata dahil mi?', order: 0 });
    const pub = body<{ content: Faq[] }>(await publicGet('/v1/website/faq')).content;
    expect(pub.map((f) => f.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await call('DELETE', `/v1/admin/faq/${first.id}`)).statusCode).toBe(200);
    expect((await call('PUT', `/v1/admin/faq/${first.id}`, { question: 'x', answer: 'y' })).statusCode).toBe(404);
    const empty = await call('POST', '/v1/admin/faq', { question: 'Boş cevap?', answer: '<script>x</script>' });
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorBody>(empty).content.message).toBe('Cevap boş olamaz.');
  });

  it('keeps every bank, team and FAQ admin call closed to OWNERs', async () => {
    const calls = [
      ['GET', '/v1/admin/banks'],
      ['POST', '/v1/admin/banks'],
      ['PUT', '/v1/admin/banks/1'],
      ['DELETE', '/v1/admin/banks/1'],
      ['PATCH', '/v1/admin/banks/activity'],
      ['GET', '/v1/admin/team'],
      ['POST', '/v1/admin/team'],
      ['DELETE', '/v1/admin/team/1'],
      ['PATCH', '/v1/admin/team/order'],
      ['GET', '/v1/admin/faq'],
      ['POST', '/v1/admin/faq'],
      ['PUT', '/v1/admin/faq/1'],
      ['DELETE', '/v1/admin/faq/1'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, owner.token);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
