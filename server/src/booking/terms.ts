import { addDays, enDate, trDate, type IsoDate } from '../common/dates.js';
import type { CancellationPolicy } from '../common/cancellation-policy.js';
import type { Language } from '../common/language.js';
import { convert, formatMoney, type Currency, type ExchangeRates } from '../common/money.js';
import type { Quote } from './pricing.js';

/**
 * A booking's terms (issue 34): what the customer is told and the contract binds, decided once when the
 * booking is made (and again, as new terms, when the office changes its dates or extras), stored in the
 * booking's events and read by every surface: the booking form's confirmation, the visitor's page,
 * every customer mail, the charter contract, the office's list, reservation and home screens. Pure: the
 * caller gives the quote, the settings, the boat and the bank accounts of that moment.
 *
 * Two currencies, named apart. The **contract currency** is the boat's price currency: the contract binds
 * the total in it, and payments count against it. The **payment currency** is the one the visitor chose,
 * when the office has an active bank account in it (otherwise the contract currency, said on the form
 * before submitting). The deposit asked in the payment currency is fixed at booking, at that moment's
 * rates. The balance follows the office's rule (`balance_rate_rule`): at the office's rate of the day of
 * payment (the default: stated in the contract currency, today's equivalent only an indication), or fixed
 * at booking (stated in the payment currency).
 */
export type BalanceRate = 'day_of_payment' | 'fixed';
export const DEFAULT_BALANCE_RATE: BalanceRate = 'day_of_payment';

/** A bank account as the terms name it: the customer pays the amounts in its currency into it. */
export interface TermsBank {
  name: string;
  branch: string;
  accountHolder: string;
  iban: string;
  currency: Currency;
}

export interface BookingTerms {
  /** The contract currency and the amounts the contract binds (the quote's). */
  contract: { currency: Currency; total: number; deposit: number; balance: number };
  /**
   * The payment currency: the deposit asked in it (fixed), and the balance at the booking's rates (the
   * amount due when the balance is fixed at booking; otherwise only the equivalent on the booking day).
   */
  payment: { currency: Currency; deposit: number; balance: number };
  /** Asked in TL (etc.) but no account in it: the visitor's choice, when the payment currency differs from it. */
  requestedCurrency: Currency;
  balance: {
    /** The last day of the balance: a transfer by then, or on board on the boarding day. */
    dueOn: IsoDate;
    onBoard: boolean;
    rate: BalanceRate;
  };
  /** The cancellation policy the booking was made under, with its refund table. */
  policy: CancellationPolicy;
  /** The office's active accounts in the payment currency at the moment of the terms. */
  banks: TermsBank[];
  /** The rates the amounts were converted with (the quote's). */
  rates: ExchangeRates;
  /**
   * A partner's booking (issue 39): the partner's commission as agreed when it booked, a percent of the
   * contract total, and that amount in the contract currency (minor units, half up). Absent otherwise.
   */
  commission?: { percent: number; amount: number };
}

/** What the terms are decided from, besides the quote. */
export interface TermsInput {
  quote: Quote;
  /** The currency the visitor (or the office) chose to pay in. */
  requested: Currency;
  /** Boarding day and the Istanbul day of the booking: the balance's last day follows from them. */
  start: IsoDate;
  bookedOn: IsoDate;
  balanceDaysBefore: number;
  balanceOnBoard: boolean;
  balanceRate: BalanceRate;
  policy: CancellationPolicy;
  /** Every active bank account of the office. */
  banks: readonly TermsBank[];
  /** A partner's booking: its commission percent (at most two decimals). */
  commissionPercent?: number;
}

/** `percent` (at most two decimals) of `total` minor units, half up, in whole minor units: no float reaches the amount. */
export function commissionOf(percent: number, total: number): { percent: number; amount: number } {
  const basisPoints = Math.round(percent * 100);
  return { percent: basisPoints / 100, amount: Math.round((total * basisPoints) / 10_000) };
}

/** The currency a customer asking for `requested` pays in: that one when the office has an account in it. */
export function paymentCurrencyFor(
  requested: Currency,
  contract: Currency,
  banks: readonly { currency: string }[],
): Currency {
  return banks.some((b) => b.currency === requested) ? requested : contract;
}

/**
 * The balance's last day: `balanceDaysBefore` days before boarding; the boarding day when the booking came
 * later than that or when the boat takes it on board.
 */
export function balanceDueOn(start: IsoDate, bookedOn: IsoDate, daysBefore: number, onBoard: boolean): IsoDate {
  const before = addDays(start, -Math.max(0, Math.trunc(daysBefore)));
  return onBoard || before < bookedOn ? start : before;
}

