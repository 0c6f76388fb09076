import { enDate, enRange, trDate, trRange } from '../common/dates.js';
import { describePolicy, type CancellationPolicy } from '../common/cancellation-policy.js';
import type { Language } from '../common/language.js';
import { formatMoney, type ExchangeRates } from '../common/money.js';
import { getExchangeRateStrings } from '../settings/read.js';
import { termsStatement } from '../booking/reservation/terms-view.js';
import { balanceFixedInPayment, outstandingInPayment, outstanding } from '../booking/terms.js';
import type { Db } from '../platform/db.js';
import { describeExtras } from '../booking/extras-text.js';
import { reservationsByIds } from '../booking/reservation/read.js';
import type { Reservation } from '../booking/reservation/schemas.js';
import { readEntries } from '../settings/read.js';
import type { MailValues } from './render.js';

/**
 * The placeholders every reservation mail can fill, formatted as texts in `language` write them
 * (Turkish unless told: the office's mails are Turkish whatever the customer's language). The amounts,
 * the deposit's deadline, the balance's terms and the cancellation policy are the booking's stored terms
 * (`r.terms`), stated as every other surface states them (`termsStatement`); `today` are the office's
 * rates now, for the indication of a balance paid at the day's rate.
 */
export function reservationValues(r: Reservation, today: ExchangeRates, language: Language = 'tr'): MailValues {
  const money = (amount: number) => formatMoney({ amount, currency: r.currency }, language);
  const day = language === 'en' ? enDate : trDate;
  const t = r.terms;
  const statement = termsStatement(t, r, today, language);
  const balance = balanceFixedInPayment(t)
    ? formatMoney({ amount: outstandingInPayment(t, r.paid, today).balance, currency: t.payment.currency }, language)
    : money(outstanding(t, r.paid).balance);
  const cancellationPolicy: CancellationPolicy = t.policy;
  return {
    customer_name: r.customer.name,
    customer_email: r.customer.email ?? '',
    customer_phone: r.customer.phone ?? '',
    boat_name: r.boat.name,
    start_date: day(r.start),
    end_date: day(r.end),
    dates: (language === 'en' ? enRange : trRange)('stay', r.start, r.end),
    total: money(r.total),
    deposit: statement.deposit,
    balance,
    balance_terms: statement.balance,
    reservation_no: r.reference,
    option_until: statement.depositDueBy,
    cancellation_policy: describePolicy(cancellationPolicy, language),
    extras: describeExtras(r.extras, language),
  };
}

/** Reads, inside the transaction that writes the mails (the mail reactor's, a job's), what they need. */
export function createMailFacts(tx: Db, officeEmail: string | undefined) {
  return {
    reservations: (ids: readonly string[]) => reservationsByIds(tx, ids),
    /** The office's exchange rates now (a balance paid at the day's rate is indicated at them). */
    rates: () => getExchangeRateStrings(tx),
    /** OFFICE_EMAIL, else the site's e-mail setting; undefined when neither is set. */
    async officeEmail(): Promise<string | undefined> {
      if (officeEmail) return officeEmail;
      const [entry] = await readEntries(tx, ['site_email']);
      return entry?.value.trim() || undefined;
    },
  };
}
