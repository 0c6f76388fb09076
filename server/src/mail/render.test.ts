import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, PLACEHOLDERS_BY_KIND, placeholdersIn } from './placeholders.js';
import { escapeMarkup as escapeHtml } from '../common/escape.js';
import { renderBankList, renderTemplate } from './render.js';
import { checkPlaceholders } from './service.js';

describe('renderTemplate', () => {
  it('fills placeholders, tolerating spaces inside the braces', () => {
    const out = renderTemplate(
      {
        subject: 'Rezervasyon {{ reservation_no }}',
        body: '<p>Sayın {{customer_name}}, {{boat_name}} {{start_date}}–{{end_date}}</p>',
      },
      {
        reservation_no: 'R-2026-0042',
        customer_name: 'Ayşe Yılmaz',
        boat_name: 'Mavi Rüya',
        start_date: '12.08.2026',
        end_date: '19.08.2026',
      },
    );
    expect(out).toEqual({
      subject: 'Rezervasyon R-2026-0042',
      html: '<p>Sayın Ayşe Yılmaz, Mavi Rüya 12.08.2026–19.08.2026</p>',
    });
  });

  it('escapes HTML in values so a customer name cannot inject markup', () => {
    const out = renderTemplate(
      { subject: 'x', body: '<p>{{customer_name}}</p><blockquote>{{message}}</blockquote>' },
      {
        customer_name: '<img src=x onerror=alert(1)>',
        message: '"Tırnak" & \'kesme\' <script>alert(1)</script>',
      },
    );
    expect(out.html).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p><blockquote>&quot;Tırnak&quot; &amp; &#39;kesme&#39; &lt;script&gt;alert(1)&lt;/script&gt;</blockquote>',
    );
    expect(out.html).not.toMatch(/<img|<script/);
  });

  it('keeps the subject on one line so a value cannot add mail headers', () => {
    const out = renderTemplate(
      { subject: 'Konu: {{subject}}', body: '' },
      { subject: 'Merhaba\r\nBcc: herkes@example.com' },
    );
    expect(out.subject).toBe('Konu: Merhaba Bcc: herkes@example.com');
  });

  it('builds the bank list itself from escaped parts and ignores a caller-supplied bank_list', () => {
    const banks = [
      {
        name: 'Ziraat <b>Bankası</b>',
        branch: 'Fethiye',
        accountHolder: 'Fethiye Tekne & Turizm',
        iban: 'TR020001000158007312345678',
        currency: 'TRY',
      },
    ];
    const out = renderTemplate({ subject: '{{bank_list}}', body: '<p>Hesaplar:</p>{{bank_list}}' }, { banks });
    expect(out.html).toBe(
      '<p>Hesaplar:</p><ul><li><strong>Ziraat &lt;b&gt;Bankası&lt;/b&gt;</strong> – Fethiye<br>Hesap sahibi: Fethiye Tekne &amp; Turizm<br>IBAN: TR02 0001 0001 5800 7312 3456 78 (TRY)</li></ul>',
    );
    expect(out.subject).toBe('');
    const injected = renderTemplate(
      { subject: '', body: '{{bank_list}}' },
      { banks: [], ...({ bank_list: '<script>x</script>' } as object) },
    );
    expect(injected.html).toBe('');
    expect(renderBankList([])).toBe('');
  });

  it('renders a missing value as empty text', () => {
    expect(renderTemplate({ subject: '{{total}}', body: '<p>{{deposit}}</p>' }, {})).toEqual({
      subject: '',
      html: '<p></p>',
    });
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});

describe('placeholder catalogue', () => {
  it('finds placeholder names in a text', () => {
    expect(placeholdersIn('{{a}} {{ b_c }} {{a}} {{ bilinmeyen alan }}')).toEqual(['a', 'b_c', 'bilinmeyen alan']);
  });

  it("offers the bank list only in the bank details mail, the customer's request-received mail and the confirmation (the balance's accounts)", () => {
    for (const kind of MAIL_KINDS)
      expect(PLACEHOLDERS_BY_KIND[kind].includes('bank_list')).toBe(
        kind === 'bank_details' || kind === 'reservation_received_customer' || kind === 'confirmation',
      );
  });

  it('refuses unknown placeholders naming them, and the bank list in a subject', () => {
    expect(() =>
      checkPlaceholders('option_expired', '{{reservation_no}}', '<p>{{customer_name}} {{iban}} {{bank_list}}</p>'),
    ).toThrow(
      /bilinmeyen yer tutucu var: \{\{iban\}\}, \{\{bank_list\}\}\. Kullanılabilecekler: \{\{customer_name\}\}/,
    );
    expect(() => checkPlaceholders('bank_details', 'Banka {{bank_list}}', '')).toThrow(/yalnızca e-posta gövdesinde/);
    expect(() => checkPlaceholders('bank_details', 'Rez {{reservation_no}}', '{{bank_list}}')).not.toThrow();
  });
});
