import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convert, type Currency, type ExchangeRates } from '../common/money.js';
import type { Quote } from './pricing.js';
import {
  balanceDueOn,
  commissionOf,
  countPayment,
  decideTerms,
  describeBalance,
  describeDeposit,
  outstanding,
  outstandingInPayment,
  paymentCurrencyFor,
  PaymentRefused,
  retermed,
  type TermsBank,
  type TermsInput,
} from './terms.js';

const RATES: ExchangeRates = { USD: '41.50', EUR: '48.20', GBP: '55.00' };
const bank = (currency: Currency): TermsBank => ({
  name: `Banka ${currency}`,
  branch: 'Fethiye',
  accountHolder: 'Fethiye Tekne Ltd.',
  iban: `TR00 0000 ${currency}`,
  currency,
});

const quoteOf = (total: number, currency: Currency = 'EUR', rates = RATES): Quote => ({
  start: '2027-10-04',
  end: '2027-10-06',
  days: 2,
  currency,
  total,
  deposit: Math.round(total / 5),
  balance: total - Math.round(total / 5),
  lines: [],
  extras: [],
  display: { currency, total, deposit: Math.round(total / 5), balance: total - Math.round(total / 5) },
  rates,
});

const input = (over: Partial<TermsInput> = {}): TermsInput => ({
  quote: quoteOf(112_000),
  requested: 'TRY',
  start: '2027-10-04',
  bookedOn: '2027-01-10',
  balanceDaysBefore: 30,
  balanceOnBoard: false,
  balanceRate: 'day_of_payment',
  policy: { preset: 'moderate' },
  banks: [bank('TRY'), bank('EUR')],
  ...over,
});

