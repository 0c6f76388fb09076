import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a mail, made when the mail is sent (never kept in the outbox). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  bcc: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments?: readonly MailAttachment[];
}

/** Hands a mail over; `logged` when no SMTP server is configured (the outbox row is the record). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<'sent' | 'logged'>;
  close(): void;
}

/**
 * A pooled SMTP transport: `connections` connections kept open and used in parallel, each for at
 * most `MESSAGES_PER_CONNECTION` mails before it is renewed, instead of a new connection (and
 * greeting) per mail. A failed mail is not requeued by the pool (`maxRequeues: 0`): every attempt
 * is the outbox's own, counted and retried by pg-boss with backoff. Timeouts stay well under the
 * `mail.send` job's expiry.
 */
const MESSAGES_PER_CONNECTION = 100;

export function createMailTransport(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
  opts: { connections?: number } = {},
): MailTransport {
  if (!smtpUrl) {
    return {
      async send(mail) {
        // The Message-ID names the event and kind; the recipient, subject and body stay in the outbox
        // row (which a KVKK erasure reaches) and never go into a log line.
        log.info(
          { messageId: mail.messageId, attachments: mail.attachments?.length ?? 0 },
          'SMTP_URL yok: e-posta gönderilmedi, giden kutusuna kaydedildi',
        );
        return 'logged';
      },
      close() {},
    };
  }
  // nodemailer 10 knows `maxRequeues`; its type definitions (8.0) do not yet.
  const options: SMTPPool.Options & { maxRequeues: number } = {
    url: smtpUrl,
    pool: true,
    maxConnections: opts.connections ?? 5,
    maxMessages: MESSAGES_PER_CONNECTION,
    maxRequeues: 0,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
  const transporter = nodemailer.createTransport(options);
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
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                content: a.content,
                contentType: a.contentType,
              })),
            }
          : {}),
      });
      return 'sent';
    },
    close() {
      transporter.close();
    },
  };
}
