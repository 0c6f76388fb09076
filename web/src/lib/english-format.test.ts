import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enLongDate, enMoney, enNumber } from './english-format';

const CURRENCIES = ['TRY', 'EUR', 'USD', 'GBP'] as const;
const intlMoney = (amountMinor: number, currency: (typeof CURRENCIES)[number]) => {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
};
const intlDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

describe('English (en-GB) formats written without Intl', () => {
  it('writes numbers as Intl en-GB does', () => {
    for (const value of [0, -0, 4.5, 1234, 12345.6789, 1.0005, 0.1 + 0.2, 1234567.891, 999.9995])
      expect(enNumber(value)).toBe(new Intl.NumberFormat('en-GB').format(value));
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const ours = enNumber(value);
        if (ours !== undefined) expect(ours).toBe(new Intl.NumberFormat('en-GB').format(value));
      }),
      { numRuns: 3000 },
    );
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits });
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 6 }), (n, scale) => {
          expect(enNumber(n / 10 ** scale, digits)).toBe(intl.format(n / 10 ** scale));
        }),
        { numRuns: 2000 },
      );
    }
    expect(enNumber(1e21)).toBeUndefined();
  });

  it('writes money as Intl en-GB currency does', () => {
    expect(enMoney(150_000, 'EUR')).toBe('€1,500');
    expect(enMoney(150_050, 'GBP')).toBe('£1,500.50');
    expect(enMoney(-2_000, 'USD')).toBe('-US$20');
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...CURRENCIES), (amountMinor, currency) => {
        expect(enMoney(amountMinor, currency)).toBe(intlMoney(amountMinor, currency));
      }),
      { numRuns: 5000 },
    );
  });

  it('writes calendar days and Istanbul days of instants as Intl en-GB does', () => {
    expect(enLongDate('2027-05-01')).toBe('1 May 2027');
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2016, 8, 7), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const instant = new Date(ms).toISOString();
        expect(enLongDate(instant)).toBe(intlDate(instant));
        const calendarDay = new Date(Math.floor(ms / day) * day).toISOString().slice(0, 10);
        expect(enLongDate(calendarDay)).toBe(intlDate(calendarDay));
      }),
      { numRuns: 3000 },
    );
    expect(enLongDate('tomorrow')).toBeUndefined();
  }, 30_000);
});