describe('booking terms', () => {
  it('pays in the chosen currency when the office has an account in it, else in the contract currency', () => {
    expect(paymentCurrencyFor('TRY', 'EUR', [bank('TRY')])).toBe('TRY');
    expect(paymentCurrencyFor('GBP', 'EUR', [bank('TRY')])).toBe('EUR');
    const t = decideTerms(input({ requested: 'GBP' }));
    expect(t.payment.currency).toBe('EUR');
    expect(t.requestedCurrency).toBe('GBP');
    expect(t.banks.map((b) => b.currency)).toEqual(['EUR']);
  });

  it('fixes the deposit in the payment currency at the booking rates, and names only that currency’s accounts', () => {
    const t = decideTerms(input());
    expect(t.contract).toEqual({ currency: 'EUR', total: 112_000, deposit: 22_400, balance: 89_600 });
    expect(t.payment.deposit).toBe(convert({ amount: 22_400, currency: 'EUR' }, 'TRY', RATES).amount);
    expect(t.payment.deposit + t.payment.balance).toBe(
      convert({ amount: 112_000, currency: 'EUR' }, 'TRY', RATES).amount,
    );
    expect(t.banks.map((b) => b.currency)).toEqual(['TRY']);
    expect(describeDeposit(t, 'tr')).toBe('₺10.796,80 (€224,00)');
    expect(describeDeposit(t, 'en')).toBe('TRY\u00a010,796.80 (€224.00)');
  });

  it('puts the balance’s last day before boarding, or on the boarding day when booked late or paid on board', () => {
    expect(balanceDueOn('2027-10-04', '2027-01-10', 30, false)).toBe('2027-09-04');
    expect(balanceDueOn('2027-10-04', '2027-09-20', 30, false)).toBe('2027-10-04');
    expect(balanceDueOn('2027-10-04', '2027-01-10', 30, true)).toBe('2027-10-04');
  });

  it('states the balance as its rule says, in both languages', () => {
    const day = decideTerms(input());
    const later: ExchangeRates = { ...RATES, EUR: '50.00' };
    expect(describeBalance(day, 0, RATES, 'tr')).toBe(
      'Kalan €896,00, en geç 04.09.2027 tarihine kadar banka havalesiyle, ödeme günündeki ofis kuruyla TL olarak ödenir (bugünkü kurla yaklaşık ₺43.187,20; yalnızca bilgi amaçlıdır).',
    );
    // The indication follows today's rate; the contract figure does not.
    expect(describeBalance(day, 0, later, 'en')).toBe(
      "The balance of €896.00 is due by 4 September 2027, by bank transfer, payable in Turkish lira at the office's rate on the day of payment (about TRY\u00a044,800.00 at today's rate, an indication only).",
    );
    const fixed = decideTerms(input({ balanceRate: 'fixed', balanceOnBoard: true }));
    expect(describeBalance(fixed, 0, later, 'tr')).toBe(
      'Kalan ₺43.187,20, biniş günü (04.10.2027) teknede ödenir (rezervasyon günündeki kurla TL olarak sabitlenmiştir; sözleşmede €896,00).',
    );
    const same = decideTerms(input({ requested: 'EUR', balanceOnBoard: true }));
    expect(describeBalance(same, 0, RATES, 'en')).toBe(
      'The balance of €896.00 is paid on board on the boarding day (4 October 2027).',
    );
    expect(describeBalance(same, 112_000, RATES, 'tr')).toBe('Kalan ödeme tamamlandı.');
    expect(describeBalance(same, 112_000, RATES, 'en')).toBe('The balance is paid in full.');
  });

  it('counts a payment in the payment currency: the deposit at its fixed figure, the balance at its rule', () => {
    const t = decideTerms(input());
    const later: ExchangeRates = { ...RATES, EUR: '50.00' };
    // The deposit asked, whatever the rates do meanwhile, pays exactly the contract's deposit.
    expect(countPayment(t, 0, t.payment.deposit, 'TRY', later)).toBe(22_400);
    // Then the balance at the day's rate: what today's rate asks pays exactly what is left.
    const left = outstandingInPayment(t, 22_400, later);
    expect(left).toEqual({ deposit: 0, balance: 4_480_000 });
    expect(countPayment(t, 22_400, left.balance, 'TRY', later)).toBe(89_600);
    expect(countPayment(t, 22_400, 2_240_000, 'TRY', later)).toBe(44_800);
    expect(() => countPayment(t, 22_400, left.balance + 1, 'TRY', later)).toThrow(PaymentRefused);
    expect(() => countPayment(t, 0, 100, 'USD', later)).toThrow(
      /sözleşme para biriminde \(EUR\) veya ödeme para biriminde \(TRY\)/,
    );
    expect(countPayment(t, 0, 22_400, 'EUR', later)).toBe(22_400);
    // Fixed at booking: the booking's figure pays the balance, at any rate of the day.
    const fixed = decideTerms(input({ balanceRate: 'fixed' }));
    expect(countPayment(fixed, 22_400, fixed.payment.balance, 'TRY', later)).toBe(89_600);
  });

  it('never counts more than is owed, and what is asked in the payment currency pays it exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 10_000_000 }),
        fc.constantFrom<Currency>('TRY', 'USD', 'EUR', 'GBP'),
        fc.constantFrom<Currency>('TRY', 'USD', 'EUR', 'GBP'),
        fc.constantFrom<'day_of_payment' | 'fixed'>('day_of_payment', 'fixed'),
        fc.integer({ min: 1, max: 999_999 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (total, contract, requested, rate, euroToday, part) => {
          const t = decideTerms(
            input({
              quote: quoteOf(total, contract),
              requested,
              balanceRate: rate,
              banks: [bank('TRY'), bank('USD'), bank('EUR'), bank('GBP')],
            }),
          );
          const today: ExchangeRates = { ...RATES, EUR: (euroToday / 10_000 + 1).toFixed(4) };
          const deposit = countPayment(t, 0, t.payment.deposit, t.payment.currency, today);
          expect(deposit).toBe(t.contract.deposit);
          const left = outstandingInPayment(t, deposit, today).balance;
          const some = Math.floor(left * part);
          const counted = some > 0 ? countPayment(t, deposit, some, t.payment.currency, today) : 0;
          expect(counted).toBeLessThanOrEqual(t.contract.balance);
          const rest = outstandingInPayment(t, deposit + counted, today).balance;
          if (rest > 0)
            expect(countPayment(t, deposit + counted, rest, t.payment.currency, today)).toBe(
              outstanding(t, deposit + counted).balance,
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('new terms for new amounts keep the payment currency, the balance rule, the policy and the accounts', () => {
    const t = decideTerms(input({ balanceRate: 'fixed', policy: { preset: 'strict' } }));
    const next = retermed(
      t,
      { ...quoteOf(150_000), start: '2027-11-01' },
      {
        start: '2027-11-01',
        bookedOn: '2027-01-10',
        balanceDaysBefore: 14,
      },
    );
    expect(next.payment.currency).toBe('TRY');
    expect(next.balance).toEqual({ dueOn: '2027-10-18', onBoard: false, rate: 'fixed' });
    expect(next.policy).toEqual({ preset: 'strict' });
    expect(next.banks).toEqual(t.banks);
    expect(next.contract.total).toBe(150_000);
  });

  it('records a partner’s commission of the contract total in whole minor units, and keeps its percent on new amounts', () => {
    expect(decideTerms(input()).commission).toBeUndefined();
    const t = decideTerms(input({ commissionPercent: 12.5 }));
    expect(t.commission).toEqual({ percent: 12.5, amount: 14_000 });
    expect(commissionOf(7.35, 123_457)).toEqual({ percent: 7.35, amount: 9_074 });
    expect(commissionOf(0.01, 50)).toEqual({ percent: 0.01, amount: 0 });
    const next = retermed(t, quoteOf(150_001), { start: '2027-10-04', bookedOn: '2027-01-10', balanceDaysBefore: 30 });
    expect(next.commission).toEqual({ percent: 12.5, amount: 18_750 });
  });
});
