import { useState } from 'react';
import { TextAreaField, TextField } from '@/dashboard/components/fields';
import { formatDateTime } from '@/dashboard/components/format';
import { LanguagePair } from '@/dashboard/components/language-pair';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { type Section, type SectionKey, useSection, useUpdateSection } from '../api/sections';
import { W } from '../texts';

function Editor({
  sectionKey,
  section,
  heading,
  publicPath,
}: {
  sectionKey: SectionKey;
  section: Section;
  heading: string;
  publicPath?: string;
}) {
  const update = useUpdateSection();
  const [preview, setPreview] = useState(false);
  const form = useForm(
    {
      title: section.title,
      content: section.content,
      titleEn: section.titleEn ?? '',
      contentEn: section.contentEn ?? '',
    },
    (v) => ({
      title: firstError(rules.required(v.title), rules.maxLength(v.title, 200)),
      content: rules.maxLength(v.content, 200_000),
      titleEn: rules.maxLength(v.titleEn, 200),
      contentEn: rules.maxLength(v.contentEn, 200_000),
    }),
  );
  const submit = form.handleSubmit((v) =>
    update.mutate({
      key: sectionKey,
      body: {
        title: v.title.trim(),
        content: v.content,
        titleEn: v.titleEn.trim() || null,
        contentEn: v.contentEn.trim() ? v.contentEn : null,
      },
    }),
  );
  const contentLabel =
    sectionKey === 'team' || sectionKey === 'faq' || sectionKey === 'bank' ? W.introContent : W.sectionContent;
  return (
    <section className="adm-card" aria-label={heading}>
      <h2>{heading}</h2>
      <form className="adm-form" onSubmit={submit} noValidate>
        <LanguagePair
          tr={<TextField label={W.sectionTitle} required field={form.field('title')} />}
          en={<TextField label={'Title in English'} field={form.field('titleEn')} />}
        />
        <LanguagePair
          tr={<TextAreaField label={contentLabel} rows={14} hint={W.contentHint} field={form.field('content')} />}
          en={<TextAreaField label={'Content in English (HTML)'} rows={14} field={form.field('contentEn')} />}
        />
        {preview ? (
          // The server stores only sanitized HTML (sanitize-html allow-list); the preview shows the saved form.
          <div className="adm-preview prose" dangerouslySetInnerHTML={{ __html: section.content }} />
        ) : null}
        <div className="adm-form-actions">
          <span className="muted">{W.lastUpdated(formatDateTime(section.updatedAt))}</span>
          <button type="button" className="btn" onClick={() => setPreview((p) => !p)} aria-expanded={preview}>
            {preview ? W.hidePreview : W.preview}
          </button>
          {publicPath ? (
            <a className="btn" href={publicPath} target="_blank" rel="noreferrer">
              {W.viewOnSite}
            </a>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {update.isPending ? T.saving : T.save}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Title and rich text of one website section, saved with PUT /v1/admin/{section}/edit. */
export function SectionEditor({
  sectionKey,
  heading,
  publicPath,
}: {
  sectionKey: SectionKey;
  heading: string;
  publicPath?: string;
}) {
  const query = useSection(sectionKey);
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // Keyed by the saved version, so the form starts over from what the server stored.
  return (
    <Editor
      key={query.data.updatedAt}
      sectionKey={sectionKey}
      section={query.data}
      heading={heading}
      {...(publicPath ? { publicPath } : {})}
    />
  );
}
