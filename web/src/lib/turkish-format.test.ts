import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trLongDate, trMoney, trNumber } from './turkish-format';

const CURRENCIES = ['TRY', 'EUR', 'USD', 'GBP'] as const;
const intlMoney = (amountMinor: number, currency: (typeof CURRENCIES)[number]) => {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
};
const intlDate = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

describe('Turkish formats written without Intl', () => {
  it('writes numbers as Intl tr-TR does', () => {
    for (const value of [
      0,
      -0,
      4.5,
      24,
      1234,
      12345.6789,
      1.0005,
      2.0005,
      0.0005,
      -3.25,
      0.1 + 0.2,
      4.666666666666667,
      1234567.891,
      999.9995,
    ]) {
      expect(trNumber(value)).toBe(new Intl.NumberFormat('tr-TR').format(value));
    }
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const ours = trNumber(value);
        if (ours !== undefined) expect(ours).toBe(new Intl.NumberFormat('tr-TR').format(value));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 4 }), (n, scale) => {
        const value = n / 10 ** scale;
        expect(trNumber(value)).toBe(new Intl.NumberFormat('tr-TR').format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('writes numbers with fewer fraction digits as Intl tr-TR does', () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: digits });
      for (const value of [0, 0.05, 0.95, 1.25, 1.35, 2.5, 9.95, 99.95, 1234.56])
        expect(trNumber(value, digits)).toBe(intl.format(value));
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 6 }), (n, scale) => {
          const value = n / 10 ** scale;
          expect(trNumber(value, digits)).toBe(intl.format(value));
        }),
        { numRuns: 3000 },
      );
    }
  });

  it('leaves exponent forms and non-finite numbers to Intl', () => {
    expect(trNumber(1e21)).toBeUndefined();
    expect(trNumber(1e-7)).toBeUndefined();
    expect(trNumber(Number.NaN)).toBeUndefined();
  });

  it('writes money as Intl tr-TR currency does', () => {
    expect(trMoney(150_000, 'TRY')).toBe('₺1.500');
    expect(trMoney(150_050, 'EUR')).toBe('€1.500,50');
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...CURRENCIES), (amountMinor, currency) => {
        expect(trMoney(amountMinor, currency)).toBe(intlMoney(amountMinor, currency));
      }),
      { numRuns: 5000 },
    );
  });

  it('writes calendar days and Istanbul days of instants as Intl tr-TR does', () => {
    expect(trLongDate('2027-05-01')).toBe('1 Mayıs 2027');
    expect(trLongDate('2026-11-25T21:30:00Z')).toBe('26 Kasım 2026');
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2016, 8, 7), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const instant = new Date(ms).toISOString();
        expect(trLongDate(instant)).toBe(intlDate(instant));
        const calendarDay = new Date(Math.floor(ms / day) * day).toISOString().slice(0, 10);
        expect(trLongDate(calendarDay)).toBe(intlDate(calendarDay));
      }),
      { numRuns: 5000 },
    );
    expect(trLongDate('2015-06-01T10:00:00Z')).toBeUndefined();
    expect(trLongDate('yarın')).toBeUndefined();
    // 10 000 Intl formats: about a second on an idle machine, several under a loaded one.
  }, 30_000);
});
