import { useState } from 'react';
import { EditDeleteButtons } from '@/dashboard/components/row-actions';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { SelectField, TextField } from '@/dashboard/components/fields';
import { formatDate } from '@/dashboard/components/format';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { type BoatDate, useBoatDates, useDeleteDate, useSaveDate } from '../api/boats';

const KINDS = [
  { value: 'unavailable', label: 'Müsait değil' },
  { value: 'maintenance', label: 'Bakım' },
  { value: 'owner_use', label: 'Sahibi kullanıyor' },
] as const;
type Kind = (typeof KINDS)[number]['value'];
export const DATE_KIND_LABEL: Record<string, string> = {
  unavailable: 'Müsait değil',
  maintenance: 'Bakım',
  owner_use: 'Sahibi kullanıyor',
  ical: 'iCal',
};

const D = {
  caption: 'Kapalı tarihler',
  intro: 'Teknenin kiralanamadığı günler. iCal’den gelen kayıtlar eşitlemede güncellenir; burada değiştirilemez.',
  add: 'Tarih kapat',
  edit: 'Kapalı tarihi düzenle',
  start: 'İlk kapalı gün',
  end: 'Son kapalı gün (dahil)',
  kind: 'Neden',
  note: 'Not',
  source: 'Kaynak',
  manual: 'Elle',
  ical: 'iCal',
  endBeforeStart: 'Son gün ilk günden önce olamaz.',
  what: 'Bu kapalı tarih aralığı',
} as const;

interface Values extends Record<string, unknown> {
  start: string;
  end: string;
  kind: Kind;
  note: string;
}

function DateForm({ boatId, block, onClose }: { boatId: number; block?: BoatDate; onClose(): void }) {
  const save = useSaveDate(onClose);
  const kind = KINDS.find((k) => k.value === block?.kind)?.value ?? 'unavailable';
  const form = useForm<Values>(
    { start: block?.startDate ?? '', end: block?.endDate ?? '', kind, note: block?.note ?? '' },
    (v) => ({
      start: rules.required(v.start),
      end: firstError(rules.required(v.end), v.start && v.end && v.end < v.start ? D.endBeforeStart : undefined),
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
    if (block) save.mutate({ id: block.id, body });
    else save.mutate({ body: { ...body, boat_id: boatId } });
  });
  return (
    <FormModal title={block ? D.edit : D.add} onClose={onClose} onSubmit={submit} pending={save.isPending}>
      <div className="adm-form-grid">
        <TextField type="date" label={D.start} required field={form.field('start')} />
        <TextField type="date" label={D.end} required field={form.field('end')} />
        <SelectField label={D.kind} options={KINDS} field={form.field('kind')} />
        <TextField label={D.note} field={form.field('note')} />
      </div>
    </FormModal>
  );
}

const COLUMNS: Column<BoatDate>[] = [
  { header: D.start, cell: (d) => formatDate(d.startDate) },
  { header: D.end, cell: (d) => formatDate(d.endDate) },
  { header: D.kind, cell: (d) => DATE_KIND_LABEL[d.kind] ?? d.kind },
  { header: D.source, cell: (d) => (d.uid ? D.ical : D.manual) },
  { header: D.note, cell: (d) => d.note ?? '—' },
];

export function DatesTab({ boatId }: { boatId: number }) {
  const dates = useBoatDates(boatId);
  const remove = useDeleteDate();
  const [editing, setEditing] = useState<BoatDate | 'new' | null>(null);
  return (
    <>
      <div className="ops-tab-head">
        <h2>{D.caption}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          + {D.add}
        </button>
      </div>
      <p className="muted">{D.intro}</p>
      <DataTable
        caption={D.caption}
        columns={COLUMNS}
        rows={dates.data}
        rowKey={(d) => d.id}
        {...queryState(dates)}
        actions={(d) =>
          d.uid ? null : (
            <EditDeleteButtons
              name={formatDate(d.startDate)}
              what={D.what}
              onEdit={() => setEditing(d)}
              onDelete={() => remove.mutate(d.id)}
              deleting={remove.isPending}
            />
          )
        }
      />
      {editing ? (
        <DateForm boatId={boatId} {...(editing === 'new' ? {} : { block: editing })} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
