import { LanguagePair } from '@/dashboard/components/language-pair';
import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { TextField } from '@/dashboard/components/fields';
import { FilterBar, SearchFilter } from '@/dashboard/components/filter-bar';
import { formatDateTime, formatNumber } from '@/dashboard/components/format';
import { useListParams } from '@/dashboard/components/list-params';
import { FormModal } from '@/dashboard/components/modal';
import { PageHeader } from '@/dashboard/components/page-header';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import {
  type AdminBoatType,
  useBoatTypes,
  useCreateBoatType,
  useDeleteBoatType,
  useUpdateBoatType,
} from '../api/boat-types';

const PAGE_SIZE = 10;
const FILTERS = ['search'] as const;
const B = {
  caption: 'Tekne tipleri',
  name: 'Tekne tipi adı',
  boats: 'Tekne sayısı',
  updated: 'Son güncelleme',
  add: 'Yeni tekne tipi',
  edit: 'Tekne tipini düzenle',
  search: 'Ada göre ara',
  inUse: (n: number) => `Bu tipte ${n} tekne var; silmeden önce teknelerin tipini değiştirin.`,
} as const;

const COLUMNS: Column<AdminBoatType>[] = [
  { header: B.name, cell: (t) => <strong>{t.name}</strong> },
  { header: B.boats, cell: (t) => formatNumber(t.boatCount) },
  { header: B.updated, cell: (t) => formatDateTime(t.updatedAt) },
];

function BoatTypeForm({ type, onClose }: { type?: AdminBoatType; onClose(): void }) {
  const create = useCreateBoatType(onClose);
  const update = useUpdateBoatType(onClose);
  const form = useForm({ name: type?.name ?? '', nameEn: type?.nameEn ?? '' }, (v) => ({
    name: firstError(rules.required(v.name), rules.maxLength(v.name.trim(), 80)),
    nameEn: rules.maxLength(v.nameEn.trim(), 80),
  }));
  const submit = form.handleSubmit(({ name, nameEn }) =>
    type
      ? update.mutate({ id: type.id, body: { name: name.trim(), nameEn: nameEn.trim() || null } })
      : create.mutate({ name: name.trim(), nameEn: nameEn.trim() || null }),
  );
  return (
    <FormModal
      title={type ? B.edit : B.add}
      size="small"
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
    >
      <LanguagePair
        tr={<TextField label={B.name} required autoComplete="off" field={form.field('name')} />}
        en={<TextField label={'Name in English'} autoComplete="off" field={form.field('nameEn')} />}
      />
    </FormModal>
  );
}

export function BoatTypesScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const query = useBoatTypes({ skip: list.skip, take: list.take, search: list.filters.search });
  const remove = useDeleteBoatType();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<AdminBoatType | 'new' | null>(null);

  const onDelete = async (t: AdminBoatType) => {
    if (
      await confirm({
        message: `${T.deleteConfirm(`“${t.name}” tekne tipi`)}${t.boatCount > 0 ? ` ${B.inUse(t.boatCount)}` : ''}`,
      })
    )
      remove.mutate(t.id);
  };

  return (
    <>
      <PageHeader
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + {B.add}
          </button>
        }
      />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SearchFilter label={B.search} value={list.filters.search} onChange={(v) => list.setFilters({ search: v })} />
      </FilterBar>
      <DataTable
        caption={B.caption}
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(t) => t.id}
        {...queryState(query)}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
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
              className="btn btn-sm btn-danger"
              onClick={() => void onDelete(t)}
              disabled={remove.isPending}
              aria-label={`${T.delete}: ${t.name}`}
            >
              {T.delete}
            </button>
          </>
        )}
      />
      {editing ? (
        <BoatTypeForm {...(editing === 'new' ? {} : { type: editing })} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
