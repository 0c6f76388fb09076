import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { CheckboxField, TextAreaField, TextField } from '@/dashboard/components/fields';
import { FilterBar, SearchFilter, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatNumber } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { FormModal } from '@/dashboard/components/modal';
import { PageHeader } from '@/dashboard/components/page-header';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { type AdminPlace, type PlaceKind, useDeletePlace, usePlaces, useSavePlace } from '../api/places';

const PAGE_SIZE = 10;
const FILTERS = ['search', 'popular'] as const;

const TEXTS = {
  marina: { title: 'Marinalar', one: 'Marina', add: 'Yeni marina', edit: 'Marinayı düzenle', caption: 'Marinalar' },
  district: {
    title: 'İlçeler',
    one: 'İlçe / koy',
    add: 'Yeni ilçe',
    edit: 'İlçeyi düzenle',
    caption: 'İlçeler ve koylar',
  },
} as const;
const P = {
  name: 'Ad',
  city: 'Şehir',
  description: 'Açıklama',
  popular: 'Popüler',
  popularHint: 'Popüler olanlar sitenin alt bilgisinde listelenir.',
  boats: 'Tekne sayısı',
  search: 'Ada göre ara',
  yes: 'Popüler',
  no: 'Değil',
  inUse: (n: number) => `Buna bağlı ${n} tekne var; sunucu silmeyi reddedebilir.`,
} as const;

function PlaceForm({ kind, place, onClose }: { kind: PlaceKind; place?: AdminPlace; onClose(): void }) {
  const save = useSavePlace(onClose);
  const form = useForm(
    {
      name: place?.name ?? '',
      nameEn: place?.nameEn ?? '',
      city: place?.city ?? '',
      description: place?.description ?? '',
      popular: place?.popular ?? false,
    },
    (v) => ({
      name: firstError(rules.required(v.name), rules.maxLength(v.name.trim(), 120)),
      nameEn: rules.maxLength(v.nameEn.trim(), 120),
      city: rules.maxLength(v.city.trim(), 80),
      description: rules.maxLength(v.description, 2000),
    }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({
      ...(place ? { id: place.id } : {}),
      body: {
        name: v.name.trim(),
        nameEn: v.nameEn.trim() || null,
        kind,
        city: v.city.trim() || null,
        description: v.description.trim() || null,
        popular: v.popular,
      },
    }),
  );
  return (
    <FormModal
      title={place ? TEXTS[kind].edit : TEXTS[kind].add}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
    >
      <div className="adm-form-grid">
        <TextField label={P.name} required autoComplete="off" field={form.field('name')} />
        <TextField label={'Name in English'} autoComplete="off" field={form.field('nameEn')} />
        <TextField label={P.city} autoComplete="off" field={form.field('city')} />
        <TextAreaField label={P.description} className="is-full" rows={4} field={form.field('description')} />
        <CheckboxField label={P.popular} hint={P.popularHint} field={form.field('popular')} />
      </div>
    </FormModal>
  );
}

/** /dashboard/marina and /dashboard/towndistrict: one server list (`kind`), two tabs. */
export function PlacesScreen({ kind }: { kind: PlaceKind }) {
  const { pathname } = useLocation();
  const list = useListParams(PAGE_SIZE, FILTERS);
  const { search, popular } = list.filters;
  const query = usePlaces({
    skip: list.skip,
    take: list.take,
    kind,
    search,
    ...(popular === 'true' || popular === 'false' ? { popular: popular === 'true' } : {}),
  });
  const remove = useDeletePlace();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<AdminPlace | 'new' | null>(null);
  const t = TEXTS[kind];

  const columns: Column<AdminPlace>[] = [
    { header: P.name, cell: (p) => <strong>{p.name}</strong> },
    { header: P.city, cell: (p) => p.city ?? '—' },
    { header: P.popular, cell: (p) => <StatusTag on={p.popular} onLabel={P.yes} offLabel={P.no} /> },
    { header: P.boats, cell: (p) => formatNumber(p.boatCount) },
  ];

  const onDelete = async (p: AdminPlace) => {
    if (
      await confirm({
        message: `${T.deleteConfirm(`“${p.name}”`)}${p.boatCount > 0 ? ` ${P.inUse(p.boatCount)}` : ''}`,
      })
    )
      remove.mutate(p.id);
  };

  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + {t.add}
          </button>
        }
      />
      <nav className="adm-tabs" aria-label="Marinalar ve ilçeler">
        <AdminLink to="/marina" aria-current={pathname.startsWith('/marina') ? 'page' : undefined}>
          {TEXTS.marina.title}
        </AdminLink>
        <AdminLink to="/towndistrict" aria-current={pathname.startsWith('/towndistrict') ? 'page' : undefined}>
          {TEXTS.district.title}
        </AdminLink>
      </nav>
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SearchFilter label={P.search} value={search} onChange={(v) => list.setFilters({ search: v })} />
        <SelectFilter
          label={P.popular}
          value={popular}
          onChange={(v) => list.setFilters({ popular: v })}
          options={[
            { value: 'true', label: P.yes },
            { value: 'false', label: P.no },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t.caption}
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
              aria-label={`${T.edit}: ${p.name}`}
            >
              {T.edit}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => void onDelete(p)}
              disabled={remove.isPending}
              aria-label={`${T.delete}: ${p.name}`}
            >
              {T.delete}
            </button>
          </>
        )}
      />
      {editing ? (
        <PlaceForm kind={kind} {...(editing === 'new' ? {} : { place: editing })} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

export const MarinasScreen = () => <PlacesScreen kind="marina" />;
export const DistrictsScreen = () => <PlacesScreen kind="district" />;
