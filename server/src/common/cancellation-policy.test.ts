import { describe, expect, it } from 'vitest';
import { describePolicy, policyProblem, refundFor, type CancellationPolicy } from './cancellation-policy.js';

const flexible: CancellationPolicy = { preset: 'flexible' };
const moderate: CancellationPolicy = { preset: 'moderate' };
const strict: CancellationPolicy = { preset: 'strict' };
const START = '2027-06-30';
/** `days` days before the boarding day. */
const before = (days: number) =>
  new Date(Date.parse(`${START}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const PAID = 210_000;

describe('refund rules: given a policy and what was paid, when the customer cancels n days before, then', () => {
  it.each([
    [flexible, 30, 100],
    [flexible, 7, 100],
    [flexible, 6, 0],
    [flexible, 0, 0],
    [moderate, 45, 100],
    [moderate, 30, 100],
    [moderate, 29, 50],
    [moderate, 14, 50],
    [moderate, 13, 0],
    [strict, 30, 50],
    [strict, 29, 0],
    [strict, 1, 0],
  ] as const)('%o, %i days before: %i%% of what was paid', (policy, days, percent) => {
    const r = refundFor(policy, START, before(days), PAID);
    expect(r).toMatchObject({ daysBefore: days, percent, amount: (PAID * percent) / 100 });
  });

  it('names the rule applied and the notice in the event’s words', () => {
    expect(refundFor(moderate, START, before(20), PAID).rule).toBe(
      'Orta: binişten en az 14 gün önce iptalde iade oranı %50 (iptal binişten 20 gün önce)',
    );
    expect(refundFor(strict, START, before(3), PAID).rule).toBe(
      'Katı: bu sürede iade yapılmaz (iptal binişten 3 gün önce)',
    );
  });

  it('rounds half up and never gives back more than was paid, nor anything of nothing', () => {
    expect(refundFor(moderate, START, before(20), 101).amount).toBe(51);
    expect(refundFor(flexible, START, before(10), 0).amount).toBe(0);
    expect(refundFor({ preset: 'custom', rules: [{ daysBefore: 0, percent: 100 }] }, START, START, 5).amount).toBe(5);
  });

  it('applies a custom policy’s rules from the longest notice, whatever their order', () => {
    const custom: CancellationPolicy = {
      preset: 'custom',
      rules: [
        { daysBefore: 3, percent: 25 },
        { daysBefore: 60, percent: 90 },
        { daysBefore: 21, percent: 60 },
      ],
    };
    expect(refundFor(custom, START, before(61), 1000).percent).toBe(90);
    expect(refundFor(custom, START, before(21), 1000).percent).toBe(60);
    expect(refundFor(custom, START, before(5), 1000).percent).toBe(25);
    expect(refundFor(custom, START, before(2), 1000).percent).toBe(0);
  });
});

describe('policies as stored and read', () => {
  it('refuses a custom policy without rules, with duplicate days, out-of-range values or a later notice paying more', () => {
    expect(policyProblem({ preset: 'custom', rules: [] })).toMatch(/en az bir kural/);
    expect(
      policyProblem({
        preset: 'custom',
        rules: [
          { daysBefore: 7, percent: 50 },
          { daysBefore: 7, percent: 40 },
        ],
      }),
    ).toMatch(/Aynı gün/);
    expect(policyProblem({ preset: 'custom', rules: [{ daysBefore: 7, percent: 101 }] })).toMatch(/yüzdesi/);
    expect(
      policyProblem({
        preset: 'custom',
        rules: [
          { daysBefore: 30, percent: 50 },
          { daysBefore: 7, percent: 80 },
        ],
      }),
    ).toMatch(/az iade alamaz/);
    expect(policyProblem(moderate)).toBeUndefined();
  });

  it('describes each preset in Turkish for the boat page, the booking form and the mails', () => {
    const basis = ' Oran, ödenen tutar üzerinden hesaplanır.';
    expect(describePolicy(flexible)).toBe(
      `Esnek: binişten en az 7 gün önce iptalde iade oranı %100; daha geç iptalde iade yapılmaz.${basis}`,
    );
    expect(describePolicy(moderate)).toBe(
      `Orta: binişten en az 30 gün önce iptalde iade oranı %100; binişten en az 14 gün önce iptalde iade oranı %50; daha geç iptalde iade yapılmaz.${basis}`,
    );
    expect(describePolicy(strict)).toBe(
      `Katı: binişten en az 30 gün önce iptalde iade oranı %50; daha geç iptalde iade yapılmaz.${basis}`,
    );
  });

  it('describes each preset in English for the English pages and mails', () => {
    const basis = ' The percentage is of the amount paid.';
    expect(describePolicy(flexible, 'en')).toBe(
      `Flexible: 100% refund for cancellations at least 7 days before boarding; no refund for later cancellations.${basis}`,
    );
    expect(describePolicy(moderate, 'en')).toBe(
      `Moderate: 100% refund for cancellations at least 30 days before boarding; 50% refund for cancellations at least 14 days before boarding; no refund for later cancellations.${basis}`,
    );
    expect(
      describePolicy(
        {
          preset: 'custom',
          rules: [
            { daysBefore: 1, percent: 50 },
            { daysBefore: 0, percent: 20 },
          ],
        },
        'en',
      ),
    ).toBe(
      `Custom: 50% refund for cancellations at least 1 day before boarding; 20% refund for cancellations up to the boarding day.${basis}`,
    );
  });
});
