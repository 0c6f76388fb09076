import type { Language } from '../common/language.js';
import type { Reactor } from '../eventstore/store.js';
import type { StoredEvent } from '../eventstore/types.js';
import { enDate, trDate, trRange } from '../common/dates.js';
import { formatMoney } from '../common/money.js';
import type { Db } from '../platform/db.js';
import type { ReservationEvent } from '../booking/reservation/events.js';
import { createMailFacts, reservationValues } from './compose.js';
import { customerNotice } from './customer-notices.js';
import { createFloodRepository } from './flood-repository.js';
import { HELD_FOR_DIGEST } from './hold-digest.js';
import { enqueueMails, NO_CUSTOMER_EMAIL, NO_OFFICE_EMAIL, type MailRequest } from './outbox.js';
import type { MailKind } from './placeholders.js';
import type { MailQueue } from './queue.js';
import type { MailValues } from './render.js';
import { defangVisitorAddress, defangVisitorText, type VisitorMailLimits } from './visitor-limits.js';

const MAIL_EVENTS = [
  'ReservationRequested',
  'BankDetailsSent',
  'ConfirmationSent',
  'OptionExpired',
  'ReservationCancelled',
  'CancellationRequested',
  'CancellationRequestRefused',
  'PassengerListReminded',
  'BalanceReminderSent',
  'BalanceOverdue',
  // The office's actions the customer is told of unless the office says not (issue 34; `customerNotice`).
  'PaymentRecorded',
  'RefundPaid',
  'ReservationRescheduled',
  'ExtrasChanged',
  'ExternalConflictFound',
] as const;
/** The mail reactor's name: its checkpoint and the lock its runs hold. */
export const MAIL_REACTOR = 'mail';

/** What a flood-time hold's mails need: its confirmation link, and the figures the office's alert names. */
export interface SurgeMailDeps {
  /** The link that confirms a flood-time hold (absolute, with its token). */
  confirmUrl(reservationId: string): string;
  holdsPerHour: number;
  optionMinutes: number;
}

/** The visitor's signed links to their reservation pages (absolute, in each booking's language), by reservation id. */
export type ReservationLinkUrls = (
  tx: Db,
  reservations: readonly { id: string; reference: string; language: Language }[],
) => Promise<Map<string, string>>;

/**
 * Reservation events that send mail become outbox rows and their `mail.send` jobs. A reactor: it runs
 * after the append has committed, from the log (`eventstore/reactors.ts`), and its rows and jobs
 * commit in the runner's transaction together with its checkpoint, so each event's mails are written
 * at least once and, keyed by event and kind (`outboxIdOf`), never twice.
 */
