import type { Db } from '../platform/db.js';
import type { ContactMessage, MessagesQuery, Subscriber, SubscribersQuery } from './schemas.js';

interface MessageRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  readAt: Date | null;
  createdAt: Date;
}
const toMessage = (r: MessageRow): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  read: r.readAt !== null,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
const MESSAGE_COLUMNS = ['id', 'name', 'email', 'phone', 'subject', 'message', 'read_at', 'created_at'];

export function createMessagesRepository(db: Db) {
  const columns = db(MESSAGE_COLUMNS);
  return {
    async insert(m: {
      name: string;
      email: string;
      phone: string | null;
      subject: string;
      message: string;
      ip: string;
    }): Promise<number> {
      const [row] = await db<{ id: number }[]>`
        insert into contact_messages (name, email, phone, subject, message, ip)
        values (${m.name}, ${m.email}, ${m.phone}, ${m.subject}, ${m.message}, ${m.ip}) returning id`;
      return row!.id;
    },

    async list(q: MessagesQuery): Promise<{ content: ContactMessage[]; total: number }> {
      const where = q.unread ? db`where read_at is null` : db``;
      const rows = await db<(MessageRow & { total: number })[]>`
        select ${columns}, count(*) over () as total from contact_messages ${where}
        order by created_at desc, id desc offset ${q.skip} limit ${q.take}`;
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
        update contact_messages set read_at = coalesce(read_at, now()) where id = ${id} returning ${columns}`;
      return row && toMessage(row);
    },

    async countUnread(): Promise<number> {
      const [row] = await db<{ n: number }[]>`select count(*) as n from contact_messages where read_at is null`;
      return row?.n ?? 0;
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
  };
}
