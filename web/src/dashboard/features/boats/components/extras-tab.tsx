import { useState } from 'react';
import { EditDeleteButtons } from '@/dashboard/components/row-actions';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { CheckboxField, SelectField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, parseDecimal, rules, useForm } from '@/dashboard/components/use-form';
import { formatMoney } from '@/dashboard/components/money';
import { type BoatExtra, type ExtraInput, useDeleteExtra, useExtras, useSaveExtra } from '../api/boats';
import { CURRENCY_OPTIONS, type Currency } from './boat-form';

const X = {
  caption: 'Ekstralar',
  intro:
    'Kaptan, yakıt, yemek, transfer gibi ücretli ekstralar. Zorunlu olanlar her teklife ve rezervasyona eklenir; isteğe bağlı olanları ziyaretçi rezervasyon formunda adetle seçer. Fiyat değişikliği yapılmış rezervasyonları etkilemez.',
  add: 'Yeni ekstra',
  edit: 'Ekstrayı düzenle',
  name: 'Adı (Türkçe)',
  nameEn: 'Adı (İngilizce)',
  price: 'Birim fiyat',
  currency: 'Para birimi',
  unit: 'Birim',
  mandatory: 'Zorunlu (her rezervasyona eklenir)',
  maxQuantity: 'En fazla adet',
  maxHint: 'Boş: sınırsız. Zorunlu ekstralarda kullanılmaz.',
  kind: 'Tür',
  optional: 'İsteğe bağlı',
  required: 'Zorunlu',
  positive: 'Sıfır veya daha büyük bir fiyat girin.',
  maxRange: '1 ile 100 arasında bir tam sayı girin veya boş bırakın.',
  what: 'Bu ekstra',
} as const;

type Unit = ExtraInput['unit'];
export const EXTRA_UNIT_LABELS = {
  booking: 'Rezervasyon başına',
  day: 'Gün başına',
  person: 'Kişi başına',
  person_day: 'Kişi başına, günlük',
} as const satisfies Record<Unit, string>;
const UNIT_OPTIONS = (Object.keys(EXTRA_UNIT_LABELS) as Unit[]).map((value) => ({
  value,
  label: EXTRA_UNIT_LABELS[value],
}));

interface Values extends Record<string, unknown> {
  name: string;
  nameEn: string;
  price: string;
  currency: Currency;
  unit: Unit;
  mandatory: boolean;
  maxQuantity: string;
}

function ExtraForm({ boatId, extra, onClose }: { boatId: number; extra?: BoatExtra; onClose(): void }) {
  const save = useSaveExtra(onClose);
  const form = useForm<Values>(
    {
      name: extra?.name ?? '',
      nameEn: extra?.nameEn ?? '',
      price: extra ? String(extra.priceMinor / 100).replace('.', ',') : '',
      currency: extra?.currency ?? 'EUR',
      unit: extra?.unit ?? 'booking',
      mandatory: extra?.mandatory ?? false,
      maxQuantity: extra?.maxQuantity ? String(extra.maxQuantity) : '',
    },
    (v) => ({
      name: firstError(rules.required(v.name), rules.maxLength(v.name, 120)),
      nameEn: rules.maxLength(v.nameEn, 120),
      price: firstError(
        rules.required(v.price),
        rules.decimal(v.price),
        parseDecimal(v.price) >= 0 ? undefined : X.positive,
      ),
      maxQuantity:
        v.mandatory ||
        v.maxQuantity.trim() === '' ||
        (/^\d+$/.test(v.maxQuantity.trim()) && Number(v.maxQuantity) >= 1 && Number(v.maxQuantity) <= 100)
          ? undefined
          : X.maxRange,
    }),
  );
  const submit = form.handleSubmit((v) => {
    const body = {
      name: v.name.trim(),
      nameEn: v.nameEn.trim() === '' ? null : v.nameEn.trim(),
      priceMinor: Math.round(parseDecimal(v.price) * 100),
      currency: v.currency,
      unit: v.unit,
      mandatory: v.mandatory,
      maxQuantity: v.mandatory || v.maxQuantity.trim() === '' ? null : Number(v.maxQuantity),
    };
    if (extra) save.mutate({ id: extra.id, body });
    else save.mutate({ body: { ...body, boat_id: boatId } });
  });
  return (
    <FormModal title={extra ? X.edit : X.add} onClose={onClose} onSubmit={submit} pending={save.isPending}>
      <div className="adm-form-grid">
        <TextField label={X.name} required field={form.field('name')} />
        <TextField label={X.nameEn} field={form.field('nameEn')} />
        <TextField label={X.price} required inputMode="decimal" field={form.field('price')} />
        <SelectField label={X.currency} options={CURRENCY_OPTIONS} field={form.field('currency')} />
        <SelectField label={X.unit} options={UNIT_OPTIONS} field={form.field('unit')} />
        <TextField
          label={X.maxQuantity}
          inputMode="numeric"
          hint={X.maxHint}
          disabled={form.values.mandatory}
          field={form.field('maxQuantity')}
        />
        <CheckboxField label={X.mandatory} field={form.field('mandatory')} />
      </div>
    </FormModal>
  );
}

const COLUMNS: Column<BoatExtra>[] = [
  { header: X.name, cell: (e) => <strong>{e.name}</strong> },
  { header: X.nameEn, cell: (e) => (e.nameEn ? <span lang="en">{e.nameEn}</span> : '—') },
  { header: X.price, cell: (e) => formatMoney(e.priceMinor, e.currency) },
  { header: X.unit, cell: (e) => EXTRA_UNIT_LABELS[e.unit] },
  { header: X.kind, cell: (e) => (e.mandatory ? X.required : X.optional) },
  { header: X.maxQuantity, cell: (e) => (e.mandatory ? '—' : (e.maxQuantity ?? 'Sınırsız')) },
];

export function ExtrasTab({ boatId }: { boatId: number }) {
  const extras = useExtras(boatId);
  const remove = useDeleteExtra();
  const [editing, setEditing] = useState<BoatExtra | 'new' | null>(null);
  return (
    <>
      <div className="ops-tab-head">
        <h2>{X.caption}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          + {X.add}
        </button>
      </div>
      <p className="muted">{X.intro}</p>
      <DataTable
        caption={X.caption}
        columns={COLUMNS}
        rows={extras.data}
        rowKey={(e) => e.id}
        {...queryState(extras)}
        actions={(e) => (
          <EditDeleteButtons
            name={e.name}
            what={X.what}
            onEdit={() => setEditing(e)}
            onDelete={() => remove.mutate(e.id)}
            deleting={remove.isPending}
          />
        )}
      />
      {editing ? (
        <ExtraForm
          boatId={boatId}
          {...(editing === 'new' ? {} : { extra: editing })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
