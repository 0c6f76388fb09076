import type { Db } from '../platform/db.js';
import type { MailKind } from './placeholders.js';

export interface MailTemplateRow {
  id: number;
  kind: MailKind;
  name: string;
  subject: string;
  body: string;
  active: boolean;
  updatedAt: Date;
}

export function createMailTemplatesRepository(db: Db) {
  const columns = db(['id', 'kind', 'name', 'subject', 'body', 'active', 'updated_at']);
  return {
    list: () => db<MailTemplateRow[]>`select ${columns} from mail_templates order by id`,
    async find(id: number): Promise<MailTemplateRow | undefined> {
      const [row] = await db<MailTemplateRow[]>`select ${columns} from mail_templates where id = ${id} for update`;
      return row;
    },
    async findByKind(kind: MailKind): Promise<MailTemplateRow | undefined> {
      const [row] = await db<MailTemplateRow[]>`select ${columns} from mail_templates where kind = ${kind}`;
      return row;
    },
    async findByKinds(kinds: readonly MailKind[]): Promise<Map<MailKind, MailTemplateRow>> {
      const rows = await db<
        MailTemplateRow[]
      >`select ${columns} from mail_templates where kind = any(${kinds as MailKind[]}::text[])`;
      return new Map(rows.map((r) => [r.kind, r]));
    },
    async update(
      id: number,
      t: { name: string | null; subject: string; body: string },
    ): Promise<MailTemplateRow | undefined> {
      const [row] = await db<MailTemplateRow[]>`
        update mail_templates set name = coalesce(${t.name}, name), subject = ${t.subject}, body = ${t.body}, updated_at = now()
        where id = ${id} returning ${columns}`;
      return row;
    },
    async setActive(id: number, active: boolean): Promise<MailTemplateRow | undefined> {
      const [row] = await db<MailTemplateRow[]>`
        update mail_templates set active = ${active}, updated_at = now() where id = ${id} returning ${columns}`;
      return row;
    },
  };
}
