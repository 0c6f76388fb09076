import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { CheckboxField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { FileButton } from '@/dashboard/components/file-button';
import { formatDate } from '@/dashboard/components/format';
import { useListParams } from '@/dashboard/components/list-params';
import { LanguagePair } from '@/dashboard/components/language-pair';
import { FormModal } from '@/dashboard/components/modal';
import { PageHeader } from '@/dashboard/components/page-header';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { type BlogPost, useDeletePost, usePosts, useSavePost, useUploadCover } from '../api/blog';

const PAGE_SIZE = 10;
const NO_FILTERS = [] as const;
const B = {
  caption: 'Blog yazıları',
  add: 'Yeni yazı',
  edit: 'Yazıyı düzenle',
  title: 'Başlık',
  slug: 'Adres (slug)',
  slugHint: 'Küçük harf, rakam ve tire; boş bırakılırsa başlıktan üretilir.',
  slugInvalid: 'Yalnızca küçük harf (a-z), rakam ve tire kullanın.',
  summary: 'Kısa özet',
  body: 'Yazı (HTML)',
  bodyHint: 'Kaydederken temizlenir: betik ve olay öznitelikleri kaldırılır.',
  cover: 'Kapak görseli adresi',
  coverHint: 'http(s) adresi veya /v1/uploads/ yolu; dosya yüklemek için listedeki “Kapak yükle” düğmesini kullanın.',
  published: 'Yayında',
  draft: 'Taslak',
  publishedAt: 'Yayın tarihi',
  status: 'Durum',
  uploadCover: 'Kapak yükle',
  view: 'Sitede gör',
  englishHint: 'İngilizce başlık ve yazı yoksa yazı İngilizce blogda listelenmez.',
} as const;

function PostForm({ post, onClose }: { post?: BlogPost; onClose(): void }) {
  const save = useSavePost(onClose);
  const form = useForm(
    {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      summary: post?.summary ?? '',
      body: post?.body ?? '',
      titleEn: post?.titleEn ?? '',
      summaryEn: post?.summaryEn ?? '',
      bodyEn: post?.bodyEn ?? '',
      coverImage: post?.coverImage ?? '',
      published: post?.published ?? false,
    },
    (v) => ({
      title: firstError(rules.required(v.title), rules.maxLength(v.title, 200)),
      slug: v.slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v.slug) ? rules.maxLength(v.slug, 120) : B.slugInvalid,
      summary: rules.maxLength(v.summary, 1000),
      body: firstError(rules.required(v.body), rules.maxLength(v.body, 200_000)),
      coverImage: rules.maxLength(v.coverImage, 500),
      titleEn: rules.maxLength(v.titleEn, 200),
      summaryEn: rules.maxLength(v.summaryEn, 1000),
      bodyEn: rules.maxLength(v.bodyEn, 200_000),
    }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({
      ...(post ? { id: post.id } : {}),
      body: {
        title: v.title.trim(),
        ...(v.slug ? { slug: v.slug } : {}),
        summary: v.summary.trim(),
        body: v.body,
        titleEn: v.titleEn.trim() || null,
        summaryEn: v.summaryEn.trim() || null,
        bodyEn: v.bodyEn.trim() ? v.bodyEn : null,
        coverImage: v.coverImage.trim() || null,
        published: v.published,
      },
    }),
  );
  return (
    <FormModal title={post ? B.edit : B.add} size="wide" onClose={onClose} onSubmit={submit} pending={save.isPending}>
      <div className="adm-form-grid">
        <div className="is-full">
          <LanguagePair
            tr={<TextField label={B.title} required field={form.field('title')} />}
            en={<TextField label={'Title in English'} hint={B.englishHint} field={form.field('titleEn')} />}
          />
        </div>
        <TextField label={B.slug} hint={B.slugHint} field={form.field('slug')} />
        <TextField label={B.cover} hint={B.coverHint} field={form.field('coverImage')} />
        <div className="is-full">
          <LanguagePair
            tr={<TextAreaField label={B.summary} rows={3} field={form.field('summary')} />}
            en={<TextAreaField label={'Summary in English'} rows={3} field={form.field('summaryEn')} />}
          />
          <LanguagePair
            tr={<TextAreaField label={B.body} required rows={14} hint={B.bodyHint} field={form.field('body')} />}
            en={<TextAreaField label={'Post in English (HTML)'} rows={14} field={form.field('bodyEn')} />}
          />
        </div>
        <CheckboxField label={B.published} field={form.field('published')} />
      </div>
    </FormModal>
  );
}

export function BlogScreen() {
  const list = useListParams(PAGE_SIZE, NO_FILTERS);
  const query = usePosts({ skip: list.skip, take: list.take });
  const remove = useDeletePost();
  const cover = useUploadCover();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<BlogPost | 'new' | null>(null);
  const columns: Column<BlogPost>[] = [
    {
      header: B.title,
      cell: (p) => (
        <div className="adm-with-thumb">
          {p.coverVariants?.thumb || p.coverImage ? (
            <img src={p.coverVariants?.thumb ?? p.coverImage ?? ''} alt="" width={64} height={43} loading="lazy" />
          ) : null}
          <span>
            <strong>{p.title}</strong>
            <br />
            <span className="muted">/blog/{p.slug}</span>
          </span>
        </div>
      ),
    },
    { header: B.status, cell: (p) => <StatusTag on={p.published} onLabel={B.published} offLabel={B.draft} /> },
    { header: B.publishedAt, cell: (p) => formatDate(p.publishedAt) },
  ];
  return (
    <>
      <PageHeader
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + {B.add}
          </button>
        }
      />
      <DataTable
        caption={B.caption}
        columns={columns}
        rows={query.data?.content}
        rowKey={(p) => p.id}
        {...queryState(query)}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(p) => (
          <>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setEditing(p)}
              aria-label={`${T.edit}: ${p.title}`}
            >
              {T.edit}
            </button>
            <FileButton
              label={B.uploadCover}
              accept="image/jpeg,image/png,image/webp"
              disabled={cover.isPending}
              onFile={(file) => cover.mutate({ id: p.id, file })}
              ariaLabel={`${B.uploadCover}: ${p.title}`}
            />
            {p.published ? (
              <a className="btn btn-sm" href={`/blog/${p.slug}`} target="_blank" rel="noreferrer">
                {B.view}
              </a>
            ) : null}
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={remove.isPending}
              aria-label={`${T.delete}: ${p.title}`}
              onClick={async () => {
                if (await confirm({ message: T.deleteConfirm(`“${p.title}” yazısı`) })) remove.mutate(p.id);
              }}
            >
              {T.delete}
            </button>
          </>
        )}
      />
      {editing ? <PostForm {...(editing === 'new' ? {} : { post: editing })} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
