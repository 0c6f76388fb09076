import { sanitizeRichText } from '../common/rich-text.js';
import type { Sql } from '../platform/db.js';
import { badRequest, notFound } from '../platform/errors.js';
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

const NOT_FOUND = (id: number) => notFound(`${id} numaralı e-posta şablonu bulunamadı.`);

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
    throw badRequest(
      'UNKNOWN_PLACEHOLDER',
      `Bu şablonda bilinmeyen yer tutucu var: ${unknown.map(token).join(', ')}. Kullanılabilecekler: ${allowed.map(token).join(', ')}.`,
    );
  }
  const htmlInSubject = placeholdersIn(subject).filter((name) =>
    (HTML_PLACEHOLDERS as readonly string[]).includes(name),
  );
  if (htmlInSubject.length) {
    throw badRequest(
      'PLACEHOLDER_NOT_IN_SUBJECT',
      `${htmlInSubject.map(token).join(', ')} yalnızca e-posta gövdesinde kullanılabilir, konuda kullanılamaz.`,
    );
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
        if (!existing) throw NOT_FOUND(id);
        const subject = body.subject.trim();
        const html = sanitizeRichText(body.body);
        if (!subject) throw badRequest('VALIDATION_ERROR', 'E-posta konusu boş olamaz.');
        if (!html) throw badRequest('VALIDATION_ERROR', 'E-posta gövdesi boş olamaz.');
        checkPlaceholders(existing.kind, subject, html);
        return toTemplate((await repo.update(id, { name: body.name?.trim() || null, subject, body: html }))!);
      }),

    setActivity: (id: number, active: boolean | undefined): Promise<MailTemplate> =>
      sql.begin(async (tx) => {
        const repo = createMailTemplatesRepository(tx);
        const existing = await repo.find(id);
        if (!existing) throw NOT_FOUND(id);
        return toTemplate((await repo.setActive(id, active ?? !existing.active))!);
      }),
  };
}
