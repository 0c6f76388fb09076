import { describe, expect, it } from 'vitest';
import { fromKurus, majorToKurus, parseRateToKurus, toKurus, type RatesInKurus } from './money.js';

const rates: RatesInKurus = { TRY: 100, USD: 4150, EUR: 4820, GBP: 5510 };

describe('money conversion', () => {
  it('reads exchange rates as integer kuruş without float rounding', () => {
    expect(parseRateToKurus('41.50')).toBe(4150);
    expect(parseRateToKurus('41,5')).toBe(4150);
    expect(parseRateToKurus('48')).toBe(4800);
    expect(parseRateToKurus('0.29')).toBe(29);
  });
  it('refuses rates that are not positive two-decimal numbers', () => {
    // Four decimals, as the exchange settings accept, round to the nearest kuruş.
    expect(parseRateToKurus('41.5234')).toBe(4152);
    expect(parseRateToKurus('1.235')).toBe(124);
    for (const bad of ['', 'abc', '-1', '1.23456', '0', '0.004', '1e3']) expect(parseRateToKurus(bad)).toBeUndefined();
  });
  it('converts minor units to kuruş with integer arithmetic', () => {
    expect(toKurus(150_000, 'EUR', rates)).toBe(7_230_000);
    expect(toKurus(12_345, 'TRY', rates)).toBe(12_345);
    expect(toKurus(1, 'USD', rates)).toBe(41);
    expect(Number.isInteger(toKurus(99_999, 'GBP', rates))).toBe(true);
  });
  it('converts a whole-unit filter amount to kuruş', () => {
    expect(majorToKurus(500, 'EUR', rates)).toBe(2_410_000);
    expect(majorToKurus(500, 'TRY', rates)).toBe(50_000);
  });
  it('converts kuruş back to minor units of another currency', () => {
    expect(fromKurus(7_230_000, 'EUR', rates)).toBe(150_000);
    expect(fromKurus(4150, 'USD', rates)).toBe(100);
    expect(fromKurus(999, 'TRY', rates)).toBe(999);
  });
});
