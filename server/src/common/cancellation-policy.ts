import { daysBetween, type IsoDate } from './dates.js';
import type { Language } from './language.js';

/**
 * Cancellation policies (issue 21): what a cancelling customer gets back of what they paid, by days
 * before departure. Pure: the boats module stores a boat's policy, the settings the default, the
 * booking core computes the refund when a reservation is cancelled, the mails and pages describe it.
 */

/** From `daysBefore` days before departure on (and more), `percent` of what was paid comes back. */
export interface RefundRule {
  daysBefore: number;
  percent: number;
}

export type PolicyPreset = 'flexible' | 'moderate' | 'strict';
export type CancellationPolicy = { preset: PolicyPreset } | { preset: 'custom'; rules: RefundRule[] };

export const POLICY_PRESETS: readonly PolicyPreset[] = ['flexible', 'moderate', 'strict'];

/** Esnek: 100% until 7 days; Orta: 100% until 30 days, 50% until 14; Katı: 50% until 30 days, then none. */
export const PRESET_RULES: Record<PolicyPreset, readonly RefundRule[]> = {
  flexible: [{ daysBefore: 7, percent: 100 }],
  moderate: [
    { daysBefore: 30, percent: 100 },
    { daysBefore: 14, percent: 50 },
  ],
  strict: [{ daysBefore: 30, percent: 50 }],
};

export const POLICY_NAMES: Record<CancellationPolicy['preset'], string> = {
  flexible: 'Esnek',
  moderate: 'Orta',
  strict: 'Katı',
  custom: 'Özel',
};

/** The presets' names on the English pages and in English mails. */
export const POLICY_NAMES_EN: Record<CancellationPolicy['preset'], string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
  custom: 'Custom',
};

/** The policy when neither the boat nor the settings name one. */
export const FALLBACK_POLICY: CancellationPolicy = { preset: 'moderate' };

/** The rules of a policy, the longest notice first. */
export function rulesOf(policy: CancellationPolicy): RefundRule[] {
  const rules = policy.preset === 'custom' ? policy.rules : PRESET_RULES[policy.preset];
  return [...rules].sort((a, b) => b.daysBefore - a.daysBefore);
}

/** Why a custom policy cannot be stored, in Turkish; undefined when it can. */
export function policyProblem(policy: CancellationPolicy): string | undefined {
  if (policy.preset !== 'custom') return undefined;
  const { rules } = policy;
  if (rules.length === 0) return 'Özel iptal politikasında en az bir kural olmalıdır.';
  if (rules.length > 10) return 'Özel iptal politikasında en fazla 10 kural olabilir.';
  const days = new Set<number>();
  for (const r of rules) {
    if (!Number.isInteger(r.daysBefore) || r.daysBefore < 0 || r.daysBefore > 365)
      return 'Gün sayısı 0 ile 365 arasında bir tam sayı olmalıdır.';
    if (!Number.isInteger(r.percent) || r.percent < 0 || r.percent > 100)
      return 'İade yüzdesi 0 ile 100 arasında bir tam sayı olmalıdır.';
    if (days.has(r.daysBefore)) return 'Aynı gün sayısı için iki kural olamaz.';
    days.add(r.daysBefore);
  }
  // A longer notice never gets back less than a shorter one.
  const sorted = rulesOf(policy);
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]!.percent > sorted[i - 1]!.percent)
      return 'Daha erken iptal, daha geç iptalden az iade alamaz: yüzdeler gün azaldıkça artmamalıdır.';
  return undefined;
}

/** A policy that cannot be stored (`policyProblem`'s sentence); `bookingErrors` answers it 400. */
export class PolicyInvalid extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'PolicyInvalid';
  }
}

/** Stores nothing that `policyProblem` refuses. */
export function requireValidPolicy(policy: CancellationPolicy): CancellationPolicy {
  const problem = policyProblem(policy);
  if (problem) throw new PolicyInvalid(problem);
  return policy;
}

/** One rule as the customer reads it. */
export const describeRule = (r: RefundRule): string =>
  r.daysBefore === 0
    ? `biniş gününe kadar iptalde iade oranı %${r.percent}`
    : `binişten en az ${r.daysBefore} gün önce iptalde iade oranı %${r.percent}`;

/** One rule as an English-reading customer reads it. */
export const describeRuleEn = (r: RefundRule): string =>
  r.daysBefore === 0
    ? `${r.percent}% refund for cancellations up to the boarding day`
    : `${r.percent}% refund for cancellations at least ${r.daysBefore} day${r.daysBefore === 1 ? '' : 's'} before boarding`;

/**
 * "Orta: binişten en az 30 gün önce iptalde iade oranı %100; …; daha geç iptalde iade yapılmaz. …",
 * or in English "Moderate: 100% refund for cancellations at least 30 days before boarding; …".
 */
export function describePolicy(policy: CancellationPolicy, language: Language = 'tr'): string {
  const rules = rulesOf(policy);
  const last = rules[rules.length - 1];
  const open = last && last.daysBefore === 0;
  if (language === 'en') {
    const tail = open ? '' : '; no refund for later cancellations';
    return `${POLICY_NAMES_EN[policy.preset]}: ${rules.map(describeRuleEn).join('; ')}${tail}. The percentage is of the amount paid.`;
  }
  const tail = open ? '' : '; daha geç iptalde iade yapılmaz';
  return `${POLICY_NAMES[policy.preset]}: ${rules.map(describeRule).join('; ')}${tail}. Oran, ödenen tutar üzerinden hesaplanır.`;
}

/** What a cancellation on `today` of a stay boarding on `start` gives back of `paid` (minor units). */
export interface RefundDecision {
  /** Whole days from the cancellation day to the boarding day (0 on the day, negative after it). */
  daysBefore: number;
  percent: number;
  amount: number;
  /** The rule applied, as the customer read it ("no refund" when none applies). */
  rule: string;
}

export function refundFor(policy: CancellationPolicy, start: IsoDate, today: IsoDate, paid: number): RefundDecision {
  const daysBefore = daysBetween(today, start);
  const applies = rulesOf(policy).find((r) => daysBefore >= r.daysBefore);
  const percent = applies?.percent ?? 0;
  // Half up, never more than was paid.
  const amount = Math.min(paid, Math.floor((Math.max(paid, 0) * percent + 50) / 100));
  const name = POLICY_NAMES[policy.preset];
  const rule = applies
    ? `${name}: ${describeRule(applies)} (iptal binişten ${daysBefore} gün önce)`
    : `${name}: bu sürede iade yapılmaz (iptal binişten ${Math.max(daysBefore, 0)} gün önce)`;
  return { daysBefore, percent, amount, rule };
}

/** The policy that applies to a boat, named and described (the API's `AppliedPolicy`). */
export interface AppliedPolicy {
  policy: CancellationPolicy;
  name: string;
  text: string;
  /** The name and the sentence on the English pages. */
  nameEn: string;
  textEn: string;
  fromSettings: boolean;
}

export const applied = (own: CancellationPolicy | null, fallback: CancellationPolicy): AppliedPolicy => {
  const policy = own ?? fallback;
  return {
    policy,
    name: POLICY_NAMES[policy.preset],
    text: describePolicy(policy),
    nameEn: POLICY_NAMES_EN[policy.preset],
    textEn: describePolicy(policy, 'en'),
    fromSettings: own === null,
  };
};
