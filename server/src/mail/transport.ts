import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  from: string;
  to: string;
  bcc: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** Hands a mail over; `logged` when no SMTP server is configured (the outbox row is the record). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      async send(mail) {
        // The Message-ID names the event and kind; the recipient, subject and body stay in the outbox
        // row (which a KVKK erasure reaches) and never go into a log line.
        log.info({ messageId: mail.messageId }, 'SMTP_URL yok: e-posta gönderilmedi, giden kutusuna kaydedildi');
        return 'logged';
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.bcc ? { bcc: mail.bcc } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
      });
      return 'sent';
    },
    close() {
      transporter.close();
    },
  };
}
