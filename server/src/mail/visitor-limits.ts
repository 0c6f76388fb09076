import type { Db } from '../platform/db.js';
import type { MailKind } from './placeholders.js';
import { createVisitorLimitsRepository } from './visitor-limits-repository.js';

/**
 * Mails a visitor causes by filling a public form go to an address the visitor typed: without a
 * limit the booking and contact forms would send mail to strangers. These limits count them.
 */
export interface VisitorMailLimits {
  /** Visitor-caused mails one recipient mailbox gets in 24 hours. */
  perRecipientDay: number;
  /** Visitor-caused mails the requests of one client address cause in an hour, whatever the form. */
  perClientHour: number;
}

/**
 * The kinds a public form sends to the address the visitor typed: the booking form's two (a request
 * received, or a flood-time hold to confirm) and the copy of the contact form, which the enquiry forms
 * (purchase and charter) send too. The visitor's own reservation page mails only the office.
 */
export const VISITOR_MAIL_KINDS: readonly MailKind[] = [
  'reservation_received_customer',
  'hold_confirmation',
  'contact_copy',
];

export interface VisitorMail {
  kind: MailKind;
  recipient: string | undefined;
  reservationId: string | null;
  /** The keyed hash of the client address whose form caused the mail; a booking's is its customer's. */
  clientFingerprint?: string | null;
}

export interface VisitorMailVerdict {
  /** The Turkish reason the mail must not be sent, or undefined. */
  refusal: string | undefined;
  /** The client the mail is counted for, kept on the outbox row (a visitor kind only). */
  clientFingerprint: string | null;
}

/**
 * For each mail, whether it may be sent and which client it counts for. Runs in the transaction that
 * writes the outbox rows; every writer (the mail reactor, the contact and enquiry forms) takes a lock
 * per recipient mailbox and per client, in one order, before counting, so the counts are exact across
 * instances. The batch is counted in order here.
 */
export async function visitorMailVerdicts(
  tx: Db,
  mails: readonly VisitorMail[],
  limits: VisitorMailLimits,
): Promise<VisitorMailVerdict[]> {
  const counted = mails.map((m) => VISITOR_MAIL_KINDS.includes(m.kind) && m.recipient !== undefined);
  if (!counted.some(Boolean)) return mails.map(() => ({ refusal: undefined, clientFingerprint: null }));
  // A booking's mails count for the client address that booked (kept on its customer).
  const reservationIds = [
    ...new Set(
      mails.filter((m, i) => counted[i] && m.reservationId && !m.clientFingerprint).map((m) => m.reservationId!),
    ),
  ];
  const repository = createVisitorLimitsRepository(tx);
  const booked = reservationIds.length === 0 ? [] : await repository.bookedFrom(reservationIds);
  const bookedBy = new Map(booked.map((f) => [f.id, f.fingerprint]));
  const clientOf = mails.map((m, i) =>
    !counted[i] ? null : (m.clientFingerprint ?? (m.reservationId ? bookedBy.get(m.reservationId) : undefined) ?? null),
  );
  // Counted by mailbox, not by spelling (`mailboxOf`): `victim+1@` is `victim@`.
  const recipients = [...new Set(mails.filter((_, i) => counted[i]).map((m) => mailboxOf(m.recipient!)))];
  const clients = [...new Set(clientOf.filter((c): c is string => c !== null))];
  const kinds = [...VISITOR_MAIL_KINDS];
  await repository.lock(
    [...recipients.map((r) => `visitor-mail:${r}`), ...clients.map((c) => `visitor-client:${c}`)].sort(),
  );
  const [byRecipient, byClient] = await Promise.all([
    repository.sentToMailboxes(kinds, recipients),
    clients.length === 0 ? [] : repository.causedByClients(kinds, clients),
  ]);
  const recipientCount = new Map(byRecipient.map((r) => [r.recipient, r.n]));
  const clientCount = new Map(byClient.map((r) => [r.fingerprint, r.n]));
  return mails.map((m, i) => {
    const fp = clientOf[i] ?? null;
    if (!counted[i]) return { refusal: undefined, clientFingerprint: null };
    const to = mailboxOf(m.recipient!);
    if ((recipientCount.get(to) ?? 0) >= limits.perRecipientDay) {
      return {
        refusal: `Bu adrese son 24 saatte ziyaretçi isteğiyle ${limits.perRecipientDay} e-posta gönderildi; kötüye kullanımı önlemek için bu e-posta gönderilmedi.`,
        clientFingerprint: fp,
      };
    }
    if (fp !== null && (clientCount.get(fp) ?? 0) >= limits.perClientHour) {
      return {
        refusal: `Aynı bağlantıdan gelen isteklerle son bir saatte ${limits.perClientHour} e-posta gönderildi; kötüye kullanımı önlemek için bu e-posta gönderilmedi.`,
        clientFingerprint: fp,
      };
    }
    recipientCount.set(to, (recipientCount.get(to) ?? 0) + 1);
    if (fp !== null) clientCount.set(fp, (clientCount.get(fp) ?? 0) + 1);
    return { refusal: undefined, clientFingerprint: fp };
  });
}

// Defanging is also the contract's (booking): it lives in common/, the mails import it from here.
export { defangVisitorAddress, defangVisitorText } from '../common/defang.js';

/**
 * The mailbox an address delivers to, as the visitor limits count it: lower case, a `+tag` dropped, and
 * for providers that ignore dots in the local part (Gmail) the dots dropped too, so `Victim+1@`,
 * `v.i.c.t.i.m@gmail.com` and `victim@googlemail.com` are one mailbox. The SQL function
 * `mailbox_of` (migration 0117) is the same rule, for the counts in the outbox.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
