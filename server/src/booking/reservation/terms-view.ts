import { addDays, istanbulDate, istanbulDateTime, type IsoDate } from '../../common/dates.js';
import { FALLBACK_POLICY } from '../../common/cancellation-policy.js';
import type { Language } from '../../common/language.js';
import type { Currency, ExchangeRates } from '../../common/money.js';
import type { Quote } from '../pricing.js';
import { describeBalance, describeDeposit, legacyTerms, outstanding, type BookingTerms } from '../terms.js';
import { DEFAULT_BALANCE_DAYS_BEFORE } from '../../settings/read.js';

/** What a reservation's read-model row gives the terms' reading. */
export interface TermsRow {
  terms: BookingTerms | null;
  status: string;
  start: IsoDate;
  currency: Currency;
  total: number;
  deposit: number;
  paid: number;
  rates: ExchangeRates;
  optionUntil: string;
}

/**
 * The stored terms of a reservation; for one booked before terms were stored, what its contract said
 * then (paid in the contract currency, the balance by transfer 30 days before boarding).
 */
export function termsOfRow(r: TermsRow): BookingTerms {
  if (r.terms) return r.terms;
  const quote = { currency: r.currency, total: r.total, deposit: r.deposit, rates: r.rates } as Quote;
  const before = addDays(r.start, -DEFAULT_BALANCE_DAYS_BEFORE);
  return legacyTerms(quote, FALLBACK_POLICY, before, false);
}

/** The terms as sentences in `language`, with what is paid and the office's rates `today`. */
export function termsStatement(
  terms: BookingTerms,
  r: { paid: number; optionUntil: string },
  today: ExchangeRates,
  language: Language,
) {
  return {
    deposit: describeDeposit(terms, language),
    depositDueBy: istanbulDateTime(r.optionUntil, language),
    balance: describeBalance(terms, r.paid, today, language),
  };
}

/** The balance as the office's screens read it at `now`: its last day, what is left, and whether it is overdue. */
export function balanceView(terms: BookingTerms, r: { status: string; paid: number }, now: Date) {
  const left = outstanding(terms, r.paid).balance;
  return {
    balanceDueOn: terms.balance.dueOn,
    balanceOutstanding: left,
    balanceOverdue: r.status === 'confirmed' && left > 0 && istanbulDate(now) > terms.balance.dueOn,
  };
}
