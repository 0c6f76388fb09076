import type { Language } from '../common/language.js';
import type { Db, Sql } from '../platform/db.js';
import { MessagesError } from './errors.js';
import { createMessagesRepository, createSubscribersRepository } from './repository.js';
import type { ContactFormBody, ContactMessage, MessagesQuery, SubscribersQuery } from './schemas.js';

/** Unread contact messages; exported for the panel counts of the settings module. */
export const countUnreadMessages = (db: Db): Promise<number> => createMessagesRepository(db).countUnread();

/** What else a stored message causes, in its transaction (the mail copy). */
export type AfterSubmit = (
  tx: Db,
  message: {
    messageId: number;
    name: string;
    email: string;
    subject: string;
    message: string;
    /** The site language the form was sent from; the copy goes in it. */
    language: Language;
  },
) => Promise<void>;

/** Use cases on contact messages and subscribers; each write runs in one transaction. */
export function createMessagesService(sql: Sql, afterSubmit?: AfterSubmit) {
  return {
    /**
     * Stores a contact-form message. A filled honeypot means a bot: nothing is stored, and the
     * caller answers exactly as for a real message so the bot learns nothing.
     */
    async submit(body: ContactFormBody, ip: string): Promise<void> {
      if (body.website && body.website.trim() !== '') return;
      for (const [field, label] of [
        ['name', 'Ad soyad'],
        ['subject', 'Konu'],
        ['message', 'Mesaj'],
      ] as const) {
        if (!body[field].trim()) throw MessagesError.blank(label);
      }
      await sql.begin(async (tx) => {
        const m = {
          name: body.name.trim(),
          email: body.email.trim(),
          phone: body.phone?.trim() || null,
          subject: body.subject.trim(),
          message: body.message.trim(),
        };
        const messageId = await createMessagesRepository(tx).insert({ ...m, ip });
        if (afterSubmit)
          await afterSubmit(tx, {
            messageId,
            name: m.name,
            email: m.email,
            subject: m.subject,
            message: m.message,
            language: body.language ?? 'tr',
          });
      });
    },

    list: (q: MessagesQuery) => createMessagesRepository(sql).list(q),

    async open(id: number): Promise<ContactMessage> {
      const message = await sql.begin((tx) => createMessagesRepository(tx).openById(id));
      if (!message) throw MessagesError.messageNotFound(id);
      return message;
    },

    countUnread: () => countUnreadMessages(sql),

    subscribe: (email: string) => sql.begin((tx) => createSubscribersRepository(tx).subscribe(email.trim())),

    listSubscribers: (q: SubscribersQuery) => createSubscribersRepository(sql).list(q),

    async deleteSubscriber(id: number): Promise<void> {
      if (!(await sql.begin((tx) => createSubscribersRepository(tx).delete(id))))
        throw MessagesError.subscriberNotFound(id);
    },
  };
}
