import type { Db } from '../platform/db.js';
import type { Language } from '../common/language.js';
import type { MailKind } from './placeholders.js';

export interface MailTemplateRow {
  id: number;
  kind: MailKind;
  language: Language;
  name: string;
  subject: string;
  body: string;
  active: boolean;
  updatedAt: Date;
}

export const templateKey = (kind: MailKind, language: Language) => `${kind}:${language}`;

export function createMailTemplatesRepository(db: Db) {
  const columns = db(['id', 'kind', 'language', 'name', 'subject', 'body', 'active', 'updated_at']);
  return {
    list: () => db<MailTemplateRow[]>`select ${columns} from mail_templates order by id`,
    async find(id: number): Promise<MailTemplateRow | undefined> {
      const [row] = await db<MailTemplateRow[]>`select ${columns} from mail_templates where id = ${id} for update`;
      return row;
    },
    async findByKind(kind: MailKind): Promise<MailTemplateRow | undefined> {
      const [row] = await db<
        MailTemplateRow[]
      >`select ${columns} from mail_templates where kind = ${kind} and language = 'tr'`;
      return row;
    },
    /** Every language's template of these kinds, keyed by `templateKey`. */
    async findByKinds(kinds: readonly MailKind[]): Promise<Map<string, MailTemplateRow>> {
      const rows = await db<
        MailTemplateRow[]
      >`select ${columns} from mail_templates where kind = any(${kinds as MailKind[]}::text[])`;
      return new Map(rows.map((r) => [templateKey(r.kind, r.language), r]));
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
