import { describe, expect, it } from 'vitest';
import { toAppError } from '../platform/errors.js';
import { contentErrors } from './errors.js';
import { ibanChecksumValid, normalizeIban, validateIban } from './iban.js';

const messageOf = (input: string) => {
  try {
    validateIban(input);
    return 'geçerli';
  } catch (e) {
    const answer = toAppError(e, [contentErrors]);
    return answer ? `${answer.statusCode} ${answer.message}` : String(e);
  }
};

describe('IBAN validation', () => {
  it('accepts valid Turkish and foreign IBANs, normalising spaces and case', () => {
    expect(validateIban('tr02 0001 0001 5800 7312 3456 78')).toBe('TR020001000158007312345678');
    expect(validateIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(validateIban('GB82-WEST-1234-5698-7654-32')).toBe('GB82WEST12345698765432');
    expect(normalizeIban(' tr70 0006-2000 ')).toBe('TR7000062000');
  });

  it('refuses a wrong check digit with a Turkish 400', () => {
    expect(ibanChecksumValid('TR030001000158007312345678')).toBe(false);
    expect(messageOf('TR03 0001 0001 5800 7312 3456 78')).toMatch(/^400 IBAN geçersiz: kontrol basamakları tutmuyor/);
  });

  it('refuses a Turkish IBAN that is not 26 characters', () => {
    expect(messageOf('TR02 0001 0001 5800 7312 3456')).toMatch(/^400 IBAN geçersiz: Türkiye IBAN’ı TR ile başlayan/);
  });

  it('refuses text that is not shaped like an IBAN', () => {
    expect(messageOf("'; drop table banks; --")).toMatch(/^400 IBAN geçersiz: iki harfli ülke kodu/);
    expect(messageOf('12345678901234567')).toMatch(/^400 IBAN geçersiz/);
  });
});
