import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { TextField } from '@/dashboard/components/fields';
import { formatDateTime, formatNumber } from '@/dashboard/components/format';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { type OurDocument, useDeleteDocument, useDocuments, useUploadDocument } from '../api/lists';

const D = {
  heading: 'Belgeler',
  add: 'Belge yükle',
  title: 'Belgenin adı',
  file: 'Dosya',
  fileHint: 'PDF, JPEG, PNG veya WebP; en fazla 10 MB.',
  fileRequired: 'Bir dosya seçin.',
  fileTooBig: 'Dosya 10 MB’den büyük olamaz.',
  kind: 'Tür',
  size: 'Boyut',
  date: 'Yüklenme',
  open: 'Aç',
} as const;
const MAX_BYTES = 10 * 1024 * 1024;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`;

function UploadForm({ onClose }: { onClose(): void }) {
  const uploadDocument = useUploadDocument(onClose);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileTouched, setFileTouched] = useState(false);
  const form = useForm({ title: '' }, (v) => ({
    title: firstError(rules.required(v.title), rules.maxLength(v.title, 200)),
  }));
  const fileError = !file ? D.fileRequired : file.size > MAX_BYTES ? D.fileTooBig : undefined;
  const submitValid = form.handleSubmit((v) => {
    if (file && !fileError) uploadDocument.mutate({ title: v.title.trim(), file });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFileTouched(true);
    submitValid(event);
  };
  return (
    <FormModal title={D.add} onClose={onClose} onSubmit={submit} pending={uploadDocument.isPending} submitLabel={D.add}>
      <TextField label={D.title} required field={form.field('title')} />
      <div className="field">
        <label htmlFor={fileId}>
          {D.file}
          <span className="adm-required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-invalid={fileTouched && fileError ? 'true' : 'false'}
          aria-describedby={`${fileId}-hint${fileTouched && fileError ? ` ${fileId}-error` : ''}`}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileTouched(true);
          }}
        />
        <span id={`${fileId}-hint`} className="muted adm-hint">
          {D.fileHint}
        </span>
        {fileTouched && fileError ? (
          <span id={`${fileId}-error`} className="form-error">
            {fileError}
          </span>
        ) : null}
      </div>
    </FormModal>
  );
}

export function DocumentsList() {
  const query = useDocuments();
  const remove = useDeleteDocument();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const columns: Column<OurDocument>[] = [
    {
      header: D.title,
      cell: (d) => (
        <div className="adm-with-thumb">
          {d.previewUrl ? <img src={d.previewUrl} alt="" width={64} height={43} loading="lazy" /> : null}
          <strong>{d.title}</strong>
        </div>
      ),
    },
    { header: D.kind, cell: (d) => (d.kind === 'pdf' ? 'PDF' : 'Görsel') },
    { header: D.size, cell: (d) => formatSize(d.sizeBytes) },
    { header: D.date, cell: (d) => formatDateTime(d.createdAt) },
  ];
  return (
    <section className="adm-card" aria-labelledby="adm-docs-heading">
      <div className="adm-page-header">
        <h2 id="adm-docs-heading">{D.heading}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          + {D.add}
        </button>
      </div>
      <DataTable
        caption={D.heading}
        columns={columns}
        rows={query.data}
        rowKey={(d) => d.id}
        {...queryState(query)}
        actions={(d) => (
          <>
            <a
              className="btn btn-sm"
              href={d.url}
              target="_blank"
              rel="noreferrer"
              aria-label={`${D.open}: ${d.title}`}
            >
              {D.open}
            </a>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={remove.isPending}
              aria-label={`${T.delete}: ${d.title}`}
              onClick={async () => {
                if (await confirm({ message: T.deleteConfirm(`“${d.title}” belgesi`) })) remove.mutate(d.id);
              }}
            >
              {T.delete}
            </button>
          </>
        )}
      />
      {adding ? <UploadForm onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
