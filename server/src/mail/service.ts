import { sanitizeRichText } from '../common/rich-text.js';
import type { Sql } from '../platform/db.js';
import { MailError } from './errors.js';
import {
  HTML_PLACEHOLDERS,
  PLACEHOLDER_DESCRIPTIONS,
  PLACEHOLDERS_BY_KIND,
  placeholdersIn,
  token,
  type MailKind,
} from './placeholders.js';
import { createMailTemplatesRepository, type MailTemplateRow } from './repository.js';
import type { MailTemplate, MailTemplateBody } from './schemas.js';

function toTemplate(row: MailTemplateRow): MailTemplate {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    name: row.name,
    subject: row.subject,
    body: row.body,
    active: row.active,
    placeholders: PLACEHOLDERS_BY_KIND[row.kind].map((name) => ({
      token: token(name),
      description: PLACEHOLDER_DESCRIPTIONS[name],
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses placeholders the kind cannot fill, naming them and the allowed ones. */
export function checkPlaceholders(kind: MailKind, subject: string, body: string): void {
  const allowed: readonly string[] = PLACEHOLDERS_BY_KIND[kind];
  const unknown = placeholdersIn(`${subject}\n${body}`).filter((name) => !allowed.includes(name));
  if (unknown.length) {
    throw MailError.unknownPlaceholder(unknown.map(token), allowed.map(token));
  }
  const htmlInSubject = placeholdersIn(subject).filter((name) =>
    (HTML_PLACEHOLDERS as readonly string[]).includes(name),
  );
  if (htmlInSubject.length) {
    throw MailError.placeholderNotInSubject(htmlInSubject.map(token));
  }
}

/** Use cases on mail templates; each write runs in one transaction. Sending arrives with the mail job. */
export function createMailTemplatesService(sql: Sql) {
  return {
    list: async () => (await createMailTemplatesRepository(sql).list()).map(toTemplate),

    update: (id: number, body: MailTemplateBody): Promise<MailTemplate> =>
      sql.begin(async (tx) => {
        const repo = createMailTemplatesRepository(tx);
        const existing = await repo.find(id);
        if (!existing) throw MailError.templateNotFound(id);
        const subject = body.subject.trim();
        const html = sanitizeRichText(body.body);
        if (!subject) throw MailError.subjectRequired();
        if (!html) throw MailError.bodyRequired();
        checkPlaceholders(existing.kind, subject, html);
        return toTemplate((await repo.update(id, { name: body.name?.trim() || null, subject, body: html }))!);
      }),

    setActivity: (id: number, active: boolean | undefined): Promise<MailTemplate> =>
      sql.begin(async (tx) => {
        const repo = createMailTemplatesRepository(tx);
        const existing = await repo.find(id);
        if (!existing) throw MailError.templateNotFound(id);
        return toTemplate((await repo.setActive(id, active ?? !existing.active))!);
      }),
  };
}
