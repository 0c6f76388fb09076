import { describe, expect, it } from 'vitest';
import { bearer, body, createTestApp } from '../../test/app.js';
import { MAIL_KINDS } from './placeholders.js';

interface ErrorBody {
  code: string;
  content: { message: string };
}
interface Template {
  id: number;
  kind: string;
  language: 'tr' | 'en';
  name: string;
  subject: string;
  body: string;
  active: boolean;
  placeholders: { token: string; description: string }[];
}

describe('mail templates', async () => {
  const t = await createTestApp();
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const templates = async () => body<{ content: Template[] }>(await call('GET', '/v1/admin/mailtemplates')).content;
  const byKind = async (kind: string) => (await templates()).find((x) => x.kind === kind && x.language === 'tr')!;

  it('has one Turkish template per kind of mail, each with its placeholders', async () => {
    const list = (await templates()).filter((x) => x.language === 'tr');
    expect(list.map((x) => x.kind).sort()).toEqual([...MAIL_KINDS].sort());
    const bank = list.find((x) => x.kind === 'bank_details')!;
    expect(bank.body).toContain('{{bank_list}}');
    expect(bank.placeholders.map((p) => p.token)).toContain('{{bank_list}}');
    expect(list.every((x) => x.active && x.subject.length > 5)).toBe(true);
  });

  it('has an English template beside the Turkish one for every mail to a customer, with the same placeholders', async () => {
    const all = await templates();
    const english = all.filter((x) => x.language === 'en');
    expect(english.map((x) => x.kind).sort()).toEqual(
      MAIL_KINDS.filter(
        (k) =>
          ![
            'reservation_received_office',
            'hold_surge_office',
            'hold_digest_office',
            'cancellation_request_office',
            'balance_overdue_office',
            'external_conflict_office',
            'backup_alert_office',
            'webhook_disabled_office',
          ].includes(k),
      ).sort(),
    );
    for (const en of english) {
      const tr = all.find((x) => x.kind === en.kind && x.language === 'tr')!;
      const tokens = (text: string) => [...new Set(text.match(/\{\{\s*[a-z_]+\s*\}\}/g) ?? [])].sort();
      expect(tokens(en.subject + en.body), en.kind).toEqual(tokens(tr.subject + tr.body));
      expect(en.body, en.kind).not.toMatch(/Sayın|rezervasyon/i);
    }
  });

  it("carries the visitor's reservation link in every mail about a reservation to a customer, in both languages", async () => {
    const all = await templates();
    // A partner's webhook notice is about its endpoint, not a reservation.
    const customer = all
      .filter((x) => x.language === 'en' && x.kind !== 'contact_copy' && x.kind !== 'webhook_disabled_partner')
      .map((x) => x.kind);
    expect(customer).toEqual(expect.arrayContaining(['balance_reminder', 'balance_due_today']));
    for (const tpl of all.filter((x) => customer.includes(x.kind))) {
      expect(tpl.body, `${tpl.kind} ${tpl.language}`).toContain('{{reservation_link}}');
      expect(tpl.placeholders.map((p) => p.token)).toContain('{{reservation_link}}');
    }
  });

  it('saves an edited template, sanitising its HTML and keeping its placeholders', async () => {
    const tpl = await byKind('confirmation');
    const res = await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, {
      subject: 'Onay: {{reservation_no}}',
      body: '<p onclick="x()">Sayın {{customer_name}}, {{boat_name}} hazır.<script>alert(1)</script></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ content: Template }>(res).content).toMatchObject({
      subject: 'Onay: {{reservation_no}}',
      body: '<p>Sayın {{customer_name}}, {{boat_name}} hazır.</p>',
      name: tpl.name,
    });
  });

  it('refuses unknown placeholders with a Turkish 400 naming them', async () => {
    const tpl = await byKind('option_expired');
    const res = await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, {
      subject: '{{reservation_no}}',
      body: '<p>{{musteri}} {{ total }}</p>',
    });
    expect(res.statusCode).toBe(400);
    const err = body<ErrorBody>(res);
    expect(err.code).toBe('UNKNOWN_PLACEHOLDER');
    expect(err.content.message).toMatch(
      /^Bu şablonda bilinmeyen yer tutucu var: \{\{musteri\}\}, \{\{total\}\}\. Kullanılabilecekler: /,
    );
    expect((await byKind('option_expired')).body).toBe(tpl.body);
  });

  it('refuses an empty subject and an unknown template', async () => {
    const tpl = await byKind('contact_copy');
    const empty = await call('PUT', `/v1/admin/mailtemplates/${tpl.id}`, { subject: '', body: '<p>x</p>' });
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorBody>(empty).content.message).toBe('Geçersiz istek: "subject" boş olamaz.');
    const missing = await call('PUT', '/v1/admin/mailtemplates/99999', { subject: 'x', body: 'y' });
    expect(missing.statusCode).toBe(404);
    expect(body<ErrorBody>(missing).content.message).toBe('99999 numaralı e-posta şablonu bulunamadı.');
  });

  it('toggles a template off and on', async () => {
    const tpl = await byKind('reservation_received_office');
    const off = await call('PATCH', '/v1/admin/mailtemplates/activity', { id: tpl.id });
    expect(body<{ content: Template }>(off).content.active).toBe(false);
    const on = await call('PATCH', '/v1/admin/mailtemplates/activity', { id: tpl.id, active: true });
    expect(body<{ content: Template }>(on).content.active).toBe(true);
    expect((await call('PATCH', '/v1/admin/mailtemplates/activity', { id: 99999 })).statusCode).toBe(404);
  });

  it('keeps mail templates closed to OWNERs', async () => {
    for (const [method, url] of [
      ['GET', '/v1/admin/mailtemplates'],
      ['PUT', '/v1/admin/mailtemplates/1'],
      ['PATCH', '/v1/admin/mailtemplates/activity'],
    ] as const) {
      expect(
        (await call(method, url, method === 'GET' ? undefined : {}, owner.token)).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });
});
