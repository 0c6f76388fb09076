import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { CheckboxField, SelectField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { T } from '@/dashboard/texts';
import { type Bank, useBankActivity, useBanks, useDeleteBank, useSaveBank } from '../api/lists';

const K = {
  heading: 'Banka hesapları',
  add: 'Yeni hesap',
  edit: 'Hesabı düzenle',
  name: 'Banka adı',
  branch: 'Şube',
  holder: 'Hesap sahibi',
  iban: 'IBAN',
  ibanHint: 'Boşluklu yazabilirsiniz, örn. TR33 0006 1005 1978 6457 8413 26',
  ibanInvalid: 'IBAN geçersiz; ülke kodu, kontrol basamakları ve uzunluğu kontrol edin.',
  currency: 'Para birimi',
  status: 'Durum',
  active: 'Sitede ve e-postalarda göster',
  show: 'Göster',
  hide: 'Gizle',
  shown: 'Gösteriliyor',
  hidden: 'Gizli',
} as const;

const CURRENCIES = [
  { value: 'TRY', label: 'TL (TRY)' },
  { value: 'USD', label: 'ABD doları (USD)' },
  { value: 'EUR', label: 'Euro (EUR)' },
  { value: 'GBP', label: 'Sterlin (GBP)' },
] as const;

/** ISO 13616 mod-97, as the server checks it. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

const groupIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

function BankForm({ bank, onClose }: { bank?: Bank; onClose(): void }) {
  const save = useSaveBank(onClose);
  const form = useForm(
    {
      name: bank?.name ?? '',
      branch: bank?.branch ?? '',
      accountHolder: bank?.accountHolder ?? '',
      iban: bank ? groupIban(bank.iban) : '',
      currency: bank?.currency ?? 'TRY',
      active: bank?.active ?? true,
    },
    (v) => ({
      name: firstError(rules.required(v.name), rules.maxLength(v.name, 120)),
      branch: rules.maxLength(v.branch, 120),
      accountHolder: firstError(rules.required(v.accountHolder), rules.maxLength(v.accountHolder, 200)),
      iban: firstError(rules.required(v.iban), isIban(v.iban) ? undefined : K.ibanInvalid),
    }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({
      ...(bank ? { id: bank.id } : {}),
      body: {
        name: v.name.trim(),
        branch: v.branch.trim(),
        accountHolder: v.accountHolder.trim(),
        iban: v.iban.replace(/\s/g, '').toUpperCase(),
        currency: v.currency,
        active: v.active,
      },
    }),
  );
  return (
    <FormModal title={bank ? K.edit : K.add} onClose={onClose} onSubmit={submit} pending={save.isPending}>
      <div className="adm-form-grid">
        <TextField label={K.name} required field={form.field('name')} />
        <TextField label={K.branch} field={form.field('branch')} />
        <TextField label={K.holder} required className="is-full" field={form.field('accountHolder')} />
        <TextField label={K.iban} required hint={K.ibanHint} className="is-full" field={form.field('iban')} />
        <SelectField label={K.currency} required options={CURRENCIES} field={form.field('currency')} />
        <CheckboxField label={K.active} field={form.field('active')} />
      </div>
    </FormModal>
  );
}

export function BanksList() {
  const query = useBanks();
  const remove = useDeleteBank();
  const activity = useBankActivity();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Bank | 'new' | null>(null);
  const columns: Column<Bank>[] = [
    {
      header: K.name,
      cell: (b) => (
        <>
          <strong>{b.name}</strong>
          {b.branch ? <span className="muted"> · {b.branch}</span> : null}
        </>
      ),
    },
    { header: K.holder, cell: (b) => b.accountHolder },
    { header: K.iban, cell: (b) => <code className="adm-iban">{groupIban(b.iban)}</code> },
    { header: K.currency, cell: (b) => b.currency },
    { header: K.status, cell: (b) => <StatusTag on={b.active} onLabel={K.shown} offLabel={K.hidden} /> },
  ];
  return (
    <section className="adm-card" aria-labelledby="adm-banks-heading">
      <div className="adm-page-header">
        <h2 id="adm-banks-heading">{K.heading}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          + {K.add}
        </button>
      </div>
      <DataTable
        caption={K.heading}
        columns={columns}
        rows={query.data}
        rowKey={(b) => b.id}
        {...queryState(query)}
        actions={(b) => (
          <>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setEditing(b)}
              aria-label={`${T.edit}: ${b.name}`}
            >
              {T.edit}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={activity.isPending}
              onClick={() => activity.mutate({ id: b.id, active: !b.active })}
              aria-label={`${b.active ? K.hide : K.show}: ${b.name}`}
            >
              {b.active ? K.hide : K.show}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={remove.isPending}
              aria-label={`${T.delete}: ${b.name}`}
              onClick={async () => {
                if (await confirm({ message: T.deleteConfirm(`${b.name} (${b.currency}) hesabı`) }))
                  remove.mutate(b.id);
              }}
            >
              {T.delete}
            </button>
          </>
        )}
      />
      {editing ? <BankForm {...(editing === 'new' ? {} : { bank: editing })} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
