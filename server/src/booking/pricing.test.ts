import { describe, expect, it } from 'vitest';
import { convert, parseRate, percentOf } from '../common/money.js';
import { PricingError, quote, type PricePeriod } from './pricing.js';

const rates = { USD: '41.50', EUR: '48.20', GBP: '55.10' };
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const periods: PricePeriod[] = [
  { id: 1, start: '2027-04-01', end: '2027-07-01', dailyPrice: eur(90_000), minDays: 1 },
  { id: 2, start: '2027-07-01', end: '2027-09-01', dailyPrice: eur(150_000), minDays: 3 },
  { id: 3, start: '2027-09-01', end: '2027-11-01', dailyPrice: { amount: 4_000_000, currency: 'TRY' }, minDays: 1 },
];

describe('quote', () => {
  it('sums the days of one season with the 20% deposit and the balance', () => {
    const q = quote({ periods, start: '2027-05-10', end: '2027-05-13', rates, displayCurrency: 'EUR' });
    expect(q).toMatchObject({ days: 3, currency: 'EUR', total: 270_000, deposit: 54_000, balance: 216_000 });
    expect(q.lines).toEqual([
      { periodId: 1, from: '2027-05-10', to: '2027-05-13', days: 3, dailyPrice: eur(90_000), subtotal: eur(270_000) },
    ]);
  });

  it('splits a stay across seasons and applies the longest minimum of the seasons touched', () => {
    const q = quote({ periods, start: '2027-06-29', end: '2027-07-03', rates, displayCurrency: 'EUR' });
    expect(q.lines.map((l) => [l.periodId, l.days])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(q.total).toBe(2 * 90_000 + 2 * 150_000);
    expect(() => quote({ periods, start: '2027-07-10', end: '2027-07-12', rates, displayCurrency: 'EUR' })).toThrow(
      'Seçilen dönemde en az 3 gün kiralanabilir; seçiminiz 2 gün.',
    );
  });

  it('converts a season priced in another currency into the quote currency', () => {
    const q = quote({ periods, start: '2027-08-30', end: '2027-09-02', rates, displayCurrency: 'EUR' });
    // 40 000,00 TL / 48,20 = 829,88 €
    expect(q.lines.map((l) => l.subtotal.amount)).toEqual([300_000, 82_988]);
    expect(q.total).toBe(382_988);
  });

  it('shows the amounts in the visitor’s currency and keeps the rates used', () => {
    const q = quote({ periods, start: '2027-05-10', end: '2027-05-11', rates, displayCurrency: 'TRY' });
    expect(q.display).toEqual({ currency: 'TRY', total: 4_338_000, deposit: 867_600, balance: 3_470_400 });
    expect(q.rates).toEqual(rates);
  });

  it('refuses a day without a price, naming it', () => {
    expect(() => quote({ periods, start: '2027-10-30', end: '2027-11-02', rates, displayCurrency: 'EUR' })).toThrow(
      '01.11.2027 tarihi için fiyat tanımlı değil',
    );
  });

  it('refuses an empty or reversed range', () => {
    for (const [start, end] of [
      ['2027-05-10', '2027-05-10'],
      ['2027-05-12', '2027-05-10'],
    ] as const) {
      expect(() => quote({ periods, start, end, rates, displayCurrency: 'EUR' })).toThrow(PricingError);
    }
  });
});

describe('money', () => {
  it('converts through TL exactly, rounding half up once', () => {
    expect(convert({ amount: 100, currency: 'USD' }, 'TRY', rates)).toEqual({ amount: 4150, currency: 'TRY' });
    expect(convert({ amount: 4150, currency: 'TRY' }, 'USD', rates)).toEqual({ amount: 100, currency: 'USD' });
    expect(convert({ amount: 100_000, currency: 'GBP' }, 'EUR', rates)).toEqual({ amount: 114_315, currency: 'EUR' });
  });

  it('takes percentages of minor units without floats', () => {
    expect(percentOf(270_001, 20)).toBe(54_000);
    expect(percentOf(270_003, 20)).toBe(54_001);
  });

  it('refuses malformed rates', () => {
    for (const bad of ['', 'abc', '-1', '0', '1.23456', '1e3']) expect(() => parseRate(bad)).toThrow();
    expect(parseRate('41,5')).toBe(415_000n);
  });
});
