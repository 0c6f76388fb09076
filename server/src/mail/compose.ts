import { enDate, enRange, istanbulDateTime, trDate, trRange } from '../common/dates.js';
import { describePolicy, type CancellationPolicy } from '../common/cancellation-policy.js';
import type { Language } from '../common/language.js';
import { formatMoney } from '../common/money.js';
import { activeBanks } from '../content/read.js';
import type { Db } from '../platform/db.js';
import { describeExtras } from '../booking/extras-text.js';
import { cancellationPolicies, reservationsByIds } from '../booking/reservation/read.js';
import type { Reservation } from '../booking/reservation/schemas.js';
import { readEntries } from '../settings/read.js';
import type { BankLine, MailValues } from './render.js';

/**
 * The placeholders every reservation mail can fill, formatted as texts in `language` write them
 * (Turkish unless told: the office's mails are Turkish whatever the customer's language); the boat's
 * cancellation policy, when given, described in that language.
 */
export function reservationValues(
  r: Reservation,
  language: Language = 'tr',
  cancellationPolicy?: CancellationPolicy,
): MailValues {
  const money = (amount: number) => formatMoney({ amount, currency: r.currency }, language);
  const day = language === 'en' ? enDate : trDate;
  return {
    customer_name: r.customer.name,
    customer_email: r.customer.email ?? '',
    customer_phone: r.customer.phone ?? '',
    boat_name: r.boat.name,
    start_date: day(r.start),
    end_date: day(r.end),
    dates: (language === 'en' ? enRange : trRange)('stay', r.start, r.end),
    total: money(r.total),
    deposit: money(r.deposit),
    balance: money(r.total - r.deposit),
    reservation_no: r.reference,
    option_until: istanbulDateTime(r.optionUntil, language),
    cancellation_policy: cancellationPolicy ? describePolicy(cancellationPolicy, language) : '',
    extras: describeExtras(r.extras, language),
  };
}

/**
 * The accounts a customer paying in `currency` is sent: those in that currency, or every active
 * account when none is (the office can still convert).
 */
export function banksFor(banks: readonly BankLine[], currency: string): readonly BankLine[] {
  const same = banks.filter((b) => b.currency === currency);
  return same.length > 0 ? same : banks;
}

/** Reads, inside the append's transaction, what the mails of one reservation need. */
export function createMailFacts(tx: Db, officeEmail: string | undefined) {
  return {
    reservations: (ids: readonly string[]) => reservationsByIds(tx, ids),
    /** The boats' cancellation policies (each mail describes them in its language). */
    policies: (boatIds: readonly number[]) => cancellationPolicies(tx, boatIds),
    async activeBanks(): Promise<BankLine[]> {
      return (await activeBanks(tx)).map((b) => ({
        name: b.name,
        branch: b.branch,
        accountHolder: b.accountHolder,
        iban: b.iban,
        currency: b.currency,
      }));
    },
    /** OFFICE_EMAIL, else the site's e-mail setting; undefined when neither is set. */
    async officeEmail(): Promise<string | undefined> {
      if (officeEmail) return officeEmail;
      const [entry] = await readEntries(tx, ['site_email']);
      return entry?.value.trim() || undefined;
    },
  };
}
