import { useRef, useState } from 'react';
import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { TextAreaField, TextField } from '@/dashboard/components/fields';
import { formatDateTime } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { FormModal } from '@/dashboard/components/modal';
import { PageHeader } from '@/dashboard/components/page-header';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { MAIL_KIND_LABEL, T } from '@/dashboard/texts';
import {
  type MailTemplate,
  useMailTemplateActivity,
  useMailTemplates,
  useUpdateMailTemplate,
} from '../api/mail-templates';

const M = {
  caption: 'Mail şablonları',
  outbox: 'Giden e-postalar',
  name: 'Şablon adı',
  kind: 'Gönderildiği durum',
  subject: 'Konu',
  body: 'İçerik (HTML)',
  status: 'Durum',
  updated: 'Son güncelleme',
  edit: 'Şablonu düzenle',
  activate: 'Etkinleştir',
  deactivate: 'Devre dışı bırak',
  placeholders: 'Kullanılabilir yer tutucular',
  placeholdersHint: 'Bir yer tutucuya tıklayınca içerikte imlecin olduğu yere eklenir.',
  unknownPlaceholder: (tokens: string[]) => `Bu şablonda tanımlı olmayan yer tutucu: ${tokens.join(', ')}`,
  active: 'Etkin',
  passive: 'Gönderilmiyor',
} as const;

/** Tokens written as {{name}} that this template does not offer. */
function unknownTokens(text: string, known: readonly string[]): string[] {
  const used = [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}/g)].map((m) => m[0].replace(/\s/g, ''));
  const normalized = known.map((k) => k.replace(/\s/g, ''));
  return [...new Set(used.filter((u) => !normalized.includes(u)))];
}

function TemplateForm({ template, onClose }: { template: MailTemplate; onClose(): void }) {
  const update = useUpdateMailTemplate(onClose);
  const bodyRef = useRef<HTMLDivElement>(null);
  /** Where the caret was when the body lost focus; a placeholder goes there (or at the end). */
  const caret = useRef<{ start: number; end: number } | null>(null);
  const tokens = template.placeholders.map((p) => p.token);
  const form = useForm({ name: template.name, subject: template.subject, body: template.body }, (v) => {
    const unknownSubject = unknownTokens(v.subject, tokens);
    const unknownBody = unknownTokens(v.body, tokens);
    return {
      name: firstError(rules.required(v.name), rules.maxLength(v.name, 120)),
      subject: firstError(
        rules.required(v.subject),
        rules.maxLength(v.subject, 300),
        unknownSubject.length ? M.unknownPlaceholder(unknownSubject) : undefined,
      ),
      body: firstError(
        rules.required(v.body),
        rules.maxLength(v.body, 100_000),
        unknownBody.length ? M.unknownPlaceholder(unknownBody) : undefined,
      ),
    };
  });
  const insert = (token: string) => {
    const area = bodyRef.current?.querySelector('textarea');
    const value = form.values.body;
    const start = caret.current?.start ?? value.length;
    const end = caret.current?.end ?? value.length;
    caret.current = { start: start + token.length, end: start + token.length };
    form.set('body', `${value.slice(0, start)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const submit = form.handleSubmit((v) =>
    update.mutate({ id: template.id, body: { name: v.name.trim(), subject: v.subject, body: v.body } }),
  );
  return (
    <FormModal
      title={`${M.edit}: ${MAIL_KIND_LABEL[template.kind]}`}
      size="wide"
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
    >
      <TextField label={M.name} required field={form.field('name')} />
      <TextField label={M.subject} required field={form.field('subject')} />
      <div
        ref={bodyRef}
        onBlurCapture={(e) => {
          if (e.target instanceof HTMLTextAreaElement)
            caret.current = { start: e.target.selectionStart, end: e.target.selectionEnd };
        }}
      >
        <TextAreaField label={M.body} required rows={14} field={form.field('body')} />
      </div>
      <section aria-labelledby="adm-placeholders">
        <h3 id="adm-placeholders" className="adm-subheading">
          {M.placeholders}
        </h3>
        <p className="muted adm-hint">{M.placeholdersHint}</p>
        <ul className="adm-placeholder-list">
          {template.placeholders.map((p) => (
            <li key={p.token}>
              <button type="button" className="btn btn-sm" onClick={() => insert(p.token)}>
                <code>{p.token}</code>
              </button>
              <span>{p.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </FormModal>
  );
}

export function MailTemplatesScreen() {
  const query = useMailTemplates();
  const activity = useMailTemplateActivity();
  const [editing, setEditing] = useState<MailTemplate | null>(null);
  const columns: Column<MailTemplate>[] = [
    { header: M.name, cell: (t) => <strong>{t.name}</strong> },
    { header: M.kind, cell: (t) => MAIL_KIND_LABEL[t.kind] },
    { header: M.subject, cell: (t) => t.subject },
    { header: M.status, cell: (t) => <StatusTag on={t.active} onLabel={M.active} offLabel={M.passive} /> },
    { header: M.updated, cell: (t) => formatDateTime(t.updatedAt) },
  ];
  return (
    <>
      <PageHeader
        actions={
          <AdminLink className="btn" to="/templates/outbox">
            {M.outbox}
          </AdminLink>
        }
      >
        <p className="muted">
          Müşteriye ve ofise giden e-postaların konusu ve içeriği. Devre dışı bir şablonun e-postası gönderilmez.
        </p>
      </PageHeader>
      <DataTable
        caption={M.caption}
        columns={columns}
        rows={query.data}
        rowKey={(t) => t.id}
        {...queryState(query)}
        actions={(t) => (
          <>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setEditing(t)}
              aria-label={`${T.edit}: ${t.name}`}
            >
              {T.edit}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={activity.isPending}
              onClick={() => activity.mutate({ id: t.id, active: !t.active })}
              aria-label={`${t.active ? M.deactivate : M.activate}: ${t.name}`}
            >
              {t.active ? M.deactivate : M.activate}
            </button>
          </>
        )}
      />
      {editing ? <TemplateForm template={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
