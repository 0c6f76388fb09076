import type { Language } from '../common/language.js';
import type { Db } from '../platform/db.js';
import { uuidV5 } from '../common/uuid.js';
import { createOutboxRepository, type NewOutboxRow } from './outbox-repository.js';
import { BULK_MAIL_KINDS, type MailKind } from './placeholders.js';
import type { MailQueue } from './queue.js';
import { renderTemplate, type MailValues } from './render.js';
import { createMailTemplatesRepository, templateKey } from './repository.js';
import { htmlToText } from './text.js';
import { VISITOR_MAIL_KINDS, visitorMailVerdicts, type VisitorMailLimits } from './visitor-limits.js';

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
  /** The keyed hash of the client address whose form caused the mail (a booking's is found from its customer). */
  clientFingerprint?: string | null;
  /** Not sent, for this reason (recorded in the outbox as for any skipped mail). */
  skipReason?: string;
}

/** The outbox row of an event's mail of one kind (one at most). */
export const outboxIdOf = (eventId: string, kind: MailKind) => uuidV5(`outbox:${eventId}:${kind}`);

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
  const [templates, verdicts] = await Promise.all([
    createMailTemplatesRepository(tx).findByKinds([...new Set(mails.map((m) => m.kind))]),
    limits
      ? visitorMailVerdicts(tx, mails, limits)
      : mails.map((m) => ({
          refusal: undefined,
          clientFingerprint: VISITOR_MAIL_KINDS.includes(m.kind) ? (m.clientFingerprint ?? null) : null,
        })),
  ]);
  const withJob = queue.attached;
  const rows: NewOutboxRow[] = mails.map((m, i) => {
    const template = templates.get(templateKey(m.kind, m.language ?? 'tr')) ?? templates.get(templateKey(m.kind, 'tr'));
    const id = outboxIdOf(m.eventId, m.kind);
    const base = {
      id,
      eventId: m.eventId,
      kind: m.kind,
      reservationId: m.reservationId,
      recipient: m.recipient ?? null,
      bcc: m.bcc ?? null,
      messageId: messageIdFor(m.eventId, m.kind),
      bulk: m.bulk ?? BULK_MAIL_KINDS.has(m.kind),
      clientFingerprint: verdicts[i]!.clientFingerprint,
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
    if (m.skipReason) return skip(m.skipReason);
    const refused = verdicts[i]!.refusal;
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

export const NO_CUSTOMER_EMAIL = 'Müşterinin e-posta adresi olmadığı için e-posta gönderilmedi.';
export const NO_OFFICE_EMAIL =
  'Ofis e-posta adresi (OFFICE_EMAIL veya site ayarlarındaki site_email) tanımlı olmadığı için e-posta gönderilmedi.';
