import type { Reactor } from '../eventstore/store.js';
import type { StoredEvent } from '../eventstore/types.js';
import { formatMoney, type Currency } from '../common/money.js';
import type { Db } from '../platform/db.js';
import { uuidV5 } from '../reservations/command-handler.js';
import type { ReservationEvent } from '../reservations/reservation.js';
import { createMailFacts, reservationValues } from './compose.js';
import { createOutboxRepository } from './outbox-repository.js';
import type { MailKind } from './placeholders.js';
import type { MailQueue } from './queue.js';
import { renderTemplate, type MailValues } from './render.js';
import { createMailTemplatesRepository } from './repository.js';
import { htmlToText } from './text.js';

export interface MailRequest {
  eventId: string;
  kind: MailKind;
  reservationId: string | null;
  recipient: string | undefined;
  /** Why there is no recipient, for the audit trail (e.g. the customer left no e-mail). */
  noRecipient: string;
  bcc?: string | undefined;
  values: MailValues;
}

/** The SMTP Message-ID is derived from the event and kind: a receiver (or a person) can spot a duplicate. */
export const messageIdFor = (eventId: string, kind: MailKind) => `<${eventId}.${kind}@fethiyetekne>`;

/**
 * Writes one mail into the outbox in the caller's transaction and enqueues its job there too.
 * An inactive (or missing) template, or no address, records a `skipped` row with the reason:
 * nothing is sent and the reservation's mail list says why.
 */
export async function enqueueMail(tx: Db, queue: MailQueue, m: MailRequest): Promise<void> {
  const template = await createMailTemplatesRepository(tx).findByKind(m.kind);
  const outbox = createOutboxRepository(tx);
  const id = uuidV5(`outbox:${m.eventId}:${m.kind}`);
  const base = { id, eventId: m.eventId, kind: m.kind, reservationId: m.reservationId, recipient: m.recipient ?? null, bcc: m.bcc ?? null, messageId: messageIdFor(m.eventId, m.kind) };
  const skip = (reason: string) => outbox.insert({ ...base, subject: template?.subject ?? '', html: '', text: '', status: 'skipped', lastError: reason });
  if (!template) return void (await skip('Bu e-posta türü için şablon yok; e-posta gönderilmedi.'));
  if (!template.active) return void (await skip(`"${template.name}" şablonu pasif olduğu için e-posta gönderilmedi.`));
  if (!m.recipient) return void (await skip(m.noRecipient));
  const rendered = renderTemplate(template, m.values);
  const inserted = await outbox.insert({ ...base, subject: rendered.subject, html: rendered.html, text: htmlToText(rendered.html), status: 'queued', lastError: null });
  if (!inserted) return;
  const jobId = await queue.enqueue(tx, id);
  if (jobId) await outbox.setJob(id, jobId);
}

const MAIL_EVENTS = ['ReservationRequested', 'BankDetailsSent', 'ConfirmationSent', 'OptionExpired'] as const;
const NO_CUSTOMER_EMAIL = 'Müşterinin e-posta adresi olmadığı için e-posta gönderilmedi.';
const NO_OFFICE_EMAIL = 'Ofis e-posta adresi (OFFICE_EMAIL veya site ayarlarındaki site_email) tanımlı olmadığı için e-posta gönderilmedi.';

/** Reservation events that send mail: each becomes outbox rows in the append's transaction. */
export function createMailReactor(deps: { queue: MailQueue; officeEmail: string | undefined }): Reactor {
  return {
    name: 'mail',
    handles: MAIL_EVENTS,
    async react(tx, events) {
      const facts = createMailFacts(tx, deps.officeEmail);
      for (const e of events as StoredEvent<ReservationEvent>[]) {
        const reservationId = e.streamId.slice('reservation-'.length);
        const r = await facts.reservation(reservationId);
        if (!r) continue;
        const values = reservationValues(r);
        const toCustomer = (kind: MailKind, extra: MailValues = {}) =>
          enqueueMail(tx, deps.queue, { eventId: e.eventId, kind, reservationId, recipient: r.customer.email ?? undefined, noRecipient: NO_CUSTOMER_EMAIL, values: { ...values, ...extra } });
        const ev = { type: e.type, data: e.data } as ReservationEvent;
        switch (ev.type) {
          case 'ReservationRequested':
            await toCustomer('reservation_received_customer');
            await enqueueMail(tx, deps.queue, {
              eventId: e.eventId, kind: 'reservation_received_office', reservationId, recipient: await facts.officeEmail(), noRecipient: NO_OFFICE_EMAIL, values,
            });
            break;
          case 'BankDetailsSent':
            // The amount still due (deposit less what was paid) is what the customer must transfer.
            await toCustomer('bank_details', { deposit: formatMoney({ amount: ev.data.amountDue, currency: ev.data.currency as Currency }), banks: await facts.activeBanks() });
            break;
          case 'ConfirmationSent':
            await toCustomer('confirmation');
            break;
          case 'OptionExpired':
            await toCustomer('option_expired');
            break;
          default:
            break;
        }
      }
    },
  };
}

/** The contact form's copy: to the visitor, with the office in Bcc, committed with the message. */
export async function enqueueContactCopy(
  tx: Db,
  deps: { queue: MailQueue; officeEmail: string | undefined },
  m: { messageId: number; name: string; email: string; subject: string; message: string },
): Promise<void> {
  const office = await createMailFacts(tx, deps.officeEmail).officeEmail();
  await enqueueMail(tx, deps.queue, {
    eventId: uuidV5(`contact-message:${m.messageId}`),
    kind: 'contact_copy',
    reservationId: null,
    recipient: m.email,
    noRecipient: 'Gönderenin e-posta adresi yok.',
    bcc: office,
    values: { customer_name: m.name, customer_email: m.email, subject: m.subject, message: m.message },
  });
}
