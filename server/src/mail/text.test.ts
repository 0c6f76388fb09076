import { describe, expect, it } from 'vitest';
import { messageIdFor } from './outbox.js';
import { renderTemplate } from './render.js';
import { htmlToText } from './text.js';

describe('plain-text part of a mail', () => {
  it('keeps paragraphs, list items and line breaks and decodes the escapes', () => {
    const { html } = renderTemplate(
      {
        subject: 's',
        body: '<p>Sayın {{customer_name}},</p><ul><li>Tekne: {{boat_name}}</li><li>Toplam: {{total}}</li></ul>{{bank_list}}',
      },
      {
        customer_name: 'Ayşe & <Ali>',
        boat_name: 'Mavi Yolcu',
        total: '4.500,00 €',
        banks: [
          { name: 'Ziraat', branch: '', accountHolder: 'FT', iban: 'TR020001000158007312345678', currency: 'EUR' },
        ],
      },
    );
    expect(htmlToText(html)).toBe(
      'Sayın Ayşe & <Ali>,\n- Tekne: Mavi Yolcu\n- Toplam: 4.500,00 €\n\n- Ziraat\nHesap sahibi: FT\nIBAN: TR02 0001 0001 5800 7312 3456 78 (EUR)',
    );
  });
});

describe('message id of a mail', () => {
  it('is the same for the same event and kind, different per kind', () => {
    const e = '0b7e2c1a-8f0e-4c57-9d1a-2f7d1e9a6b10';
    expect(messageIdFor(e, 'bank_details')).toBe(messageIdFor(e, 'bank_details'));
    expect(messageIdFor(e, 'bank_details')).not.toBe(messageIdFor(e, 'confirmation'));
    expect(messageIdFor(e, 'confirmation')).toMatch(/^<[^<>\s]+@fethiyetekne>$/);
  });
});
