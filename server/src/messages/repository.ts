import { readableBoats } from '../boats/read.js';
import type { Db } from '../platform/db.js';
import type { ContactMessage, MessageKind, MessagesQuery, Subscriber, SubscribersQuery } from './schemas.js';

interface MessageRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  readAt: Date | null;
  createdAt: Date;
  kind: MessageKind;
  boatId: number | null;
  boatName: string | null;
  boatSlug: string | null;
  preferredContact: 'email' | 'phone' | 'whatsapp' | null;
  startDate: string | null;
  endDate: string | null;
  guests: number | null;
}
const toMessage = (r: MessageRow): ContactMessage => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  read: r.readAt !== null,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  boat:
    r.boatId !== null && r.boatName !== null && r.boatSlug !== null
      ? { id: r.boatId, name: r.boatName, slug: r.boatSlug }
      : null,
  preferredContact: r.preferredContact,
  startDate: r.startDate,
  endDate: r.endDate,
  guests: r.guests,
});

/** An enquiry's own fields beside the contact form's. */
export interface EnquiryFields {
  kind: MessageKind;
  boatId: number | null;
  preferredContact: 'email' | 'phone' | 'whatsapp' | null;
  startDate: string | null;
  endDate: string | null;
  guests: number | null;
}

export function createMessagesRepository(db: Db) {
  /** The message's columns with its boat's name and address (`m`: the message, `b`: the boat). */
  const columns = db`m.id, m.kind, m.name, m.email, m.phone, m.subject, m.message, m.read_at, m.created_at,
    m.boat_id, b.name as boat_name, b.slug as boat_slug, m.preferred_contact,
    to_char(m.start_date, 'YYYY-MM-DD') as start_date, to_char(m.end_date, 'YYYY-MM-DD') as end_date, m.guests`;
  const boats = readableBoats(db);
  return {
    async insert(m: {
      name: string;
      email: string;
      phone: string | null;
      subject: string;
      message: string;
      ip: string;
      enquiry?: EnquiryFields;
    }): Promise<number> {
      const e = m.enquiry;
      const [row] = await db<{ id: number }[]>`
        insert into contact_messages
          (name, email, phone, subject, message, ip, kind, boat_id, preferred_contact, start_date, end_date, guests)
        values (${m.name}, ${m.email}, ${m.phone}, ${m.subject}, ${m.message}, ${m.ip}, ${e?.kind ?? 'contact'},
          ${e?.boatId ?? null}, ${e?.preferredContact ?? null}, ${e?.startDate ?? null}, ${e?.endDate ?? null},
          ${e?.guests ?? null})
        returning id`;
      return row!.id;
    },

    async list(q: MessagesQuery): Promise<{ content: ContactMessage[]; total: number }> {
      const where = q.unread ? db`where read_at is null` : db``;
      const rows = await db<(MessageRow & { total: number })[]>`
        with m as (
          select *, count(*) over () as total from contact_messages ${where}
          order by created_at desc, id desc offset ${q.skip} limit ${q.take}
        )
        select ${columns}, m.total from m left join ${boats} b on b.id = m.boat_id
        order by m.created_at desc, m.id desc`;
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && q.skip > 0) {
        const [c] = await db<{ n: number }[]>`select count(*) as n from contact_messages ${where}`;
        total = c?.n ?? 0;
      }
      return { content: rows.map(toMessage), total };
    },

    /** Returns the message and marks it read (the first reading time is kept). */
    async openById(id: number): Promise<ContactMessage | undefined> {
      const [row] = await db<MessageRow[]>`
        with m as (update contact_messages set read_at = coalesce(read_at, now()) where id = ${id} returning *)
        select ${columns} from m left join ${boats} b on b.id = m.boat_id`;
      return row && toMessage(row);
    },

    async countUnread(): Promise<number> {
      const [row] = await db<{ n: number }[]>`select count(*) as n from contact_messages where read_at is null`;
      return row?.n ?? 0;
    },

    /** Deletes the messages sent from any spelling of these mailboxes (`mailbox_of`); returns how many went. */
    async eraseFrom(addresses: readonly string[]): Promise<number> {
      const rows =
        await db`delete from contact_messages where mailbox_of(btrim(email)) = any(array(select mailbox_of(a) from unnest(${addresses as string[]}::text[]) a)) returning id`;
      return rows.length;
    },
  };
}

export function createSubscribersRepository(db: Db) {
  return {
    /** Idempotent: a second subscription of the same address changes nothing. */
    async subscribe(email: string): Promise<void> {
      await db`insert into subscribers (email) values (${email.toLowerCase()}) on conflict (email) do nothing`;
    },
    async list(q: SubscribersQuery): Promise<{ content: Subscriber[]; total: number }> {
      const rows = await db<(Subscriber & { total: number; createdAt: Date })[]>`
        select id, email, created_at, count(*) over () as total from subscribers
        order by created_at desc, id desc offset ${q.skip} limit ${q.take}`;
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && q.skip > 0) {
        const [c] = await db<{ n: number }[]>`select count(*) as n from subscribers`;
        total = c?.n ?? 0;
      }
      return { content: rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })), total };
    },
    async delete(id: number): Promise<boolean> {
      return (await db`delete from subscribers where id = ${id} returning id`).length > 0;
    },

    /** Deletes the subscriptions of any spelling of these mailboxes (`mailbox_of`); returns how many went. */
    async eraseFrom(addresses: readonly string[]): Promise<number> {
      const rows =
        await db`delete from subscribers where mailbox_of(email) = any(array(select mailbox_of(a) from unnest(${addresses as string[]}::text[]) a)) returning id`;
      return rows.length;
    },
  };
}
