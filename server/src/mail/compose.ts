import { trDate, trRange } from '../common/dates.js';
import { formatMoney } from '../common/money.js';
import { activeBanks } from '../content/read.js';
import type { Db } from '../platform/db.js';
import { cancellationPolicyTexts, reservationsByIds } from '../booking/reservation/read.js';
import type { Reservation } from '../booking/reservation/schemas.js';
import { readEntries } from '../settings/read.js';
import type { BankLine, MailValues } from './render.js';

// Built once: constructing an Intl formatter costs far more than formatting with it.
const ISTANBUL_TIME = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const istanbulTime = (iso: string) => ISTANBUL_TIME.format(new Date(iso));

/** The placeholders every reservation mail can fill, formatted as Turkish texts write them. */
export function reservationValues(r: Reservation, cancellationPolicy = ''): MailValues {
  const money = (amount: number) => formatMoney({ amount, currency: r.currency });
  return {
    customer_name: r.customer.name,
    customer_email: r.customer.email ?? '',
    customer_phone: r.customer.phone ?? '',
    boat_name: r.boat.name,
    start_date: trDate(r.start),
    end_date: trDate(r.end),
    dates: trRange('stay', r.start, r.end),
    total: money(r.total),
    deposit: money(r.deposit),
    balance: money(r.total - r.deposit),
    reservation_no: r.reference,
    option_until: istanbulTime(r.optionUntil),
    cancellation_policy: cancellationPolicy,
  };
}

/** Reads, inside the append's transaction, what the mails of one reservation need. */
export function createMailFacts(tx: Db, officeEmail: string | undefined) {
  return {
    reservations: (ids: readonly string[]) => reservationsByIds(tx, ids),
    /** The boats' cancellation policies as the customer reads them. */
    policies: (boatIds: readonly number[]) => cancellationPolicyTexts(tx, boatIds),
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
