import { addDays, type IsoDate } from '../../common/dates.js';
import type { Currency } from '../../common/money.js';
import { balanceDueOn } from '../terms.js';

/** The first balance reminder goes this many days before the due day; the second on the day. */
export const BALANCE_REMINDER_DAYS_BEFORE = 7;

/** Where the balance rule comes from: the settings' days before departure, and the boat's "paid on board". */
export interface ScheduleRules {
  balanceDaysBefore: number;
  balanceOnBoard: boolean;
}

/** What of a reservation the schedule depends on. */
export interface ScheduleInput {
  start: IsoDate;
  /** The Istanbul day the reservation was made. */
  bookedOn: IsoDate;
  /** The option's expiry: the deposit is due by then. */
  optionUntil: string;
  currency: Currency;
  total: number;
  deposit: number;
  paid: number;
}

export interface PaymentSchedule {
  currency: Currency;
  deposit: { amount: number; outstanding: number; dueBy: string };
  balance: {
    /** Total less the deposit. */
    amount: number;
    /** What is still owed of it (payments first fill the deposit). */
    outstanding: number;
    dueOn: IsoDate;
    /** Paid on board on the boarding day (the boat's setting), not transferred beforehand. */
    onBoard: boolean;
    /** The days the reminders go (none for a balance paid on board). */
    reminders: { week: IsoDate; due: IsoDate } | null;
  };
}

/**
 * The payment schedule of a reservation: the deposit by the option's expiry; the balance
 * `balanceDaysBefore` days before boarding, or on the boarding day when the booking came later than
 * that or the boat takes it on board. Pure: the caller gives the rules and the reservation.
 */
export function paymentSchedule(r: ScheduleInput, rules: ScheduleRules): PaymentSchedule {
  const dueOn = balanceDueOn(r.start, r.bookedOn, rules.balanceDaysBefore, rules.balanceOnBoard);
  const balance = r.total - r.deposit;
  return {
    currency: r.currency,
    deposit: { amount: r.deposit, outstanding: Math.max(r.deposit - r.paid, 0), dueBy: r.optionUntil },
    balance: {
      amount: balance,
      outstanding: Math.max(0, Math.min(balance, r.total - r.paid)),
      dueOn,
      onBoard: rules.balanceOnBoard,
      reminders: rules.balanceOnBoard ? null : { week: addDays(dueOn, -BALANCE_REMINDER_DAYS_BEFORE), due: dueOn },
    },
  };
}

/** What a daily run owes a balance on `today`: a reminder (a week before, on the day), the overdue mark, or nothing. */
export type BalanceStep = 'week' | 'due' | 'overdue' | null;

/**
 * The balance's step on `today` for a balance due on `dueOn`: the week's reminder from seven days
 * before until the day before (so a run that was missed still sends it), the day's reminder on the
 * day, overdue from the next day on. A balance paid on board gets no reminders, only the mark.
 */
export function balanceStep(dueOn: IsoDate, onBoard: boolean, today: IsoDate): BalanceStep {
  if (today > dueOn) return 'overdue';
  if (onBoard) return null;
  if (today === dueOn) return 'due';
  return today >= addDays(dueOn, -BALANCE_REMINDER_DAYS_BEFORE) ? 'week' : null;
}
