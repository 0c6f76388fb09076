import { describe, expect, it } from 'vitest';
import { convert, parseRate, percentOf } from '../common/money.js';
import {
  offeredWithAgreed,
  priceExtras,
  PricingError,
  quote,
  recountExtras,
  unitCount,
  withExtras,
  type ChosenExtra,
  type OfferedExtra,
  type PricePeriod,
} from './pricing.js';

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

/** The extras of the tests below: mandatory cleaning, a skipper (at most 1), food, transfer, a board in TL. */
const offered: OfferedExtra[] = [
  {
    id: 10,
    name: 'Temizlik',
    nameEn: 'Cleaning',
    priceMinor: 10_000,
    currency: 'EUR',
    unit: 'booking',
    mandatory: true,
    maxQuantity: null,
  },
  {
    id: 11,
    name: 'Kaptan',
    nameEn: 'Skipper',
    priceMinor: 15_000,
    currency: 'EUR',
    unit: 'day',
    mandatory: false,
    maxQuantity: 1,
  },
  {
    id: 12,
    name: 'Yemek',
    nameEn: null,
    priceMinor: 3_000,
    currency: 'EUR',
    unit: 'person_day',
    mandatory: false,
    maxQuantity: null,
  },
  {
    id: 13,
    name: 'Transfer',
    nameEn: 'Transfer',
    priceMinor: 2_000,
    currency: 'EUR',
    unit: 'person',
    mandatory: false,
    maxQuantity: 2,
  },
  {
    id: 14,
    name: 'SUP',
    nameEn: 'Paddle board',
    priceMinor: 96_400,
    currency: 'TRY',
    unit: 'day',
    mandatory: false,
    maxQuantity: 3,
  },
];

describe('extras in a quote', () => {
  // 7 nights of season 1 (900 € a day) for 8 guests.
  const week = (chosen: ChosenExtra[]) =>
    quote({
      periods,
      start: '2027-06-10',
      end: '2027-06-17',
      rates,
      displayCurrency: 'EUR',
      extras: { offered, chosen, guests: 8 },
    });
  const rent = 7 * 90_000;

  it('always adds a mandatory extra, once, even when nothing is chosen', () => {
    const q = week([]);
    expect(q.extras).toEqual([
      {
        extraId: 10,
        name: 'Temizlik',
        nameEn: 'Cleaning',
        unit: 'booking',
        mandatory: true,
        quantity: 1,
        count: 1,
        unitPrice: eur(10_000),
        subtotal: eur(10_000),
      },
    ]);
    expect(q.total).toBe(rent + 10_000);
  });

  it('counts per day by the nights, per person by the guests, per person per day by both', () => {
    const q = week([
      { extraId: 11, quantity: 1 },
      { extraId: 12, quantity: 1 },
      { extraId: 13, quantity: 2 },
    ]);
    expect(q.extras.map((e) => [e.extraId, e.count, e.subtotal.amount])).toEqual([
      [10, 1, 10_000],
      [11, 7, 7 * 15_000],
      [12, 56, 56 * 3_000],
      [13, 8, 2 * 8 * 2_000],
    ]);
    const total = rent + 10_000 + 105_000 + 168_000 + 32_000;
    expect(q).toMatchObject({ total, deposit: percentOf(total, 20), balance: total - percentOf(total, 20) });
    expect(q.display).toMatchObject({ currency: 'EUR', total, deposit: percentOf(total, 20) });
  });

  it('converts an extra priced in another currency into the quote currency', () => {
    const q = week([{ extraId: 14, quantity: 2 }]);
    // 964,00 TL / 48,20 = 20,00 € a day, two boards, seven days
    expect(q.extras.at(-1)).toMatchObject({ unitPrice: eur(2_000), quantity: 2, count: 7, subtotal: eur(28_000) });
  });

  it('refuses an extra the boat does not offer, a quantity over the maximum, a mandatory one twice, a duplicate', () => {
    const refused = (chosen: ChosenExtra[], code: string, message: string) => {
      try {
        week(chosen);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(PricingError);
        expect((e as PricingError).code).toBe(code);
        expect((e as Error).message).toContain(message);
      }
    };
    refused([{ extraId: 99, quantity: 1 }], 'UNKNOWN_EXTRA', '99 numaralı ekstra bu teknede sunulmuyor.');
    refused([{ extraId: 11, quantity: 2 }], 'EXTRA_QUANTITY', '"Kaptan" en fazla 1 adet seçilebilir.');
    refused([{ extraId: 10, quantity: 2 }], 'EXTRA_QUANTITY', '"Temizlik" zorunlu bir ekstradır');
    refused([{ extraId: 12, quantity: 0 }], 'EXTRA_QUANTITY', 'en az 1');
    refused(
      [
        { extraId: 12, quantity: 1 },
        { extraId: 12, quantity: 1 },
      ],
      'EXTRA_DUPLICATE',
      'birden fazla kez',
    );
  });

  it('accepts a mandatory extra sent with quantity 1, as if it were not sent', () => {
    expect(week([{ extraId: 10, quantity: 1 }])).toEqual(week([]));
  });

  it('counts the agreed lines again for other days and guests, at the same unit price', () => {
    const q = week([{ extraId: 12, quantity: 1 }]);
    const again = recountExtras(q.extras, 3, 4);
    expect(again.map((e) => [e.extraId, e.count, e.subtotal.amount])).toEqual([
      [10, 1, 10_000],
      [12, 12, 36_000],
    ]);
    const changed = withExtras(q, again);
    expect(changed.total).toBe(rent + 46_000);
    expect(changed.deposit).toBe(percentOf(rent + 46_000, 20));
    expect(changed.balance).toBe(changed.total - changed.deposit);
  });

  it('keeps the unit price agreed for an extra a reservation already has', () => {
    const q = week([{ extraId: 11, quantity: 1 }]);
    const dearer = offered.map((e) => (e.id === 11 ? { ...e, priceMinor: 20_000 } : e));
    const lines = priceExtras({
      offered: dearer,
      chosen: [
        { extraId: 11, quantity: 1 },
        { extraId: 12, quantity: 1 },
      ],
      days: 7,
      guests: 8,
      currency: 'EUR',
      rates,
      agreed: q.extras,
    });
    expect(lines.find((l) => l.extraId === 11)?.unitPrice).toEqual(eur(15_000));
    expect(unitCount('person_day', 7, 8)).toBe(56);
  });

  it('quotes without extras when none are asked for', () => {
    const q = quote({ periods, start: '2027-06-10', end: '2027-06-17', rates, displayCurrency: 'EUR' });
    expect(q.extras).toEqual([]);
    expect(q.total).toBe(rent);
  });
});

