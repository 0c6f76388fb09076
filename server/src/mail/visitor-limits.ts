import type { Db } from '../platform/db.js';
import type { MailKind } from './placeholders.js';

/**
 * Mails a visitor causes by filling a public form go to an address the visitor typed: without a
 * limit the booking and contact forms would send mail to strangers. These limits count them.
 */
export interface VisitorMailLimits {
  /** Visitor-caused mails one recipient address gets in 24 hours. */
  perRecipientDay: number;
  /** Booking mails the requests of one client address cause in an hour. */
  perClientHour: number;
}

/** The kinds a visitor's form sends to the address they typed. */
export const VISITOR_MAIL_KINDS: readonly MailKind[] = [
  'reservation_received_customer',
  'hold_confirmation',
  'contact_copy',
];

export interface VisitorMail {
  kind: MailKind;
  recipient: string | undefined;
  reservationId: string | null;
}

/**
 * For each mail, the Turkish reason it must not be sent, or undefined. Runs in the transaction
 * that writes the outbox rows; the mail reactor runs one batch at a time across every instance
 * (an advisory lock), and the batch is counted in order here, so the counts are exact.
 */
export async function visitorMailRefusals(
  tx: Db,
  mails: readonly VisitorMail[],
  limits: VisitorMailLimits,
): Promise<(string | undefined)[]> {
  const counted = mails.map((m) => VISITOR_MAIL_KINDS.includes(m.kind) && m.recipient !== undefined);
  if (!counted.some(Boolean)) return mails.map(() => undefined);
  // Counted by mailbox, not by spelling (`mailboxOf`): `victim+1@` is `victim@`.
  const recipients = [...new Set(mails.filter((_, i) => counted[i]).map((m) => mailboxOf(m.recipient!)))];
  const reservationIds = [
    ...new Set(mails.filter((m, i) => counted[i] && m.reservationId).map((m) => m.reservationId!)),
  ];
  const kinds = [...VISITOR_MAIL_KINDS];
  // The booking mails (the reactor) and the contact form's copies are written by different
  // transactions: a lock per recipient, in one order, makes every writer count after the others.
  for (const r of [...recipients].sort())
    await tx`select pg_advisory_xact_lock(hashtextextended(${`visitor-mail:${r}`}, 0))`;
  const [byRecipient, fingerprints] = await Promise.all([
    tx<{ recipient: string; n: number }[]>`
      select mailbox_of(recipient) as recipient, count(*)::int as n from outbox_mails
      where kind = any(${kinds}) and status <> 'skipped' and created_at > now() - interval '1 day' and mailbox_of(recipient) = any(${recipients})
      group by 1`,
    reservationIds.length === 0
      ? []
      : tx<{ id: string; fingerprint: string }[]>`
          select r.id, c.client_fingerprint as fingerprint from reservations r join customers c on c.id = r.customer_id
          where r.id = any(${reservationIds}::uuid[]) and c.client_fingerprint is not null`,
  ]);
  const fingerprintOf = new Map(fingerprints.map((f) => [f.id, f.fingerprint]));
  const fps = [...new Set(fingerprintOf.values())];
  const byClient =
    fps.length === 0
      ? []
      : await tx<{ fingerprint: string; n: number }[]>`
          select c.client_fingerprint as fingerprint, count(*)::int as n
          from outbox_mails o join reservations r on r.id = o.reservation_id join customers c on c.id = r.customer_id
          where c.client_fingerprint = any(${fps}) and o.kind = any(${kinds}) and o.status <> 'skipped' and o.created_at > now() - interval '1 hour'
          group by 1`;
  const recipientCount = new Map(byRecipient.map((r) => [r.recipient, r.n]));
  const clientCount = new Map(byClient.map((r) => [r.fingerprint, r.n]));
  return mails.map((m, i) => {
    if (!counted[i]) return undefined;
    const to = mailboxOf(m.recipient!);
    const fp = m.reservationId ? fingerprintOf.get(m.reservationId) : undefined;
    if ((recipientCount.get(to) ?? 0) >= limits.perRecipientDay) {
      return `Bu adrese son 24 saatte ziyaretçi isteğiyle ${limits.perRecipientDay} e-posta gönderildi; kötüye kullanımı önlemek için bu e-posta gönderilmedi.`;
    }
    if (fp !== undefined && (clientCount.get(fp) ?? 0) >= limits.perClientHour) {
      return `Aynı bağlantıdan gelen isteklerle son bir saatte ${limits.perClientHour} e-posta gönderildi; kötüye kullanımı önlemek için bu e-posta gönderilmedi.`;
    }
    recipientCount.set(to, (recipientCount.get(to) ?? 0) + 1);
    if (fp !== undefined) clientCount.set(fp, (clientCount.get(fp) ?? 0) + 1);
    return undefined;
  });
}

// Defanging is also the contract's (booking): it lives in common/, the mails import it from here.
export { defangVisitorText } from '../common/defang.js';

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
