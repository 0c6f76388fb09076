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

/** How an extra's price counts (see `boats/extra-schemas.ts`). */
export type ExtraUnit = 'booking' | 'day' | 'person' | 'person_day';

/** An extra a boat offers, as the boats module stores it. */
export interface OfferedExtra {
  id: number;
  name: string;
  nameEn: string | null;
  priceMinor: number;
  currency: Currency;
  unit: ExtraUnit;
  mandatory: boolean;
  maxQuantity: number | null;
}

/** An optional extra the visitor or the office chose, with how many. */
export interface ChosenExtra {
  extraId: number;
  quantity: number;
}

/**
 * A priced extra of a quote: the unit price in the quote's currency (converted once, kept with the
 * reservation), the quantity chosen (1 for a mandatory one), and `count`, what the unit multiplies by
 * (1, the days, the guests, or days × guests): subtotal = unit price × quantity × count.
 */
export interface ExtraLine {
  extraId: number;
  name: string;
  nameEn: string | null;
  unit: ExtraUnit;
  mandatory: boolean;
  quantity: number;
  count: number;
  unitPrice: Money;
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
  /** The extras priced in (the total includes them); absent on quotes stored before extras existed. */
  extras: ExtraLine[];
  /** The same amounts in the currency the visitor chose. */
  display: { currency: Currency; total: number; deposit: number; balance: number };
  /** The exchange rates used, kept with the reservation. */
  rates: ExchangeRates;
}