export function decideTerms(input: TermsInput): BookingTerms {
  const q = input.quote;
  const currency = paymentCurrencyFor(input.requested, q.currency, input.banks);
  const inPayment = (amount: number) => convert({ amount, currency: q.currency }, currency, q.rates).amount;
  const deposit = inPayment(q.deposit);
  return {
    contract: { currency: q.currency, total: q.total, deposit: q.deposit, balance: q.total - q.deposit },
    // The balance in the payment currency is the total's equivalent less the deposit's, so the two add up
    // to the total's equivalent exactly (each converted alone could be a kuruş off).
    payment: { currency, deposit, balance: inPayment(q.total) - deposit },
    requestedCurrency: input.requested,
    balance: {
      dueOn: balanceDueOn(input.start, input.bookedOn, input.balanceDaysBefore, input.balanceOnBoard),
      onBoard: input.balanceOnBoard,
      rate: input.balanceRate,
    },
    policy: input.policy,
    banks: input.banks.filter((b) => b.currency === currency).map((b) => ({ ...b })),
    rates: q.rates,
    ...(input.commissionPercent !== undefined ? { commission: commissionOf(input.commissionPercent, q.total) } : {}),
  };
}

/**
 * New terms for a reservation whose amounts changed (new dates, extras): the payment currency, balance
 * rule, policy and accounts stay those agreed; the amounts and the balance's last day are the new ones.
 */
export function retermed(
  previous: BookingTerms,
  quote: Quote,
  schedule: { start: IsoDate; bookedOn: IsoDate; balanceDaysBefore: number },
): BookingTerms {
  return decideTerms({
    quote,
    requested: previous.payment.currency,
    start: schedule.start,
    bookedOn: schedule.bookedOn,
    balanceDaysBefore: schedule.balanceDaysBefore,
    balanceOnBoard: previous.balance.onBoard,
    balanceRate: previous.balance.rate,
    policy: previous.policy,
    // The agreed accounts (in the payment currency): it stays whatever the accounts are now.
    banks: previous.banks,
    // The agreed commission percent, of the new total.
    ...(previous.commission ? { commissionPercent: previous.commission.percent } : {}),
  });
}

/**
 * The terms of a booking made before terms were stored: paid in its contract currency, the balance by
 * transfer on the settings' default schedule (what the contract said then), the policy unknown (the
 * boat's current one is read where needed).
 */
export function legacyTerms(quote: Quote, policy: CancellationPolicy, dueOn: IsoDate, onBoard: boolean): BookingTerms {
  return {
    contract: {
      currency: quote.currency,
      total: quote.total,
      deposit: quote.deposit,
      balance: quote.total - quote.deposit,
    },
    payment: { currency: quote.currency, deposit: quote.deposit, balance: quote.total - quote.deposit },
    requestedCurrency: quote.currency,
    balance: { dueOn, onBoard, rate: DEFAULT_BALANCE_RATE },
    policy,
    banks: [],
    rates: quote.rates,
  };
}

/** Whether the balance is stated in the payment currency (fixed at booking) or in the contract currency. */
export const balanceFixedInPayment = (t: BookingTerms): boolean =>
  t.payment.currency === t.contract.currency || t.balance.rate === 'fixed';

/** How much of the contract a reservation still owes, split into the deposit's part and the balance's. */
export function outstanding(t: BookingTerms, paid: number): { deposit: number; balance: number } {
  const deposit = Math.max(t.contract.deposit - paid, 0);
  const balance = Math.max(0, Math.min(t.contract.balance, t.contract.total - paid));
  return { deposit, balance };
}

/** `part` of `whole` contract units as the same share of `wholeOther` (exact at both ends). */
const share = (part: number, whole: number, wholeOther: number): number =>
  part === whole ? wholeOther : whole === 0 ? 0 : Math.round((part * wholeOther) / whole);

/**
 * What is still to pay in the payment currency: the deposit's part at the fixed booking amount; the
 * balance's at the booking's amount when fixed, otherwise at `today`'s rates (an indication).
 */
export function outstandingInPayment(
  t: BookingTerms,
  paid: number,
  today: ExchangeRates,
): { deposit: number; balance: number } {
  const due = outstanding(t, paid);
  const deposit = share(due.deposit, t.contract.deposit, t.payment.deposit);
  const balance = balanceFixedInPayment(t)
    ? share(due.balance, t.contract.balance, t.payment.balance)
    : convert({ amount: due.balance, currency: t.contract.currency }, t.payment.currency, today).amount;
  return { deposit, balance };
}

export class PaymentRefused extends Error {
  constructor(
    readonly code: 'CURRENCY_MISMATCH' | 'OVERPAYMENT',
    message: string,
  ) {
    super(message);
  }
}

/**
 * How much of the contract a payment of `amount` in `currency` pays: in the contract currency, itself;
 * in the payment currency, the deposit's part at the fixed booking amount and the rest at the balance's
 * rule (fixed at booking, or `today`'s rates). Refuses another currency, and more than is owed.
 */
