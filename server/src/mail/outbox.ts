import type { Language } from '../common/language.js';
import type { Reactor } from '../eventstore/store.js';
import type { StoredEvent } from '../eventstore/types.js';
import { enDate, trDate, trRange } from '../common/dates.js';
import { formatMoney } from '../common/money.js';
import type { Db } from '../platform/db.js';
import { uuidV5 } from '../common/uuid.js';
import type { ReservationEvent } from '../booking/reservation/events.js';
import { createMailFacts, reservationValues } from './compose.js';
import { customerNotice } from './customer-notices.js';
import { createOutboxRepository, type NewOutboxRow } from './outbox-repository.js';
import { BULK_MAIL_KINDS, type MailKind } from './placeholders.js';
import type { MailQueue } from './queue.js';
import { renderTemplate, type MailValues } from './render.js';
import { createMailTemplatesRepository, templateKey } from './repository.js';
import { htmlToText } from './text.js';
import { defangVisitorText, visitorMailRefusals, type VisitorMailLimits } from './visitor-limits.js';

export interface MailRequest {
  eventId: string;
  kind: MailKind;
  reservationId: string | null;
  recipient: string | undefined;
  /** Why there is no recipient, for the audit trail (e.g. the customer left no e-mail). */
  noRecipient: string;
  bcc?: string | undefined;
  values: MailValues;
  /** The template's language (Turkish unless told); a kind without that language's template goes in Turkish. */
  language?: Language;
  /** Bulk mail goes after transactional mail; unset, the kind decides (`BULK_MAIL_KINDS`). */
  bulk?: boolean;
}

/** The SMTP Message-ID is derived from the event and kind: a receiver (or a person) can spot a duplicate. */
export const messageIdFor = (eventId: string, kind: MailKind) => `<${eventId}.${kind}@fethiyetekne>`;

/**
 * Writes mails into the outbox in the caller's transaction and enqueues their jobs there too, in
 * three statements whatever the batch size (templates, outbox rows, jobs). An inactive (or
 * missing) template, or no address, records a `skipped` row with the reason: nothing is sent and
 * the reservation's mail list says why.
 */
export async function enqueueMails(
  tx: Db,
  queue: MailQueue,
  mails: readonly MailRequest[],
  limits?: VisitorMailLimits,
): Promise<void> {
  if (mails.length === 0) return;
  const [templates, refusals] = await Promise.all([
    createMailTemplatesRepository(tx).findByKinds([...new Set(mails.map((m) => m.kind))]),
    limits ? visitorMailRefusals(tx, mails, limits) : mails.map(() => undefined),
  ]);
  const withJob = queue.attached;
  const rows: NewOutboxRow[] = mails.map((m, i) => {
    const template = templates.get(templateKey(m.kind, m.language ?? 'tr')) ?? templates.get(templateKey(m.kind, 'tr'));
    const id = uuidV5(`outbox:${m.eventId}:${m.kind}`);
    const base = {
      id,
      eventId: m.eventId,
      kind: m.kind,
      reservationId: m.reservationId,
      recipient: m.recipient ?? null,
      bcc: m.bcc ?? null,
      messageId: messageIdFor(m.eventId, m.kind),
      bulk: m.bulk ?? BULK_MAIL_KINDS.has(m.kind),
    };
    const skip = (reason: string): NewOutboxRow => ({
      ...base,
      // The subject as it would have gone out ("Rezervasyon FT-2027-000123 onaylandı"), so the office sees
      // which mail was not sent, while the row stays within an erasure's reach (a reservation's, or one with
      // its recipient); otherwise the template's own subject, which holds no one's data.
      subject: template
        ? base.reservationId || base.recipient
          ? renderTemplate(template, m.values).subject
          : template.subject
        : '',
      html: '',
      text: '',
      status: 'skipped',
      lastError: reason,
      jobId: null,
    });
    if (!template) return skip('Bu e-posta türü için şablon yok; e-posta gönderilmedi.');
    if (!template.active) return skip(`"${template.name}" şablonu pasif olduğu için e-posta gönderilmedi.`);
    if (!m.recipient) return skip(m.noRecipient);
    const refused = refusals[i];
    if (refused) return skip(refused);
    const rendered = renderTemplate(template, m.values);
    return {
      ...base,
      subject: rendered.subject,
      html: rendered.html,
      text: htmlToText(rendered.html),
      status: 'queued',
      lastError: null,
      jobId: withJob ? id : null,
    };
  });
  // Rows and jobs go out together (pipelined). A row that already existed (a replayed event) may
  // get a job again: harmless, a job only ever sends a row that is still queued, and the job
  // table refuses a second job with the same id while the first is there.
  const jobs = rows.filter((r) => r.jobId !== null).map((r) => ({ outboxId: r.id, bulk: r.bulk }));
  const [, enqueued] = await Promise.all([
    createOutboxRepository(tx).insertMany(rows),
    jobs.length > 0 ? queue.enqueue(tx, jobs) : true,
  ]);
  if (!enqueued) throw new Error('mail queue detached while enqueueing'); // attached was checked above; never expected
}

