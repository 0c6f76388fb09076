import {
  FALLBACK_POLICY,
  POLICY_PRESETS,
  type CancellationPolicy,
  type PolicyPreset,
} from '../common/cancellation-policy.js';
import type { Db } from '../platform/db.js';

/** The balance's days before departure when the setting is unset (the booking core's schedule says the same). */
export const DEFAULT_BALANCE_DAYS_BEFORE = 30;
import { createEntriesRepository } from './entries-repository.js';
import type { Entry } from './schemas.js';

/** What other modules read of `settings` (the settings module alone writes it). */

export {
  getExchangeRates,
  getExchangeRateStrings,
  getExchangeRatesSnapshot,
  ratesStillAre,
  type RatesSnapshot,
} from './repository.js';

/** The cancellation policy of boats without their own (`cancellation_policy_default`; Orta when unset). */
export async function defaultCancellationPolicy(db: Db): Promise<CancellationPolicy> {
  const [entry] = await readEntries(db, ['cancellation_policy_default']);
  const preset = entry?.value as PolicyPreset;
  return POLICY_PRESETS.includes(preset) ? { preset } : FALLBACK_POLICY;
}

/** Days before departure the balance is due (`balance_days_before`, 0–365; unset or unreadable: 30). */
export async function balanceDaysBefore(db: Db): Promise<number> {
  const [entry] = await readEntries(db, ['balance_days_before']);
  const value = entry?.value.trim() ?? '';
  return /^[0-9]{1,3}$/.test(value) && Number(value) <= 365 ? Number(value) : DEFAULT_BALANCE_DAYS_BEFORE;
}

/** How a balance paid in another currency than the contract's is converted (`balance_rate_rule`; unset: the day of payment). */
export async function balanceRateRule(db: Db): Promise<'day_of_payment' | 'fixed'> {
  const [entry] = await readEntries(db, ['balance_rate_rule']);
  return entry?.value.trim() === 'fixed' ? 'fixed' : 'day_of_payment';
}

/** The entries of `keys`, in the order of `keys`; a missing key reads as ''. */
export const readEntries = (db: Db, keys: readonly string[]): Promise<Entry[]> => createEntriesRepository(db).get(keys);