export class PricingError extends Error {
  constructor(
    readonly code: 'NO_PRICE' | 'MIN_DAYS' | 'INVALID_RANGE' | ExtraRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** A choice of extras the request got wrong (answered 400, the Turkish sentence naming the extra). */
export type ExtraRefusal = 'UNKNOWN_EXTRA' | 'EXTRA_QUANTITY' | 'EXTRA_DUPLICATE';
export const EXTRA_REFUSALS: readonly string[] = ['UNKNOWN_EXTRA', 'EXTRA_QUANTITY', 'EXTRA_DUPLICATE'];

/** What an extra's unit multiplies by for `days` days and `guests` guests. */
export function unitCount(unit: ExtraUnit, days: number, guests: number): number {
  switch (unit) {
    case 'booking':
      return 1;
    case 'day':
      return days;
    case 'person':
      return guests;
    case 'person_day':
      return guests * days;
  }
}

/**
 * The extras of a booking priced in `currency`: every mandatory extra the boat offers (quantity 1,
 * whether chosen or not) and each optional one chosen, in the boat's order. Refuses an extra the boat
 * does not offer, a quantity below 1 or above the extra's maximum, an extra chosen twice, and a
 * mandatory one chosen with another quantity than 1.
 */
export function priceExtras(input: {
  offered: readonly OfferedExtra[];
  chosen: readonly ChosenExtra[];
  days: number;
  guests: number;
  currency: Currency;
  rates: ExchangeRates;
  /** Lines a reservation already has: an extra still chosen keeps the unit price agreed then. */
  agreed?: readonly ExtraLine[];
}): ExtraLine[] {
  const quantities = new Map<number, number>();
  for (const c of input.chosen) {
    const extra = input.offered.find((e) => e.id === c.extraId);
    if (!extra) throw new PricingError('UNKNOWN_EXTRA', `${c.extraId} numaralı ekstra bu teknede sunulmuyor.`);
    if (quantities.has(c.extraId))
      throw new PricingError('EXTRA_DUPLICATE', `"${extra.name}" ekstrası birden fazla kez seçilmiş.`);
    if (!Number.isInteger(c.quantity) || c.quantity < 1)
      throw new PricingError('EXTRA_QUANTITY', `"${extra.name}" için adet en az 1 olmalıdır.`);
    const max = extra.mandatory ? 1 : extra.maxQuantity;
    if (max !== null && c.quantity > max)
      throw new PricingError(
        'EXTRA_QUANTITY',
        extra.mandatory
          ? `"${extra.name}" zorunlu bir ekstradır ve bir kez eklenir.`
          : `"${extra.name}" en fazla ${max} adet seçilebilir.`,
      );
    quantities.set(c.extraId, c.quantity);
  }
  const lines: ExtraLine[] = [];
  for (const extra of input.offered) {
    const quantity = extra.mandatory ? 1 : quantities.get(extra.id);
    if (quantity === undefined) continue;
    const kept = input.agreed?.find((l) => l.extraId === extra.id && l.unitPrice.currency === input.currency);
    const unitPrice =
      kept?.unitPrice ?? convert({ amount: extra.priceMinor, currency: extra.currency }, input.currency, input.rates);
    lines.push(
      lineOf(
        {
          extraId: extra.id,
          name: extra.name,
          nameEn: extra.nameEn,
          unit: extra.unit,
          mandatory: extra.mandatory,
          quantity,
          unitPrice,
        },
        input.days,
        input.guests,
      ),
    );
  }
  return lines;
}

function lineOf(line: Omit<ExtraLine, 'count' | 'subtotal'>, days: number, guests: number): ExtraLine {
  const count = unitCount(line.unit, days, guests);
  return {
    ...line,
    count,
    subtotal: { amount: line.unitPrice.amount * line.quantity * count, currency: line.unitPrice.currency },
  };
}

/**
 * The same extras counted again for other days or guests, at the prices agreed (a reschedule or a
 * change of the guests keeps what each extra cost; only the days and persons it counts change).
 */
/**
 * The extras the boat offers, and those a reservation already has that the boat no longer offers (deleted
 * since): offered to that reservation alone, as optional, at most the agreed quantity, so the office can
 * keep them at the agreed unit price (`priceExtras` keeps it) or drop them, but never loses them by
 * changing another extra.
 */
export function offeredWithAgreed(offered: readonly OfferedExtra[], agreed: readonly ExtraLine[]): OfferedExtra[] {
  const withdrawn = agreed
    .filter((line) => !offered.some((e) => e.id === line.extraId))
    .map((line): OfferedExtra => ({
      id: line.extraId,
      name: line.name,
      nameEn: line.nameEn,
      priceMinor: line.unitPrice.amount,
      currency: line.unitPrice.currency,
      unit: line.unit,
      mandatory: false,
      maxQuantity: line.quantity,
    }));
  return [...offered, ...withdrawn];
}

export function recountExtras(lines: readonly ExtraLine[], days: number, guests: number): ExtraLine[] {
  return lines.map(({ count: _count, subtotal: _subtotal, ...line }) => lineOf(line, days, guests));
}

/** The quote with these extras in place of its own: total, deposit, balance and display amounts again. */
export function withExtras(q: Quote, extras: ExtraLine[]): Quote {
  for (const e of extras) {
    if (e.unitPrice.currency !== q.currency) throw new Error(`extra ${e.extraId} is priced in another currency`);
  }
  const rent = q.lines.reduce((sum, l) => sum + l.subtotal.amount, 0);
  return totals({ ...q, extras }, rent + extras.reduce((sum, e) => sum + e.subtotal.amount, 0));
}

function totals(
  q: Omit<Quote, 'total' | 'deposit' | 'balance' | 'display'> & { display: { currency: Currency } },
  total: number,
): Quote {
  const deposit = percentOf(total, DEPOSIT_PERCENT);
  const shown = (amount: number) => convert({ amount, currency: q.currency }, q.display.currency, q.rates).amount;
  const displayTotal = shown(total);
  const displayDeposit = shown(deposit);
  return {
    ...q,
    total,
    deposit,
    balance: total - deposit,
    display: {
      currency: q.display.currency,
      total: displayTotal,
      deposit: displayDeposit,
      balance: displayTotal - displayDeposit,
    },
  };
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
  /** The boat's extras and the choice: mandatory ones always go in, optional ones as chosen. */
  extras?: { offered: readonly OfferedExtra[]; chosen: readonly ChosenExtra[]; guests: number };
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
  const extras = input.extras ? priceExtras({ ...input.extras, days, currency: c, rates }) : [];
  total += extras.reduce((sum, e) => sum + e.subtotal.amount, 0);
  return totals(
    { start, end, days, currency: c, lines, extras, display: { currency: input.displayCurrency }, rates: { ...rates } },
    total,
  );
}
