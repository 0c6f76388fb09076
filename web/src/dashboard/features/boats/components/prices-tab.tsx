import { useState } from 'react';
import { EditDeleteButtons } from '@/dashboard/components/row-actions';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { SelectField, TextField } from '@/dashboard/components/fields';
import { formatDate } from '@/dashboard/components/format';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, parseDecimal, rules, useForm } from '@/dashboard/components/use-form';
import { type PricePeriod, useDeletePrice, usePrices, useSavePrice } from '../api/boats';
import { formatMoney } from '@/dashboard/components/money';
import { CURRENCY_OPTIONS, type Currency } from './boat-form';

const P = {
  caption: 'Fiyat dönemleri',
  add: 'Yeni fiyat dönemi',
  edit: 'Fiyat dönemini düzenle',
  start: 'Başlangıç günü',
  end: 'Bitiş günü (dahil)',
  daily: 'Günlük fiyat',
  currency: 'Para birimi',
  minDays: 'En az gün',
  note: 'Not',
  endBeforeStart: 'Bitiş günü başlangıçtan önce olamaz.',
  positive: 'Sıfırdan büyük bir fiyat girin.',
  minDaysRange: '1 ile 365 arasında bir tam sayı girin.',
  what: 'Bu fiyat dönemi',
} as const;

interface Values extends Record<string, unknown> {
  startDate: string;
  endDate: string;
  daily: string;
  currency: Currency;
  minDays: string;
  note: string;
}

function PriceForm({ boatId, period, onClose }: { boatId: number; period?: PricePeriod; onClose(): void }) {
  const save = useSavePrice(onClose);
  const form = useForm<Values>(
    {
      startDate: period?.startDate ?? '',
      endDate: period?.endDate ?? '',
      daily: period ? String(period.dailyPriceMinor / 100).replace('.', ',') : '',
      currency: period?.currency ?? 'EUR',
      minDays: String(period?.minDays ?? 1),
      note: period?.note ?? '',
    },
    (v) => ({
      startDate: rules.required(v.startDate),
      endDate: firstError(
        rules.required(v.endDate),
        v.startDate && v.endDate && v.endDate < v.startDate ? P.endBeforeStart : undefined,
      ),
      daily: firstError(
        rules.required(v.daily),
        rules.decimal(v.daily),
        parseDecimal(v.daily) > 0 ? undefined : P.positive,
      ),
      minDays:
        /^\d+$/.test(v.minDays.trim()) && Number(v.minDays) >= 1 && Number(v.minDays) <= 365
          ? undefined
          : P.minDaysRange,
      note: rules.maxLength(v.note, 500),
    }),
  );
  const submit = form.handleSubmit((v) => {
    const body = {
      startDate: v.startDate,
      endDate: v.endDate,
      dailyPriceMinor: Math.round(parseDecimal(v.daily) * 100),
      currency: v.currency,
      minDays: Number(v.minDays),
      note: v.note.trim() === '' ? null : v.note.trim(),
    };
    if (period) save.mutate({ id: period.id, body });
    else save.mutate({ body: { ...body, boat_id: boatId } });
  });
  return (
    <FormModal title={period ? P.edit : P.add} onClose={onClose} onSubmit={submit} pending={save.isPending}>
      <div className="adm-form-grid">
        <TextField type="date" label={P.start} required field={form.field('startDate')} />
        <TextField type="date" label={P.end} required field={form.field('endDate')} />
        <TextField label={P.daily} required inputMode="decimal" field={form.field('daily')} />
        <SelectField label={P.currency} options={CURRENCY_OPTIONS} field={form.field('currency')} />
        <TextField label={P.minDays} required inputMode="numeric" field={form.field('minDays')} />
        <TextField label={P.note} field={form.field('note')} />
      </div>
    </FormModal>
  );
}

const COLUMNS: Column<PricePeriod>[] = [
  { header: P.start, cell: (p) => formatDate(p.startDate) },
  { header: P.end, cell: (p) => formatDate(p.endDate) },
  { header: P.daily, cell: (p) => <strong>{formatMoney(p.dailyPriceMinor, p.currency)}</strong> },
  { header: P.minDays, cell: (p) => p.minDays },
  { header: P.note, cell: (p) => p.note ?? '—' },
];

export function PricesTab({ boatId }: { boatId: number }) {
  const prices = usePrices(boatId);
  const remove = useDeletePrice();
  const [editing, setEditing] = useState<PricePeriod | 'new' | null>(null);
  return (
    <>
      <div className="ops-tab-head">
        <h2>{P.caption}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          + {P.add}
        </button>
      </div>
      <DataTable
        caption={P.caption}
        columns={COLUMNS}
        rows={prices.data}
        rowKey={(p) => p.id}
        {...queryState(prices)}
        actions={(p) => (
          <EditDeleteButtons
            name={formatDate(p.startDate)}
            what={P.what}
            onEdit={() => setEditing(p)}
            onDelete={() => remove.mutate(p.id)}
            deleting={remove.isPending}
          />
        )}
      />
      {editing ? (
        <PriceForm
          boatId={boatId}
          {...(editing === 'new' ? {} : { period: editing })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
