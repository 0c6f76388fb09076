import { addDays, daysBetween, trDate, type IsoDate } from '../common/dates.js';
import { convert, percentOf, type Currency, type ExchangeRates, type Money } from '../common/money.js';

/** Yacht-charter practice: 20% pays now to hold the boat, the balance before boarding (SPEC section 9). */
export const DEPOSIT_PERCENT = 20;

export interface PricePeriod {
  id: number;
  start: IsoDate;
  /** Exclusive. */
  end: IsoDate;
  dailyPrice: Money;
  minDays: number;
}

export interface QuoteLine {
  periodId: number;
  from: IsoDate;
  to: IsoDate;
  days: number;
  dailyPrice: Money;
  subtotal: Money;
}

export interface Quote {
  start: IsoDate;
  end: IsoDate;
  days: number;
  currency: Currency;
  total: number;
  deposit: number;
  balance: number;
  lines: QuoteLine[];
  /** The same amounts in the currency the visitor chose. */
  display: { currency: Currency; total: number; deposit: number; balance: number };
  /** The exchange rates used, kept with the reservation. */
  rates: ExchangeRates;
}

export class PricingError extends Error {
  constructor(
    readonly code: 'NO_PRICE' | 'MIN_DAYS' | 'INVALID_RANGE',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Prices the days [start, end) from a boat's seasonal periods: every day needs a period, the
 * longest minimum of the periods touched applies, the total is in the currency of the first
 * day's period (other periods converted), with the 20% deposit and the balance.
 */
export function quote(input: {
  periods: readonly PricePeriod[];
  start: IsoDate;
  end: IsoDate;
  rates: ExchangeRates;
  displayCurrency: Currency;
}): Quote {
  const { start, end, rates } = input;
  const days = daysBetween(start, end);
  if (days < 1) throw new PricingError('INVALID_RANGE', 'Dönüş tarihi gidiş tarihinden sonra olmalıdır.');
  const lines: QuoteLine[] = [];
  let currency: Currency | undefined;
  let minDays = 1;
  for (let i = 0; i < days; i++) {
    const day = addDays(start, i);
    const period = input.periods.find((p) => p.start <= day && day < p.end);
    if (!period)
      throw new PricingError(
        'NO_PRICE',
        `${trDate(day)} tarihi için fiyat tanımlı değil; bu tarihlerde tekne kiralanamıyor.`,
      );
    currency ??= period.dailyPrice.currency;
    minDays = Math.max(minDays, period.minDays);
    const last = lines.at(-1);
    if (last && last.periodId === period.id) {
      last.to = addDays(day, 1);
      last.days += 1;
    } else {
      lines.push({
        periodId: period.id,
        from: day,
        to: addDays(day, 1),
        days: 1,
        dailyPrice: period.dailyPrice,
        subtotal: { amount: 0, currency },
      });
    }
  }
  if (days < minDays) {
    throw new PricingError('MIN_DAYS', `Seçilen dönemde en az ${minDays} gün kiralanabilir; seçiminiz ${days} gün.`);
  }
  const c = currency!;
  let total = 0;
  for (const line of lines) {
    const daily = convert(line.dailyPrice, c, rates).amount;
    line.subtotal = { amount: daily * line.days, currency: c };
    total += line.subtotal.amount;
  }
  const deposit = percentOf(total, DEPOSIT_PERCENT);
  const shown = (amount: number) => convert({ amount, currency: c }, input.displayCurrency, rates).amount;
  const displayTotal = shown(total);
  const displayDeposit = shown(deposit);
  return {
    start,
    end,
    days,
    currency: c,
    total,
    deposit,
    balance: total - deposit,
    lines,
    display: {
      currency: input.displayCurrency,
      total: displayTotal,
      deposit: displayDeposit,
      balance: displayTotal - displayDeposit,
    },
    rates: { ...rates },
  };
}