describe('extras a reservation has that the boat no longer offers', () => {
  const cleaning = offered.find((e) => e.id === 10)!;
  const skipper = offered.find((e) => e.id === 11)!;
  const stay = { days: 4, guests: 6, currency: 'EUR' as const, rates };
  const agreed = priceExtras({ ...stay, offered: [skipper, cleaning], chosen: [{ extraId: 11, quantity: 1 }] });

  it('keeps a deleted extra when chosen, at the agreed price and at most the agreed quantity, and drops it when not', () => {
    // The boat now asks more for cleaning and no longer offers the skipper.
    const offered = offeredWithAgreed([{ ...cleaning, priceMinor: 12_000 }], agreed);
    expect(offered.map((e) => [e.id, e.mandatory, e.maxQuantity, e.priceMinor])).toEqual([
      [10, true, null, 12_000],
      [11, false, 1, 15_000],
    ]);
    const kept = priceExtras({ ...stay, offered, chosen: [{ extraId: 11, quantity: 1 }], agreed });
    expect(kept.find((l) => l.extraId === 11)?.subtotal).toEqual(eur(60_000));
    // Cleaning, still offered, keeps its agreed unit price too.
    expect(kept.find((l) => l.extraId === 10)?.unitPrice).toEqual(eur(10_000));
    const dropped = priceExtras({ ...stay, offered, chosen: [], agreed });
    expect(dropped.map((l) => l.extraId)).toEqual([10]);
    expect(() => priceExtras({ ...stay, offered, chosen: [{ extraId: 11, quantity: 2 }], agreed })).toThrow(
      PricingError,
    );
  });

  it('offers nothing more when every agreed extra is still on the boat', () => {
    expect(offeredWithAgreed([skipper, cleaning], agreed)).toEqual([skipper, cleaning]);
  });
});
