import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { TextField } from '@/dashboard/components/fields';
import { FileButton } from '@/dashboard/components/file-button';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import {
  type TeamMember,
  useCreateTeamMember,
  useDeleteTeamMember,
  useOrderTeam,
  useTeam,
  useTeamPhoto,
} from '../api/lists';

const M = {
  heading: 'Ekip üyeleri',
  add: 'Yeni ekip üyesi',
  name: 'Ad soyad',
  title: 'Görevi',
  photo: 'Fotoğraf',
  photoUrl: 'Fotoğraf adresi',
  photoHint: 'İsteğe bağlı; kayıttan sonra listeden dosya da yükleyebilirsiniz.',
  upload: 'Fotoğraf yükle',
  up: 'Yukarı taşı',
  down: 'Aşağı taşı',
  order: 'Sıra',
} as const;

function MemberForm({ onClose }: { onClose(): void }) {
  const create = useCreateTeamMember(onClose);
  const form = useForm({ name: '', title: '', photo: '' }, (v) => ({
    name: firstError(rules.required(v.name), rules.maxLength(v.name, 120)),
    title: rules.maxLength(v.title, 120),
    photo: rules.maxLength(v.photo, 500),
  }));
  const submit = form.handleSubmit((v) =>
    create.mutate({ name: v.name.trim(), title: v.title.trim(), photo: v.photo.trim() || null }),
  );
  return (
    <FormModal title={M.add} onClose={onClose} onSubmit={submit} pending={create.isPending}>
      <TextField label={M.name} required field={form.field('name')} />
      <TextField label={M.title} field={form.field('title')} />
      <TextField label={M.photoUrl} hint={M.photoHint} field={form.field('photo')} />
    </FormModal>
  );
}

/** Team members: add, photo upload, order (up/down), delete. The API has no edit for a member. */
export function TeamList() {
  const query = useTeam();
  const remove = useDeleteTeamMember();
  const order = useOrderTeam();
  const photo = useTeamPhoto();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const members = query.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = members.map((m) => m.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    order.mutate(ids);
  };
  const columns: Column<TeamMember>[] = [
    { header: M.order, cell: (m) => members.indexOf(m) + 1 },
    {
      header: M.name,
      cell: (m) => (
        <div className="adm-with-thumb">
          {m.photoVariants?.thumb || m.photo ? (
            <img src={m.photoVariants?.thumb ?? m.photo ?? ''} alt="" width={64} height={43} loading="lazy" />
          ) : null}
          <strong>{m.name}</strong>
        </div>
      ),
    },
    { header: M.title, cell: (m) => m.title || '—' },
  ];
  return (
    <section className="adm-card" aria-labelledby="adm-team-heading">
      <div className="adm-page-header">
        <h2 id="adm-team-heading">{M.heading}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          + {M.add}
        </button>
      </div>
      <DataTable
        caption={M.heading}
        columns={columns}
        rows={query.data}
        rowKey={(m) => m.id}
        {...queryState(query)}
        actions={(m) => {
          const i = members.indexOf(m);
          return (
            <>
              <button
                type="button"
                className="btn btn-sm"
                disabled={i === 0 || order.isPending}
                onClick={() => move(i, -1)}
                aria-label={`${M.up}: ${m.name}`}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-sm"
                disabled={i === members.length - 1 || order.isPending}
                onClick={() => move(i, 1)}
                aria-label={`${M.down}: ${m.name}`}
              >
                ↓
              </button>
              <FileButton
                label={M.upload}
                accept="image/jpeg,image/png,image/webp"
                disabled={photo.isPending}
                onFile={(file) => photo.mutate({ id: m.id, file })}
                ariaLabel={`${M.upload}: ${m.name}`}
              />
              <button
                type="button"
                className="btn btn-sm btn-danger"
                disabled={remove.isPending}
                aria-label={`${T.delete}: ${m.name}`}
                onClick={async () => {
                  if (await confirm({ message: T.deleteConfirm(`${m.name} (ekip üyesi)`) })) remove.mutate(m.id);
                }}
              >
                {T.delete}
              </button>
            </>
          );
        }}
      />
      {adding ? <MemberForm onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
