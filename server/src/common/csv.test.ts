import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.js';

describe('CSV for Turkish Excel', () => {
  it('quotes fields holding the separator, quotes or line breaks (RFC 4180)', () => {
    expect(csvField('Göcek; Fethiye')).toBe('"Göcek; Fethiye"');
    expect(csvField('12" ekran')).toBe('"12"" ekran"');
    expect(csvField('iki\nsatır')).toBe('"iki\nsatır"');
    expect(csvField('sade')).toBe('sade');
  });
  it('writes empty cells for null and Turkish words for booleans', () => {
    expect([csvField(null), csvField(true), csvField(false), csvField(12.5)]).toEqual(['', 'evet', 'hayır', '12.5']);
  });
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
  });
  it('starts with a UTF-8 BOM and ends lines with CRLF', () => {
    const csv = toCsv(['Ad', 'Şehir'], [['Işıl', 'Muğla']]);
    expect(csv).toBe('\uFEFFAd;Şehir\r\nIşıl;Muğla\r\n');
  });
});
