import { findActiveBoatBySlug } from '../boats/read.js';
import { enDate, trDate } from '../common/dates.js';
import type { Language } from '../common/language.js';
import type { Fingerprints } from '../limits/fingerprint.js';
import type { RequestLimit, RequestLimiter } from '../limits/request-limits.js';
import type { Db, Sql } from '../platform/db.js';
import { MessagesError } from './errors.js';
import { createMessagesRepository, createSubscribersRepository } from './repository.js';
import type { ContactFormBody, ContactMessage, EnquiryBody, MessagesQuery, SubscribersQuery } from './schemas.js';

/** The enquiry form's limit, counted in PostgreSQL per client (shared by every instance). */
export interface EnquiryLimit {
  limiter: RequestLimiter;
  limit: RequestLimit;
  fingerprints: Fingerprints;
}

/** The words an enquiry's subject and mail copy are written with, in the form's language. */
const ENQUIRY_WORDS = {
  tr: {
    purchase: 'Satın alma talebi',
    charter: 'Kiralama talebi',
    boat: 'Tekne',
    dates: 'Tarihler',
    guests: 'Kişi sayısı',
    phone: 'Telefon',
    contact: 'Tercih edilen iletişim',
    ways: { email: 'E-posta', phone: 'Telefon', whatsapp: 'WhatsApp' },
    date: trDate,
  },
  en: {
    purchase: 'Purchase enquiry',
    charter: 'Charter request',
    boat: 'Boat',
    dates: 'Dates',
    guests: 'Guests',
    phone: 'Phone',
    contact: 'Preferred contact',
    ways: { email: 'E-mail', phone: 'Phone', whatsapp: 'WhatsApp' },
    date: enDate,
  },
} as const;

/** Unread contact messages; the composition root hands it to the settings module's panel counts. */
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
    /** The client address the form came from: the copy counts against that client's mail limit. */
    ip: string;
  },
) => Promise<void>;

/** Use cases on contact messages and subscribers; each write runs in one transaction. */
export function createMessagesService(sql: Sql, afterSubmit?: AfterSubmit, enquiryLimit?: EnquiryLimit) {
  return {
    /**
     * Stores a purchase enquiry (a sale boat) or a charter request (/enquire) among the contact
     * messages, tied to its boat, and sends the copy as the contact form does (the office in Bcc).
     * Counted per client in PostgreSQL before anything else; a filled honeypot stores nothing and is
     * answered as a real enquiry. `today` is Istanbul's day: a past date is refused.
     */
    async enquire(body: EnquiryBody, ip: string, today: string): Promise<void> {
      if (enquiryLimit) await enquiryLimit.limiter.hit(enquiryLimit.limit, enquiryLimit.fingerprints.client(ip));
      if (body.website && body.website.trim() !== '') return;
      const name = body.name.trim();
      if (!name) throw MessagesError.blank('Ad soyad');
      const message = body.message?.trim() ?? '';
      if (body.kind === 'purchase' && !message) throw MessagesError.blank('Mesaj');
      const phone = body.phone?.trim() || null;
      if (body.preferredContact !== 'email' && !phone) throw MessagesError.phoneRequired();
      if ((body.start === undefined) !== (body.end === undefined)) throw MessagesError.datesIncomplete();
      if (body.start !== undefined && body.end !== undefined) {
        if (body.end <= body.start) throw MessagesError.datesInvalid();
        if (body.start < today) throw MessagesError.datesPast();
      }
      if (body.kind === 'purchase' && !body.boatSlug) throw MessagesError.boatRequired();
      const language = body.language ?? 'tr';
      const w = ENQUIRY_WORDS[language];
      await sql.begin(async (tx) => {
        const boat = body.boatSlug ? await findActiveBoatBySlug(tx, body.boatSlug) : undefined;
        if (body.boatSlug && !boat) throw MessagesError.boatNotFound(body.boatSlug);
        // The office reads the panel in Turkish; the visitor's copy is in the form's language.
        const subjectIn = (words: (typeof ENQUIRY_WORDS)[Language]) =>
          boat ? `${words[body.kind]}: ${boat.name}` : words[body.kind];
        const subject = subjectIn(ENQUIRY_WORDS.tr);
        const email = body.email.trim();
        const messageId = await createMessagesRepository(tx).insert({
          name,
          email,
          phone,
          subject,
          message,
          ip,
          enquiry: {
            kind: body.kind,
            boatId: boat?.id ?? null,
            preferredContact: body.preferredContact,
            startDate: body.start ?? null,
            endDate: body.end ?? null,
            guests: body.guests ?? null,
          },
        });
        // The copy names what the office needs to answer, in the visitor's language.
        const details = [
          boat && `${w.boat}: ${boat.name}`,
          body.start && body.end && `${w.dates}: ${w.date(body.start)} – ${w.date(body.end)}`,
          body.guests !== undefined && `${w.guests}: ${body.guests}`,
          phone && `${w.phone}: ${phone}`,
          `${w.contact}: ${w.ways[body.preferredContact]}`,
        ].filter((line): line is string => typeof line === 'string');
        if (afterSubmit)
          await afterSubmit(tx, {
            messageId,
            name,
            email,
            subject: subjectIn(w),
            message: [...details, ...(message ? ['', message] : [])].join('\n'),
            language,
            ip,
          });
      });
    },

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
            ip,
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
