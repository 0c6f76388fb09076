import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { prefillOf } from '@/dashboard/components/create-links';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { SelectField, TextField } from '@/dashboard/components/fields';
import { FilterBar, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDate, formatDateTime } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { FormModal } from '@/dashboard/components/modal';
import { PageHeader } from '@/dashboard/components/page-header';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { useBoatChoices } from '@/dashboard/api/operation-keys';
import { type Closing, type ExternalQuery, useClosings, useRemoveClosing, useSaveClosing } from '../api/external';
import '@/dashboard/operations.css';

const PAGE_SIZE = 20;
const FILTERS = ['status', 'boat_id', 'started_at', 'finished_at', 'created_at'] as const;
export const CLOSING_KINDS = [
  { value: 'external_booking', label: 'Başka kanaldan rezervasyon' },
  { value: 'owner_use', label: 'Sahibi kullanıyor' },
  { value: 'maintenance', label: 'Bakım' },
  { value: 'other', label: 'Diğer' },
] as const;
const E = {
  caption: 'Manuel kapatmalar',
  add: 'Tarih kapat',
  edit: 'Manuel kapatmayı değiştir',
  boat: 'Tekne',
  choose: 'Seçin',
  start: 'İlk kapalı gün',
  end: 'Son kapalı gün (dahil)',
  kind: 'Neden',
  note: 'Not',
  status: 'Durum',
  active: 'Etkin',
  removed: 'Kaldırıldı',
  startedAt: 'Bu günden itibaren başlayanlar',
  finishedAt: 'Bu güne kadar bitenler',
  createdAt: 'Bu günden sonra oluşturulanlar',
  created: 'Oluşturulma',
  remove: 'Kaldır',
  removeConfirm: 'Bu manuel kapatma kaldırılsın mı? Tarihler yeniden kiralanabilir olur.',
  endBeforeStart: 'Son gün ilk günden önce olamaz.',
  calendar: 'Doluluk takvimi',
} as const;
const kindLabel = (k: string) => CLOSING_KINDS.find((c) => c.value === k)?.label ?? k;