export function countPayment(
  t: BookingTerms,
  paid: number,
  amount: number,
  currency: Currency,
  today: ExchangeRates,
): number {
  const due = outstanding(t, paid);
  const owed = due.deposit + due.balance;
  const money = (a: number, c: Currency) => formatMoney({ amount: a, currency: c });
  if (currency === t.contract.currency) {
    if (amount > owed)
      throw new PaymentRefused('OVERPAYMENT', `Ödeme tutarı kalan bakiyeyi (${money(owed, currency)}) aşıyor.`);
    return amount;
  }
  if (currency !== t.payment.currency) {
    throw new PaymentRefused(
      'CURRENCY_MISMATCH',
      `Ödeme rezervasyonun sözleşme para biriminde (${t.contract.currency}) veya ödeme para biriminde (${t.payment.currency}) kaydedilmelidir.`,
    );
  }
  const inPayment = outstandingInPayment(t, paid, today);
  if (amount > inPayment.deposit + inPayment.balance) {
    throw new PaymentRefused(
      'OVERPAYMENT',
      `Ödeme tutarı kalan bakiyeyi (${money(inPayment.deposit + inPayment.balance, currency)}) aşıyor.`,
    );
  }
  const towardDeposit = Math.min(amount, inPayment.deposit);
  const countedDeposit = share(towardDeposit, inPayment.deposit, due.deposit);
  const rest = amount - towardDeposit;
  if (rest === 0) return countedDeposit;
  const countedBalance =
    rest === inPayment.balance
      ? due.balance
      : balanceFixedInPayment(t)
        ? Math.round((rest * t.contract.balance) / Math.max(t.payment.balance, 1))
        : convert({ amount: rest, currency }, t.contract.currency, today).amount;
  return countedDeposit + Math.min(countedBalance, due.balance);
}

const DATE: Record<Language, (d: IsoDate) => string> = { tr: trDate, en: enDate };

/** A currency as a sentence names it. */
export const CURRENCY_NAMES: Record<Language, Record<Currency, string>> = {
  tr: { TRY: 'TL', USD: 'ABD doları', EUR: 'euro', GBP: 'sterlin' },
  en: { TRY: 'Turkish lira', USD: 'US dollars', EUR: 'euros', GBP: 'pounds sterling' },
};

/**
 * The sentence every surface prints for the balance, from the terms and what is paid: where and when it
 * is paid, in which currency, and, when it is paid at the day's rate in another currency, today's
 * equivalent as an indication. `today` are the office's current rates.
 */
export function describeBalance(t: BookingTerms, paid: number, today: ExchangeRates, language: Language): string {
  const due = outstanding(t, paid);
  const en = language === 'en';
  const money = (amount: number, currency: Currency) => formatMoney({ amount, currency }, language);
  if (due.balance === 0 && paid >= t.contract.total)
    return en ? 'The balance is paid in full.' : 'Kalan ödeme tamamlandı.';
  const day = DATE[language](t.balance.dueOn);
  const fixed = balanceFixedInPayment(t);
  const inPayment = outstandingInPayment(t, paid, today);
  const amount = fixed ? money(inPayment.balance, t.payment.currency) : money(due.balance, t.contract.currency);
  const where = t.balance.onBoard
    ? en
      ? `is paid on board on the boarding day (${day})`
      : `biniş günü (${day}) teknede ödenir`
    : en
      ? `is due by ${day}, by bank transfer`
      : `en geç ${day} tarihine kadar banka havalesiyle ödenir`;
  const head = en ? `The balance of ${amount} ${where}` : `Kalan ${amount}, ${where}`;
  if (t.payment.currency === t.contract.currency) return `${head}.`;
  const name = CURRENCY_NAMES[language][t.payment.currency];
  if (fixed) {
    return en
      ? `${head} (fixed in ${name} at the booking day's rate; ${money(due.balance, t.contract.currency)} under the contract).`
      : `${head} (rezervasyon günündeki kurla ${name} olarak sabitlenmiştir; sözleşmede ${money(due.balance, t.contract.currency)}).`;
  }
  const indication = money(inPayment.balance, t.payment.currency);
  return en
    ? `${head}, payable in ${name} at the office's rate on the day of payment (about ${indication} at today's rate, an indication only).`
    : `${head.replace(/ ödenir$/, '')}, ödeme günündeki ofis kuruyla ${name} olarak ödenir (bugünkü kurla yaklaşık ${indication}; yalnızca bilgi amaçlıdır).`;
}

/** The deposit as every surface states it: in the payment currency, the contract's figure beside it when they differ. */
export function describeDeposit(t: BookingTerms, language: Language): string {
  const money = (amount: number, currency: Currency) => formatMoney({ amount, currency }, language);
  const asked = money(t.payment.deposit, t.payment.currency);
  return t.payment.currency === t.contract.currency
    ? asked
    : `${asked} (${money(t.contract.deposit, t.contract.currency)})`;
}