export async function enqueueMail(tx: Db, queue: MailQueue, m: MailRequest, limits?: VisitorMailLimits): Promise<void> {
  await enqueueMails(tx, queue, [m], limits);
}

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
const NO_CUSTOMER_EMAIL = 'Müşterinin e-posta adresi olmadığı için e-posta gönderilmedi.';
export const NO_OFFICE_EMAIL =
  'Ofis e-posta adresi (OFFICE_EMAIL veya site ayarlarındaki site_email) tanımlı olmadığı için e-posta gönderilmedi.';

/** The office was alerted of a flood within the last hour (the reactor runs one batch at a time, so this is exact). */
async function surgeAlertSentRecently(tx: Db): Promise<boolean> {
  const [row] = await tx<
    { sent: boolean }[]
  >`select exists (select 1 from outbox_mails where kind = 'hold_surge_office' and created_at > now() - interval '1 hour') as sent`;
  return row?.sent ?? false;
}

async function recentWebsiteHolds(tx: Db): Promise<number> {
  const [row] = await tx<
    { n: number }[]
  >`select count(*)::int as n from reservations where channel = 'website' and created_at > now() - interval '1 hour'`;
  return row?.n ?? 0;
}

/** The mail reactor's name: its checkpoint and the lock its runs hold. */
export const MAIL_REACTOR = 'mail';

/** Reservation events that send mail: each becomes outbox rows in the append's transaction. */
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
      let surgeAlerted = false;
      for (const e of mailEvents) {
        const reservationId = e.streamId.slice('reservation-'.length);
        const r = reservations.get(reservationId);
        if (!r) continue;
        // The name is what the visitor typed: shown, never as a link. The office reads Turkish; the
        // customer reads the language they booked in.
        const values = { ...reservationValues(r, today, 'tr'), customer_name: defangVisitorText(r.customer.name) };
        const customerValues =
          r.language === 'tr'
            ? values
            : { ...reservationValues(r, today, r.language), customer_name: defangVisitorText(r.customer.name) };
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
          case 'ReservationRequested':
            if (ev.data.holdConfirmation && deps.surge) {
              // A flood-time hold: the customer confirms through the link, the office is told once an hour.
              toCustomer('hold_confirmation', { confirmUrl: deps.surge.confirmUrl(reservationId) });
              if (!surgeAlerted) {
                surgeAlerted = await surgeAlertSentRecently(tx);
                if (!surgeAlerted) {
                  mails.push({
                    eventId: e.eventId,
                    kind: 'hold_surge_office',
                    reservationId: null,
                    recipient: officeEmail,
                    noRecipient: NO_OFFICE_EMAIL,
                    values: {
                      recent_holds: String(await recentWebsiteHolds(tx)),
                      surge_threshold: String(deps.surge.holdsPerHour),
                      surge_minutes: String(deps.surge.optionMinutes),
                    },
                  });
                  surgeAlerted = true;
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
            });
            break;
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
      await enqueueMails(tx, deps.queue, mails, deps.visitorLimits);
    },
  };
}

/** The contact form's copy: to the visitor, with the office in Bcc, committed with the message. */
export async function enqueueContactCopy(
  tx: Db,
  deps: { queue: MailQueue; officeEmail: string | undefined; visitorLimits?: VisitorMailLimits },
  m: { messageId: number; name: string; email: string; subject: string; message: string; language?: Language },
): Promise<void> {
  const office = await createMailFacts(tx, deps.officeEmail).officeEmail();
  await enqueueMail(
    tx,
    deps.queue,
    {
      eventId: uuidV5(`contact-message:${m.messageId}`),
      kind: 'contact_copy',
      reservationId: null,
      recipient: m.email,
      noRecipient: 'Gönderenin e-posta adresi yok.',
      bcc: office,
      language: m.language ?? 'tr',
      values: {
        customer_name: defangVisitorText(m.name),
        customer_email: m.email,
        subject: defangVisitorText(m.subject),
        message: defangVisitorText(m.message),
      },
    },
    deps.visitorLimits,
  );
}