export function createMailReactor(deps: {
  queue: MailQueue;
  officeEmail: string | undefined;
  visitorLimits?: VisitorMailLimits;
  surge?: SurgeMailDeps;
  reservationLinks?: ReservationLinkUrls;
}): Reactor {
  return {
    name: MAIL_REACTOR,
    handles: MAIL_EVENTS,
    async react(tx, events) {
      const facts = createMailFacts(tx, deps.officeEmail);
      const flood = createFloodRepository(tx);
      const mailEvents = events as StoredEvent<ReservationEvent>[];
      const ids = [...new Set(mailEvents.map((e) => e.streamId.slice('reservation-'.length)))];
      const needsOffice = mailEvents.some(
        (e) =>
          e.type === 'ReservationRequested' ||
          e.type === 'CancellationRequested' ||
          e.type === 'BalanceOverdue' ||
          e.type === 'ExternalConflictFound',
      );
      // Independent reads, sent together on the transaction's connection (pipelined).
      const [reservations, officeEmail, today] = await Promise.all([
        facts.reservations(ids),
        needsOffice ? facts.officeEmail() : undefined,
        facts.rates(),
      ]);
      const links = deps.reservationLinks
        ? await deps.reservationLinks(tx, [...reservations.values()])
        : new Map<string, string>();
      const mails: MailRequest[] = [];
      const heldForDigest: { reservationId: string; optionUntil: string }[] = [];
      let surgeAlerted = false;
      for (const e of mailEvents) {
        const reservationId = e.streamId.slice('reservation-'.length);
        const r = reservations.get(reservationId);
        if (!r) continue;
        // The name and the address are what the visitor typed: shown, never as a link to a page (an
        // ordinary address stays a mailto: the office replies to it). The office reads Turkish; the
        // customer reads the language they booked in.
        const typed = {
          customer_name: defangVisitorText(r.customer.name),
          customer_email: defangVisitorAddress(r.customer.email ?? ''),
        };
        const values = { ...reservationValues(r, today, 'tr'), ...typed };
        const customerValues = r.language === 'tr' ? values : { ...reservationValues(r, today, r.language), ...typed };
        // The accounts of the terms (those in the payment currency), unless the balance is paid on board
        // once the deposit is in.
        const banks = r.terms.banks;
        const toCustomer = (kind: MailKind, extra: MailValues = {}) =>
          mails.push({
            eventId: e.eventId,
            kind,
            reservationId,
            recipient: r.customer.email ?? undefined,
            noRecipient: NO_CUSTOMER_EMAIL,
            language: r.language,
            values: {
              ...customerValues,
              ...(links.has(reservationId) ? { reservationUrl: links.get(reservationId)! } : {}),
              ...extra,
            },
          });
        const money = (amount: number, language: Language) => formatMoney({ amount, currency: r.currency }, language);
        const notify = (ev: ReservationEvent) => {
          const notice = customerNotice(ev, r);
          if (notice) toCustomer(notice.kind, notice.values);
        };
        const ev = { type: e.type, data: e.data } as ReservationEvent;
        switch (ev.type) {
          case 'ReservationRequested': {
            // A flood-time hold: the customer confirms through the link; the office hears of the flood
            // once (the alert) and then of its holds in a digest every DIGEST_MINUTES, not one by one.
            const surge = ev.data.holdConfirmation ? deps.surge : undefined;
            if (surge) {
              toCustomer('hold_confirmation', { confirmUrl: surge.confirmUrl(reservationId) });
              heldForDigest.push({ reservationId, optionUntil: ev.data.optionUntil });
              if (!surgeAlerted) {
                surgeAlerted = true;
                await flood.lockFloodNotices();
                if (!(await flood.surgeAlertSentRecently()) && !(await flood.floodNoticeSentRecently())) {
                  mails.push({
                    eventId: e.eventId,
                    kind: 'hold_surge_office',
                    reservationId: null,
                    recipient: officeEmail,
                    noRecipient: NO_OFFICE_EMAIL,
                    values: {
                      recent_holds: String(await flood.recentWebsiteHolds()),
                      surge_threshold: String(surge.holdsPerHour),
                      surge_minutes: String(surge.optionMinutes),
                    },
                  });
                }
              }
            } else {
              toCustomer('reservation_received_customer', { banks });
            }
            mails.push({
              eventId: e.eventId,
              kind: 'reservation_received_office',
              reservationId,
              recipient: officeEmail,
              noRecipient: NO_OFFICE_EMAIL,
              // The note the customer wrote with the booking (what they typed: shown, never as a link).
              values: { ...values, customer_note: r.note ? defangVisitorText(r.note) : '—' },
              ...(surge ? { skipReason: HELD_FOR_DIGEST } : {}),
            });
            break;
          }
          case 'BankDetailsSent':
            // The amount still due (deposit less what was paid) is what the customer must transfer.
            toCustomer('bank_details', {
              deposit: formatMoney(
                ev.data.payment ?? { amount: ev.data.amountDue, currency: ev.data.currency },
                r.language,
              ),
              banks,
            });
            break;
          case 'ConfirmationSent':
            toCustomer('confirmation', r.terms.balance.onBoard ? {} : { banks });
            break;
          case 'OptionExpired':
            toCustomer('option_expired');
            break;
          case 'CancellationRequested':
            mails.push({
              eventId: e.eventId,
              kind: 'cancellation_request_office',
              reservationId,
              recipient: officeEmail,
              noRecipient: NO_OFFICE_EMAIL,
              values: { ...values, refund_amount: money(ev.data.refund.amount, 'tr') },
            });
            break;
          case 'ReservationCancelled':
            // The acceptance of the visitor's own request has its mail; any other is the office's (`customerNotice`).
            if (ev.data.onRequest && ev.data.customerNotified !== false)
              toCustomer('cancellation_accepted', { refund_amount: money(r.refund?.amount ?? 0, r.language) });
            else notify(ev);
            break;
          case 'CancellationRequestRefused':
            toCustomer('cancellation_refused', { refusal_reason: ev.data.reason });
            break;
          case 'PassengerListReminded':
            toCustomer('passenger_list_reminder');
            break;
          case 'BalanceReminderSent':
            // What is left to pay when the job looked, and its last day, in the customer's language.
            toCustomer(ev.data.stage === 'week' ? 'balance_reminder' : 'balance_due_today', {
              balance_due: formatMoney({ amount: ev.data.amount, currency: ev.data.currency }, r.language),
              balance_due_date: (r.language === 'en' ? enDate : trDate)(ev.data.dueOn),
            });
            break;
          case 'BalanceOverdue':
            mails.push({
              eventId: e.eventId,
              kind: 'balance_overdue_office',
              reservationId,
              recipient: officeEmail,
              noRecipient: NO_OFFICE_EMAIL,
              values: {
                ...values,
                balance_due: formatMoney({ amount: ev.data.amount, currency: ev.data.currency }),
                balance_due_date: trDate(ev.data.dueOn),
              },
            });
            break;
          case 'ExternalConflictFound':
            // Another platform's feed shows the reservation's days taken: the office at once, once per clash.
            mails.push({
              eventId: e.eventId,
              kind: 'external_conflict_office',
              reservationId,
              recipient: officeEmail,
              noRecipient: NO_OFFICE_EMAIL,
              values: { ...values, conflict_dates: trRange('closed', ev.data.start, ev.data.end) },
            });
            break;
          default:
            notify(ev);
            break;
        }
      }
      await Promise.all([enqueueMails(tx, deps.queue, mails, deps.visitorLimits), flood.holdForDigest(heldForDigest)]);
    },
  };
}