function ClosingForm({
  closing,
  prefill,
  onClose,
}: {
  closing?: Closing;
  prefill?: { boat: string; start: string; end: string };
  onClose(): void;
}) {
  const boats = useBoatChoices();
  const save = useSaveClosing(onClose);
  const form = useForm(
    {
      boat: closing ? String(closing.boat.id) : (prefill?.boat ?? ''),
      start: closing?.startDate ?? prefill?.start ?? '',
      end: closing?.endDate ?? prefill?.end ?? '',
      kind: closing?.kind ?? 'external_booking',
      note: closing?.note ?? '',
    },
    (v) => ({
      boat: rules.required(v.boat),
      start: rules.required(v.start),
      end: firstError(rules.required(v.end), v.start && v.end && v.end < v.start ? E.endBeforeStart : undefined),
      note: rules.maxLength(v.note, 1000),
    }),
  );
  const submit = form.handleSubmit((v) => {
    const body = {
      start_date: v.start,
      end_date: v.end,
      kind: v.kind,
      note: v.note.trim() === '' ? null : v.note.trim(),
    };
    if (closing) save.mutate({ id: closing.id, body: { ...body, expectedVersion: closing.version } });
    else save.mutate({ body: { ...body, boat_id: Number(v.boat) } });
  });
  const boatOptions = [
    { value: '', label: E.choose },
    ...(boats.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
  ];
  return (
    <FormModal title={closing ? E.edit : E.add} onClose={onClose} onSubmit={submit} pending={save.isPending}>
      <div className="adm-form-grid">
        <SelectField
          className="is-full"
          label={E.boat}
          required
          options={boatOptions}
          field={form.field('boat')}
          disabled={!!closing}
        />
        <TextField type="date" label={E.start} required field={form.field('start')} />
        <TextField type="date" label={E.end} required field={form.field('end')} />
        <SelectField label={E.kind} options={CLOSING_KINDS} field={form.field('kind')} />
        <TextField label={E.note} field={form.field('note')} />
      </div>
    </FormModal>
  );
}

const COLUMNS: Column<Closing>[] = [
  { header: E.boat, cell: (c) => <strong>{c.boat.name}</strong> },
  { header: E.start, cell: (c) => formatDate(c.startDate) },
  { header: E.end, cell: (c) => formatDate(c.endDate) },
  { header: E.kind, cell: (c) => kindLabel(c.kind) },
  { header: E.note, cell: (c) => c.note ?? '—' },
  {
    header: E.status,
    cell: (c) => (
      <span className={`adm-tag ${c.status === 'active' ? 'is-on' : 'is-off'}`}>
        {c.status === 'active' ? E.active : E.removed}
      </span>
    ),
  },
  { header: E.created, cell: (c) => formatDateTime(c.createdAt) },
];

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const id = `f-${label.replace(/\W+/g, '-')}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function ExternalScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const boats = useBoatChoices();
  const f = list.filters;
  const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
  const query: ExternalQuery = {
    skip: list.skip,
    take: list.take,
    ...(f.status === 'active' || f.status === 'removed' ? { status: f.status } : {}),
    ...(/^\d+$/.test(f.boat_id) ? { boat_id: Number(f.boat_id) } : {}),
    ...(isDate(f.started_at) ? { started_at: f.started_at } : {}),
    ...(isDate(f.finished_at) ? { finished_at: f.finished_at } : {}),
    ...(isDate(f.created_at) ? { created_at: f.created_at } : {}),
  };
  const closings = useClosings(query);
  const remove = useRemoveClosing();
  const confirm = useConfirm();
  // The fleet grid opens this screen with the new-closing form filled (`?new=1&boat_id=&start=&end=`).
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Closing | 'new' | null>(() => (params.get('new') === '1' ? 'new' : null));
  const [prefill] = useState(() => (params.get('new') === '1' ? prefillOf(params) : undefined));
  const closeForm = () => {
    setEditing(null);
    if (params.has('new'))
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          for (const key of ['new', 'start', 'end']) copy.delete(key);
          return copy;
        },
        { replace: true },
      );
  };
  return (
    <>
      <PageHeader
        actions={
          <>
            <AdminLink className="btn" to="/occupancy">
              {E.calendar}
            </AdminLink>
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              + {E.add}
            </button>
          </>
        }
      />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SelectFilter
          label={E.status}
          value={f.status}
          onChange={(v) => list.setFilters({ status: v })}
          options={[
            { value: 'active', label: E.active },
            { value: 'removed', label: E.removed },
          ]}
        />
        <SelectFilter
          label={E.boat}
          value={f.boat_id}
          onChange={(v) => list.setFilters({ boat_id: v })}
          options={(boats.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <DateFilter label={E.startedAt} value={f.started_at} onChange={(v) => list.setFilters({ started_at: v })} />
        <DateFilter label={E.finishedAt} value={f.finished_at} onChange={(v) => list.setFilters({ finished_at: v })} />
        <DateFilter label={E.createdAt} value={f.created_at} onChange={(v) => list.setFilters({ created_at: v })} />
      </FilterBar>
      <DataTable
        caption={E.caption}
        columns={COLUMNS}
        rows={closings.data?.content}
        rowKey={(c) => c.id}
        {...queryState(closings)}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: closings.data?.total ?? 0, onPage: list.setPage }}
        actions={(c) =>
          c.status === 'active' ? (
            <>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => setEditing(c)}
                aria-label={`${T.edit}: ${c.boat.name} ${formatDate(c.startDate)}`}
              >
                {T.edit}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                disabled={remove.isPending}
                aria-label={`${E.remove}: ${c.boat.name} ${formatDate(c.startDate)}`}
                onClick={async () => {
                  if (await confirm({ message: E.removeConfirm, confirmLabel: E.remove })) remove.mutate(c.id);
                }}
              >
                {E.remove}
              </button>
            </>
          ) : null
        }
      />
      {editing ? (
        <ClosingForm
          {...(editing === 'new' ? (prefill ? { prefill } : {}) : { closing: editing })}
          onClose={closeForm}
        />
      ) : null}
    </>
  );
}
