import { balanceOnBoardOf } from '../boats/read.js';
import type { Currency } from '../common/money.js';
import { istanbulDate } from '../common/dates.js';
import { activeBanks } from '../content/read.js';
import type { Db } from '../platform/db.js';
import { balanceDaysBefore, balanceRateRule } from '../settings/read.js';
import { appliedPolicy } from './catalog.js';
import type { Quote } from './pricing.js';
import { decideTerms, type BookingTerms, type TermsInput } from './terms.js';

/** What the terms of a booking of `boatId` are decided from, besides the quote: the settings, the boat and the accounts now. */
export type TermsContext = Omit<TermsInput, 'quote' | 'requested' | 'start' | 'bookedOn'>;

/** Reads them (independent reads, sent together). */
export async function readTermsContext(db: Db, boatId: number): Promise<TermsContext> {
  const [banks, daysBefore, rate, policy, onBoard] = await Promise.all([
    activeBanks(db),
    balanceDaysBefore(db),
    balanceRateRule(db),
    appliedPolicy(db, boatId),
    balanceOnBoardOf(db, boatId),
  ]);
  return {
    banks: banks.map((b) => ({
      name: b.name,
      branch: b.branch,
      accountHolder: b.accountHolder,
      iban: b.iban,
      currency: b.currency,
    })),
    balanceDaysBefore: daysBefore,
    balanceRate: rate,
    policy: policy.policy,
    balanceOnBoard: onBoard,
  };
}

/** The terms of a booking of `quote`'s dates made at `now`, the customer asking to pay in `requested`. */
export const termsOf = (ctx: TermsContext, quote: Quote, requested: Currency, now: string): BookingTerms =>
  decideTerms({ ...ctx, quote, requested, start: quote.start, bookedOn: istanbulDate(now) });
