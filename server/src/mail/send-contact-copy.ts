import type { Language } from '../common/language.js';
import { uuidV5 } from '../common/uuid.js';
import type { Db } from '../platform/db.js';
import { createMailFacts } from './compose.js';
import { enqueueMail } from './outbox.js';
import type { MailQueue } from './queue.js';
import { defangVisitorAddress, defangVisitorText, type VisitorMailLimits } from './visitor-limits.js';

/** The contact form's copy: to the visitor, with the office in Bcc, committed with the message. */
export async function enqueueContactCopy(
  tx: Db,
  deps: { queue: MailQueue; officeEmail: string | undefined; visitorLimits?: VisitorMailLimits },
  m: {
    messageId: number;
    name: string;
    email: string;
    subject: string;
    message: string;
    language?: Language;
    /** The keyed hash of the sender's client address: the copy counts for that client. */
    clientFingerprint?: string | null;
  },
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
      clientFingerprint: m.clientFingerprint ?? null,
      language: m.language ?? 'tr',
      values: {
        customer_name: defangVisitorText(m.name),
        customer_email: defangVisitorAddress(m.email),
        subject: defangVisitorText(m.subject),
        message: defangVisitorText(m.message),
      },
    },
    deps.visitorLimits,
  );
}
